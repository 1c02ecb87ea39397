/* SPDX-License-Identifier: GPL-2.0-or-later */
/* An entry without its NUL runs into the next one.  */
/* { dg-do compile } */
#define S __attribute__((section(".modinfo"), used))
static const char a[11] S = "license=GPL"; /* { dg-error "19: '.modinfo' entry 'license' is not NUL-terminated; the kernel reads on into the next entry" } */
/* { dg-message "19: 'a' has 11 bytes; leave out the array size, or make it at least 12" "" { target *-*-* } .-1 } */
static const char b[3] S = "abc"; /* { dg-error "19: '.modinfo' entry 'abc' is not NUL-terminated" } */
/* { dg-message "has 3 bytes" "" { target *-*-* } .-1 } */
