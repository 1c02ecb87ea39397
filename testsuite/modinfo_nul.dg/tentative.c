/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A tentative definition that gets its initializer later is fine.  */
/* { dg-do compile } */
#define S __attribute__((section(".modinfo"), used))
char later[8] S; /* { dg-bogus "initializer" } */
char later[8] = "a=later";
extern const char elsewhere[] __attribute__((section(".modinfo"))); /* { dg-bogus "." "extern defines nothing" } */
extern const char defined_here[] __attribute__((section(".modinfo")));
const char defined_here[] = "b=\0x"; /* { dg-error "32: embedded NUL in '.modinfo' entry 'b'" } */
