/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A loop inside the checked section: the assembler writes the bytes, and
   they are judged as any others.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.rept 2\n.asciz \"x=1\"\n.endr\n.popsection"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'x' written by an 'asm' statement: the kernel reads 'x=1' and ignores 'x=1'" } */
  /* { dg-message "3: at line 3 of the 'asm' text" "" { target *-*-* } .-1 } */
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.rept 3\n.byte 0\n.endr\n.popsection"); /* { dg-bogus "." "NULs alone hide nothing" } */
}
