/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A loop inside the checked section whose copies each hide text after a
   NUL: the assembler's bytes show it, in each copy.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.rept 2\n.ascii \"y=1\\0hidden\\0\"\n.endr\n.popsection"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'y' written by an 'asm' statement: the kernel reads 'y=1' and ignores 'hidden'" } */
  /* { dg-message "3: at line 3 of the 'asm' text" "" { target *-*-* } .-1 } */
  /* { dg-warning "3: cannot verify whether 'y=1' in '.modinfo' is an entry of its own or text hidden after entry 'y': the assembler's object does not show where an 'asm' statement's strings end" "the second copy's entry" { target *-*-* } .-2 } */
}
