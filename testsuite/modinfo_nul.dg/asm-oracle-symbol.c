/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A symbol's value is filled in by the linker: the assembler's object has
   a relocation there, an address where only strings belong (the same
   finding as modinfo-lint's in the object).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.quad sym\n.popsection"); /* { dg-error "3: relocation into section '.modinfo': the linker stores an address here, but the section holds only NUL-terminated strings" } */
  /* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
}
