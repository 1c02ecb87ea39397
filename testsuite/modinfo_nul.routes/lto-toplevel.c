/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Top-level asm reaches the assembly only when lto1 emits it, but its
   text is known at compile time.  */
int used;
__asm__ (".pushsection .modinfo,\"a\"\n.asciz \"author=me\\0x\"\n.popsection");
int main (void) { return used; }
