/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A header with top-level asm of its own (routes.exp).  */
__asm__ (".pushsection .modinfo,\"a\"\n\t.asciz \"author=a\\0b\"\n\t.popsection");
static inline int header_fn (void) { return 1; }
__asm__ (".pushsection .discard.x\n.long 0\n.popsection");
