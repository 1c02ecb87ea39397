/* SPDX-License-Identifier: GPL-2.0-or-later */
/* disable: loaded, checks nothing.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-disable" } */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("GPL\0x"); /* { dg-bogus "NUL" } */
