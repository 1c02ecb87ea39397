/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Without macro tracking there are no macro maps to walk, and GCC keeps no
   ranges inside string literals: the error stays on the user's line, at
   the macro's name or the declared name.  */
/* { dg-do compile } */
/* { dg-options "-ftrack-macro-expansion=0" } */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("GPL\0x"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license': the kernel reads 'license=GPL' and ignores 'x'" } */
static const char raw[] __attribute__((section(".modinfo"), used)) = "raw=\0y"; /* { dg-error "19: embedded NUL in '.modinfo' entry 'raw'" } */
