/* SPDX-License-Identifier: GPL-2.0-or-later */
/* verbose: one note per object checked, as proof for CI.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-verbose" } */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("GPL"); /* { dg-message "1: '.modinfo' entry 'license=GPL' checked: one string of 12 bytes" } */
MODULE_AUTHOR("A. Person"); /* { dg-message "1: '.modinfo' entry 'author=A. Person' checked: one string of 17 bytes" } */
