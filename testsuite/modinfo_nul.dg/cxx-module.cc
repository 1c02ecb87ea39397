/* SPDX-License-Identifier: GPL-2.0-or-later */
// The same checks in C++ (cc1plus).
// { dg-do compile }
#define MODULE
#include "kmod.h"
MODULE_LICENSE("GPL\0for files in the \"GPL\" directory"); // { dg-error "20: embedded NUL in '.modinfo' entry 'license': the kernel reads 'license=GPL' and ignores 'for files in the \"GPL\" directory'" }
MODULE_AUTHOR("Jürgen Müller <jm@example.org>"); // { dg-bogus "." }
MODULE_DESCRIPTION("clean " "concatenation"); // { dg-bogus "." }
#define S __attribute__((section(".modinfo"), used))
static const char brace[] S = { 'a', '=', 0, 'b', 0 }; // { dg-error "19: embedded NUL in '.modinfo' entry 'a': the kernel reads 'a=' and ignores 'b'" }
static const char unterminated[3] S = { 'a', '=', 'b' }; // { dg-error "19: '.modinfo' entry 'a' is not NUL-terminated" }
// { dg-message "19: 'unterminated' has 3 bytes" "" { target *-*-* } .-1 }
static const char padded[8] S = "a=b"; // { dg-warning "19: '.modinfo' entry 'a' ends in 4 extra NUL bytes" }
static const int number S = 1; // { dg-error "18: 'number' in section '.modinfo' has type 'const int'" }
static const char16_t wide[] S = u"a=b"; // { dg-error "23: 'wide' in section '.modinfo' has type 'const char16_t \\\[4\\\]'" }
