/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Static data GCC drops as unused never reach the assembler: nothing of
   them is in .modinfo, so nothing is said (-O0 keeps them, and they are
   judged there like any other).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
static const char unused_entry[] __attribute__ ((section (".modinfo")))
  = "license=GPL\0hidden"; /* { dg-bogus "embedded NUL" } */
static char unused_writable[] __attribute__ ((section (".modinfo")))
  = "author=a\0b"; /* { dg-bogus "embedded NUL" } */
static const char kept[] __attribute__ ((section (".modinfo"), used))
  = "description=x\0y"; /* { dg-error "19: embedded NUL in '.modinfo' entry 'description': the kernel reads 'description=x' and ignores 'y'" } */
