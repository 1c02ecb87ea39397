/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A loop inside the checked section: the assembler writes the bytes, and
   they are judged as any others.  Two copies of a clean entry are judged
   as two entries, which cannot be verified in the assembler's bytes
   (asm-oracle-rept-hidden.c: copies that hide text).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.rept 2\n.asciz \"x=1\"\n.endr\n.popsection"); /* { dg-bogus "embedded NUL" "two entries" } */
  /* { dg-warning "3: cannot verify whether 'x=1' in '.modinfo' is an entry of its own or text hidden after entry 'x': the assembler's object does not show where an 'asm' statement's strings end" "" { target *-*-* } .-1 } */
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.rept 3\n.byte 0\n.endr\n.popsection"); /* { dg-bogus "." "NULs alone hide nothing" } */
}
