/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What neither the reader nor the assembler can judge is never silence:
   here the assembler fails (no such file).
   One per file: the reader stops at the first thing it cannot follow.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo\n.incbin \"license.txt\"\n.popsection"); /* { dg-warning "3: cannot verify what the assembler writes into the checked sections: a directive whose effect is known only to the assembler, and the assembler rejects the unit's assembly" } */
  /* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
}
