// SPDX-License-Identifier: GPL-2.0-or-later
/* One clean .modinfo entry, through the kernel-macro stand-in.  */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("GPL");
