/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Ordinary kernel-like assembly: alternatives and exception tables.  */
	.text
	.globl f
f:	ret
	.if 1
	.pushsection .altinstructions,"a"
	.long 1
	.popsection
	.endif
	.pushsection __ex_table,"a"
	.balign 4
	.long f - .
	.popsection
	.pushsection .modinfo,"a"
	.asciz "description=clean"
	.popsection
