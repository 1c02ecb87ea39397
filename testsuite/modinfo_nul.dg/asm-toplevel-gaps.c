/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Top-level asm among declarations, between functions: found where a
   declaration could start, not in an asm label or a macro definition.  */
/* { dg-do compile } */
int first (void) { return 0; }
extern int renamed (void) __asm__ ("renamed_impl");
#define HIDDEN_ASM __asm__ (".pushsection .discard.x\n.long 0\n.popsection")
static int table[2] = { 1, 2 };
__asm__ (".pushsection .modinfo,\"a\"\n\t.asciz \"license=GPL\\0hidden\"\n\t.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
int second (void) { return renamed () + table[0]; }
extern int also_renamed (void) asm ("other_impl");
int more_data;
#if 1
asm (".pushsection .modinfo,\"a\"\n\t.asciz \"author=me\\0you\"\n\t.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
#endif
int third (void) { return also_renamed (); }
int last_data;
  __asm__ (".pushsection .modinfo,\"a\"\n\t.ascii \"x=1\"\n\t.popsection"); /* { dg-error "3: '.modinfo' entry 'x' written by an 'asm' statement is not NUL-terminated; the kernel reads on into the next entry" } */
/* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
static const char after_all[] __attribute__ ((section (".discard.y"), used)) = "z";
