/* SPDX-License-Identifier: GPL-2.0-or-later */
/* warn-only also turns the asm route's errors into warnings.  */
/* { dg-do assemble } */
/* { dg-options "-O2 -fplugin-arg-modinfo_nul-warn-only" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.asciz \"license=GPL\\0x\"\n.popsection"); /* { dg-warning "3: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement" } */
  /* { dg-message "at line 2" "" { target *-*-* } .-1 } */
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.ascii \"a=b\"\n.popsection"); /* { dg-warning "3: '.modinfo' entry 'a' written by an 'asm' statement is not NUL-terminated" } */
  /* { dg-message "at line 2" "" { target *-*-* } .-1 } */
}
