/* What only the assembler knows is never silence: '.incbin' reads a file.
   The reader stops at the first such thing in a unit, so one per test.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo\n.incbin \"license.txt\"\n.popsection"); /* { dg-warning "3: cannot verify what the assembler writes into the checked sections: a directive whose effect is known only to the assembler" } */
  /* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
}
