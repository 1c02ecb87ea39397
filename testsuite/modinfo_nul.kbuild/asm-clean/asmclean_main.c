// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The C half of a module whose license and author are written by assembly
 * (asmclean_info.S): kbuild assembles that file with KBUILD_AFLAGS, so
 * only KAFLAGS=-fplugin=... brings the plugin to it.
 */
#include <linux/init.h>
#include <linux/module.h>

static int __init asmclean_init(void)
{
	return 0;
}

static void __exit asmclean_exit(void)
{
}

module_init(asmclean_init);
module_exit(asmclean_exit);

MODULE_DESCRIPTION("modinfo_nul test: .modinfo entries written in assembly");
