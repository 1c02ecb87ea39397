/* SPDX-License-Identifier: GPL-2.0-or-later */
/* warn-only also softens the policy errors.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-warn-only -fplugin-arg-modinfo_nul-allow-license=gpl -fplugin-arg-modinfo_nul-deny-author=Vendor" } */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("Proprietary"); /* { dg-warning "1: license 'Proprietary' is not allowed" } */
MODULE_AUTHOR("Vendor"); /* { dg-warning "1: author 'Vendor' contains 'Vendor'" } */
