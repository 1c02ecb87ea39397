/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The stream holds what GCC substituted into an asm template, so operands
   are judged as the assembler reads them; a .fill with constants and a
   macro that is only defined are followed exactly.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-modinfo_nul-verbose" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.asciz \"a=%0\"\n.popsection" : : "i" (42)); /* { dg-message "3: '.modinfo' entry 'a=\[$#\]?42' written by an 'asm' statement checked" } */
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.fill 4, 1, 0x41\n.popsection"); /* { dg-error "3: '.modinfo' entry 'AAAA' written by an 'asm' statement is not NUL-terminated" } */
  /* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.macro m\n.endm\n.popsection"); /* { dg-bogus "." "a definition writes nothing" } */
}
