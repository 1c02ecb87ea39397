/* SPDX-License-Identifier: GPL-2.0-or-later */
/* app.c writes a character constant as its decimal value wherever it
   stands outside a string: "'a:" is the label 97.  Left to the assembler.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm ("'a: .pushsection .modinfo,\"a\"; .ascii \"license=GPL\\0hidden\\0\"; .popsection");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" "" { target *-*-* } 6 } */
