/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Text GCC pastes into the assembly verbatim: a section name and an asm
   label, each ending in a comment that swallows what GCC adds after it.  */
char x[] __attribute__ ((section (".rodata.x\n\t.section .modinfo,\"a\"\n\t.ascii \"license=GPL\\0hidden by a section name\\0\"\n#"))) = "";
extern int f (void) __asm__ ("f\n\t.pushsection .modinfo,\"a\"\n\t.asciz \"author=x\\0hidden by a label\"\n\t.popsection\n#");
int g (void) { return f (); }
