/* SPDX-License-Identifier: GPL-2.0-or-later */
/* \01, \x01 and \1 are not NUL: silent.  */
/* { dg-do compile } */
#define MODULE
#include "kmod.h"
MODULE_INFO(test, "a\01b");   /* { dg-bogus "NUL" } */
MODULE_INFO(test, "a\x01b");  /* { dg-bogus "NUL" } */
MODULE_INFO(test, "a\1");     /* { dg-bogus "NUL" } */
MODULE_INFO(test, "\x010");   /* { dg-bogus "NUL" } */
MODULE_INFO(test, "0\060");   /* { dg-bogus "NUL" } */
