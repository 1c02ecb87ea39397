/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -pipe: the assembly reaches the assembler through a pipe, which the
   plugin's relay holds; what passes is read as from a file.  */
/* { dg-do assemble } */
/* { dg-options "-pipe" } */
__asm__ (".pushsection .modinfo,\"a\"\n.asciz \"license=GPL\\0hidden\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" } */
/* { dg-message "at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
int f (void) { return 0; }
