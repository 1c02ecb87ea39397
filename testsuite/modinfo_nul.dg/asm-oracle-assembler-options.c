/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The assembler is asked with the options the build gives it: here a
   symbol defined only on the assembler's command line decides what
   .modinfo gets.  (-specs, -B, -wrapper and @files: misc.exp.)  */
/* { dg-do compile } */
/* { dg-options "-Wa,--defsym,HIDE=1 -Xassembler --defsym -Xassembler SHOW=0" } */
__asm__ (".ifdef HIDE\n.if SHOW == 0\n.pushsection .modinfo,\"a\"\n.asciz \"license=GPL\\0for files in the GPL directory\"\n.popsection\n.endif\n.endif"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'for files in the GPL directory'" } */
/* { dg-message "1: at line 3 of the 'asm' text" "" { target *-*-* } .-1 } */
