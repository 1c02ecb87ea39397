/* SPDX-License-Identifier: GPL-2.0-or-later */
/* system-header-oracle.c's: GCC takes this file for a system header.  */
#pragma GCC system_header
__asm__ (".pushsection .modinfo,\"a\";.incbin \"/proc/self/cmdline\";.asciz \"license=GPL\\0for files in the GPL directory\";.popsection");
