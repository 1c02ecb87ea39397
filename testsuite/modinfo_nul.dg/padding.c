/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Trailing NULs hide nothing: a warning, not an error.  */
/* { dg-do compile } */
#define MODULE
#include "kmod.h"
#define S __attribute__((section(".modinfo"), used))
static const char a[32] S = "license=GPL"; /* { dg-warning "19: '.modinfo' entry 'license' ends in 20 extra NUL bytes, which the kernel reads as empty entries" } */
/* { dg-bogus "license entry" "" { target *-*-* } .-1 } */
MODULE_LICENSE("GPL\0"); /* { dg-warning "1: '.modinfo' entry 'license' ends in 1 extra NUL bytes" } */
/* { dg-bogus "another license entry" "identical licenses are silent" { target *-*-* } .-1 } */
static const char b[] S = "x=1\0\0"; /* { dg-warning "19: '.modinfo' entry 'x' ends in 2 extra NUL bytes" } */
