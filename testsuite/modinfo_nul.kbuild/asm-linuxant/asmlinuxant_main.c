// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The C half of a Linuxant-style module: nothing wrong here, the license
 * with hidden text is written by assembly (asmlinuxant_info.S).
 */
#include <linux/init.h>
#include <linux/module.h>

static int __init asmlinuxant_init(void)
{
	return 0;
}
module_init(asmlinuxant_init);

MODULE_DESCRIPTION("modinfo_nul test: a license with hidden text, in assembly");
