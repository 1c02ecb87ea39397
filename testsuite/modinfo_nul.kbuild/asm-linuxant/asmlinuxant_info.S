/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The Linuxant trick in assembly: modpost and the loader read license=GPL.  */
/* kbuild.exp expects the error on the .asciz line, without a column.  */
	.pushsection .modinfo,"a"
	.type asmlinuxant_license, @object
asmlinuxant_license:
	.asciz "license=GPL\0hidden"
	.size asmlinuxant_license, . - asmlinuxant_license
	.popsection
