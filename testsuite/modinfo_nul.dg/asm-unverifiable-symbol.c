/* A symbol's value is known only to the assembler (and the linker).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo\n.byte sym\n.popsection"); /* { dg-warning "3: cannot verify what the assembler writes into the checked sections: a symbol or expression is evaluated only by the assembler" } */
  /* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
}
