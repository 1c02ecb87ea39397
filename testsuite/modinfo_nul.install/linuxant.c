// SPDX-License-Identifier: GPL-2.0-or-later
/* A Linuxant-style license, through the kernel-macro stand-in.  */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("GPL\0for files in the \"GPL\" directory; for others, only LICENSE file applies");
