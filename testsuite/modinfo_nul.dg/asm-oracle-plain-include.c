/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A plain file read by name reads alike for every assembler run: the
   assembler's answer is taken, exactly, like the reader's.  The file is
   this test's own (gas looks in the working directory and -I only).  */
/* { dg-do compile } */
/* { dg-options "-O2 -Wa,-I,${srcdir}/modinfo_nul.dg" } */
__asm__ (".pushsection .modinfo,\"a\"\n.include \"asm-oracle-plain-include.inc\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'included'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
/* { dg-bogus "cannot verify" "" { target *-*-* } .-2 } */
