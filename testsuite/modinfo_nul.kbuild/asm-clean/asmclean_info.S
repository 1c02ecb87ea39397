/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .modinfo entries written in assembly, each one NUL-terminated string.  */

/* One entry as the kernel's C entries look: a local object of its size.  */
#define MODINFO_ASM(sym, text)		\
	.type sym, @object;		\
sym:	.asciz text;			\
	.size sym, . - sym

	.pushsection .modinfo,"a"
	MODINFO_ASM(asmclean_license, "license=GPL")
	MODINFO_ASM(asmclean_author, "author=modinfo_nul testsuite <asm@example.org>")
	MODINFO_ASM(asmclean_tag, "modinfo_nul_asm=written by asmclean_info.S")
	.popsection
