/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Explicitly sized arrays.  */
/* { dg-do compile } */
#define S __attribute__((section(".modinfo"), used))
static const char a[24] S = "license=GPL\0junk"; /* { dg-error "41: embedded NUL in '.modinfo' entry 'license': the kernel reads 'license=GPL' and ignores 'junk'" } */
/* { dg-bogus "license entry" "" { target *-*-* } .-1 } */
static const char b[17] S = "license=GPL\0junk"; /* { dg-error "41: embedded NUL" } */
/* { dg-bogus "another license entry" "identical licenses are silent" { target *-*-* } .-1 } */
static const char c[16] S = "license=GPL\0junk"; /* { dg-error "41: embedded NUL" } */
/* { dg-bogus "another license entry" "identical licenses are silent" { target *-*-* } .-1 } */
/* The last one also loses its terminator: only the first problem counts.  */
