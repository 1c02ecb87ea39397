/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Preprocessed assembly writing .modinfo, as kbuild compiles .S files.  */
#define ENTRY(s) .asciz s
	.text
	.pushsection .modinfo,"a"
	ENTRY("license=GPL")
	.asciz "author=me\0hidden"
	.popsection
