/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Function asm reaches the assembly only when lto1 emits it.  */
void g (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.asciz \"author=me\\0x\"\n.popsection");
}
int main (void) { g (); return 0; }
