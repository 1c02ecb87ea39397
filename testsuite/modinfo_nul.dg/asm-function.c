/* SPDX-License-Identifier: GPL-2.0-or-later */
/* asm statements in functions, basic and extended, and in inline
   functions from a header that are emitted.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
#include "asm-inline.h"
void basic (void)
{
  __asm__ volatile (".section .modinfo,\"a\"\n\t.string \"license=GPL\\000x\"\n\t.previous"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'x'" } */
  /* { dg-message "at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
}
void extended (int x)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.asciz \"a=%%d\\0hidden\"\n.popsection" : : "r" (x)); /* { dg-error "3: embedded NUL in '.modinfo' entry 'a' written by an 'asm' statement: the kernel reads 'a=%d' and ignores 'hidden'" } */
  /* { dg-message "at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
}
void calls (void)
{
  emitted_helper ();
  emitted_helper ();
}
/* { dg-error "3: embedded NUL in '.modinfo' entry 'vendor' written by an 'asm' statement: the kernel reads 'vendor=x' and ignores 'y'" "once for both inlined copies" { target *-*-* } 6 } */
/* { dg-message "at line 2 of the 'asm' text" "" { target *-*-* } 6 } */
/* { dg-bogus "never_emitted" "an unused inline function is not emitted" { target *-*-* } 0 } */
