/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Function asm the reader leaves to the assembler, emitted by lto1 at
   link time: there the real assembler is run as the link's driver
   runs it (its -Wa options carried over from the compile), and what it
   writes into .modinfo is judged.  */
void g (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.section %S\n.asciz \"author=me\\0x\"\n.popsection");
}
int main (void) { g (); return 0; }
