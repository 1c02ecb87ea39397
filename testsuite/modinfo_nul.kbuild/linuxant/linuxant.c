// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The Linuxant trick: the kernel reads "license=GPL" and stops at the NUL,
 * so the module passes as GPL.  kbuild.exp expects the error at column 20
 * (the backslash of the \0) of the one line that holds MODULE_LICENSE.
 */
#include <linux/init.h>
#include <linux/module.h>

static int __init linuxant_init(void)
{
	return 0;
}
module_init(linuxant_init);

MODULE_LICENSE("GPL\0for files in the \"GPL\" directory; for others, only LICENSE file applies");
MODULE_DESCRIPTION("modinfo_nul test: a license with hidden text");
