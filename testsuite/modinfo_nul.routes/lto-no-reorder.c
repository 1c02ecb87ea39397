/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Slim LTO at -O0: lto1 writes top-level asm in order, after the data
   before it, in the section that data left open.  */
static const char lic[] __attribute__((used, section(".modinfo"), aligned(1))) = "license=GPL";
__asm__ (".asciz \"for files in the GPL directory; for others, proprietary\"");
