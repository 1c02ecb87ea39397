/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A macro defined through another one.  */
/* { dg-do compile } */
#define MODULE
#include "kmod.h"
#include "nul-header.h"
/* { dg-error "28: embedded NUL in '.modinfo' entry 'license'" "" { target *-*-* } 3 } */
/* { dg-message "25: in expansion of macro 'VENDOR_LICENSE'" "" { target *-*-* } 4 } */
MODULE_LICENSE(WRAPPED_LICENSE); /* { dg-message "16: in expansion of macro 'WRAPPED_LICENSE'" } */
