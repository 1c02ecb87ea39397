/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -Werror turns warn-only's warnings back into errors.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-warn-only -Werror" } */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("GPL\0x"); /* { dg-error "20: embedded NUL in '.modinfo' entry 'license'" } */
/* { dg-message "all warnings being treated as errors" "" { target *-*-* } 0 } */
