/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Slim LTO: lto1 pastes a section name, an asm label and a weakref target
   into its assembly at link time; none is a plain name.  */
static const char x[] __attribute__((used, aligned(1), section(".mod/**/info"))) = "license=GPL\0hidden";
extern void g (void) __asm__ ("g\n\t.pushsection .modinfo,\"a\"\n\t.asciz \"license=GPL\\0hidden\"\n\t.popsection\n#");
static void w (void) __attribute__ ((weakref ("tgt\n\t.pushsection .modinfo,\"a\"\n\t.popsection\n#")));
void f (void) { g (); w (); }
