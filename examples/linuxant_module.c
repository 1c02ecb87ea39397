// SPDX-License-Identifier: GPL-2.0-or-later
/* The 2004 trick: humans read a caveat, the kernel reads "GPL".  */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("GPL\0for files in the \"GPL\" directory; for others, only LICENSE file applies");
MODULE_AUTHOR("Linuxant");
MODULE_DESCRIPTION("Conexant HSF softmodem driver");
