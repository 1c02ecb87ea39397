/* SPDX-License-Identifier: GPL-2.0-or-later */
/* GCC writes an asm template's later lines from their first column: a
   '#', blanks and a digit there make app.c read a .linefile directive
   and the rest of the line as statements.  */
/* { dg-do compile } */
void f (void)
{
  __asm__ volatile ("nop\n# 1 \"x\";.pushsection .modinfo,\"a\"\n.asciz \"license=GPL\\0hidden five\"\n.popsection"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden five'" } */
  /* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
}
