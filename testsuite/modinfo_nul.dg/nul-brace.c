/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Brace-enclosed and designated initialisers: no literal to point into,
   so the declaration's line.  */
/* { dg-do compile } */
#define S __attribute__((section(".modinfo"), used))
static const char b1[] S = { 'l', 'i', 'c', 'e', 'n', 's', 'e', '=', 'G', 'P', 'L', 0, 'x', 0 }; /* { dg-error "19: embedded NUL in '.modinfo' entry 'license': the kernel reads 'license=GPL' and ignores 'x'" } */
static const char b2[] S = { [0] = 'a', [1] = '=', [3] = 'x', [4] = 0 }; /* { dg-error "19: embedded NUL in '.modinfo' entry 'a': the kernel reads 'a=' and ignores 'x'" } */
static const char b3[] S = { [5] = 0, [0 ... 4] = 'z', [1] = '=' }; /* { dg-bogus "NUL" } */
static const char b4[8] S = { 'a', '=', 'b' }; /* { dg-warning "19: '.modinfo' entry 'a' ends in 4 extra NUL bytes, which the kernel reads as empty entries" } */
static const char b5[3] S = { 'a', '=', 'b' }; /* { dg-error "19: '.modinfo' entry 'a' is not NUL-terminated; the kernel reads on into the next entry" } */
/* { dg-message "19: 'b5' has 3 bytes; leave out the array size, or make it at least 4" "" { target *-*-* } .-1 } */
static const char b6[] S = { "x=\0y" }; /* { dg-error "33: embedded NUL in '.modinfo' entry 'x'" } */
