// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * A well-behaved out-of-tree module: every .modinfo entry is one
 * NUL-terminated string, so modinfo_nul has nothing to say about it (nor
 * about the clean.mod.c that modpost writes for it).
 */
#include <linux/init.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/mod_devicetable.h>

static int depth = 3;
module_param(depth, int, 0444);
MODULE_PARM_DESC(depth, "How deep to look (default 3)");

static char *label = "none";
module_param(label, charp, 0444);
MODULE_PARM_DESC(label, "A name to print at load time");

static const struct pci_device_id clean_pci_ids[] = {
	{ .vendor = 0x1af4, .device = 0x10f0,
	  .subvendor = PCI_ANY_ID, .subdevice = PCI_ANY_ID },
	{ }
};
MODULE_DEVICE_TABLE(pci, clean_pci_ids);

static int __init clean_init(void)
{
	pr_info("clean: depth %d, label %s, %zu ids\n", depth, label,
		ARRAY_SIZE(clean_pci_ids) - 1);
	return 0;
}

static void __exit clean_exit(void)
{
	pr_info("clean: bye\n");
}

module_init(clean_init);
module_exit(clean_exit);

MODULE_LICENSE("GPL");
MODULE_AUTHOR("Zoë Ångström <zoe@example.org>");
MODULE_DESCRIPTION("modinfo_nul test: a module with clean .modinfo entries");
MODULE_ALIAS("modinfo-nul-clean");
MODULE_VERSION("1.2.3");
MODULE_FIRMWARE("modinfo_nul/clean-fw.bin");
MODULE_SOFTDEP("pre: crc32c");
MODULE_INFO(modinfo_nul_tag, "checked");
