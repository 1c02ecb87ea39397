/* SPDX-License-Identifier: GPL-2.0-or-later */
/* read.c drops a quote right after a name and reads a quoted name where
   a statement starts, so text the scrubber keeps as a string can be
   statements to gas.  The reader does not follow that: the assembler is
   asked, and finds what was hidden.  */
/* { dg-do compile } */
__asm__ ("\t.long\".x;.pushsection .modinfo,\"a\";.asciz \"license=GPL\\0hidden\";.popsection;.long\"0"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" } */

void f (void)
{
  __asm__ volatile ("\".pushsection\" .modinfo\n.asciz \"author=x\\0hidden too\"\n.popsection"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=x' and ignores 'hidden too'" } */
}

