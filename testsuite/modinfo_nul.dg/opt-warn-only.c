/* SPDX-License-Identifier: GPL-2.0-or-later */
/* warn-only: every error becomes a warning and the compile succeeds.  */
/* { dg-do assemble } */
/* { dg-options "-fplugin-arg-modinfo_nul-warn-only" } */
#define MODULE
#include "kmod.h"
#define S __attribute__((section(".modinfo"), used))
MODULE_LICENSE("GPL\0x"); /* { dg-warning "20: embedded NUL in '.modinfo' entry 'license'" } */
static const char a[3] S = "a=b"; /* { dg-warning "19: '.modinfo' entry 'a' is not NUL-terminated" } */
/* { dg-message "19: 'a' has 3 bytes" "" { target *-*-* } .-1 } */
static const int i S = 1; /* { dg-warning "18: 'i' in section '.modinfo' has type 'int'" } */
static const char u[4] S; /* { dg-warning "19: 'u' in section '.modinfo' has no constant initializer" } */
