/* SPDX-License-Identifier: GPL-2.0-or-later */
/* app.c writes a character constant as its decimal value wherever it
   stands outside a string: "a'x:" is the label a120.  Left to the
   assembler.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm ("a'x: .pushsection .modinfo,\"a\"; .ascii \"author=A\\0hidden\\0\"; .popsection");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=A' and ignores 'hidden'" "" { target *-*-* } 7 } */
