/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A symbol's value is filled in by the linker: the assembler's object has
   a relocation there, which nothing at compile time can verify.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo\n.quad sym\n.popsection"); /* { dg-warning "3: cannot verify what the assembler writes into '.modinfo': 1 relocation there lets the linker change its bytes" } */
  /* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
}
