/* SPDX-License-Identifier: GPL-2.0-or-later */
/* An empty license is none of an allowed list's: the kernel takes it for
   a proprietary one.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-allow-license=gpl" } */
#define MODULE
#include "kmod.h"
MODULE_LICENSE(""); /* { dg-error "1: license '' is not allowed by '-fplugin-arg-modinfo_nul-allow-license'" } */
