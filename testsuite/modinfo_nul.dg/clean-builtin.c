/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The same macros in a built-in module: KBUILD_MODNAME "." prefix and the
   file= entry.  Silent.  */
/* { dg-do assemble } */
/* { dg-options "-DKBUILD_MODNAME=\"\\\"e1000e\\\"\" -DKBUILD_MODFILE=\"\\\"drivers/net/ethernet/intel/e1000e/e1000e\\\"\"" } */
#include "kmod.h"
MODULE_LICENSE("GPL v2");
MODULE_AUTHOR("Intel Corporation, <linux.nics@intel.com>");
MODULE_DESCRIPTION("Intel(R) PRO/1000 Network Driver");
MODULE_ALIAS("pci:*");
MODULE_PARM_DESC(debug, "Debug level");
/* { dg-bogus "." "nothing at all" { target *-*-* } 0 } */
