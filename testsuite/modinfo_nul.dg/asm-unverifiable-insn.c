/* An instruction puts machine code into the section.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo\nnop\n.popsection"); /* { dg-warning "3: cannot verify what the assembler writes into the checked sections: an instruction puts machine code into the section" } */
  /* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
}
