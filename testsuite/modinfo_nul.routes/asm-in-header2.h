/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Included between two functions, before a top-level asm (routes.exp).  */
__asm__ (".pushsection .modinfo,\"a\"\n\t.asciz \"description=a\\0b\"\n\t.popsection");
