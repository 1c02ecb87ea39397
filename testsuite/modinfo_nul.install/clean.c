// SPDX-License-Identifier: GPL-2.0-or-later
/* One clean .modinfo entry, spelled out without kernel headers. */
static const char license[] __attribute__((used, section(".modinfo"), aligned(1)))
	= "license=GPL";
