/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The driver gives gas the -I directories, where .include looks after
   the working directory: the assembler run of the plugin's gets them
   too, and reads the same file (without them it found none: "cannot
   verify" on clean code).  */
/* { dg-do compile } */
/* { dg-options "-O2 -I${srcdir}/modinfo_nul.dg" } */
__asm__ (".pushsection .modinfo,\"a\"\n.include \"asm-oracle-plain-include.inc\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'included'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
/* { dg-bogus "cannot verify" "" { target *-*-* } .-2 } */
