/* A loop inside the checked section: only gas knows how often.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo\n.rept 2\n.byte 0\n.endr\n.popsection"); /* { dg-warning "3: cannot verify what the assembler writes into the checked sections: conditional or repeated assembly around a section change or data" } */
  /* { dg-message "3: at line 3 of the 'asm' text" "" { target *-*-* } .-1 } */
}
