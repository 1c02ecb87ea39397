/* SPDX-License-Identifier: GPL-2.0-or-later */
/* An instruction in the section: the reader cannot know its encoding, so
   the target's assembler is asked, and its machine code is judged.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\nnop\n.popsection"); /* { dg-error "3: '.modinfo' entry '\[^'\]*' written by an 'asm' statement is not NUL-terminated; the kernel reads on into the next entry" } */
  /* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
  /* { dg-error "3: machine code in '.modinfo' \\(an instruction, or alignment filled with no-ops\\): the section holds only NUL-terminated strings" "" { target *-*-* } .-2 } */
}
