// SPDX-License-Identifier: GPL-2.0-or-later
/* A Linuxant-style license, spelled out without kernel headers. */
static const char license[] __attribute__((used, section(".modinfo"), aligned(1)))
	= "license=GPL\0for files in the \"GPL\" directory; for others, only LICENSE file applies";
