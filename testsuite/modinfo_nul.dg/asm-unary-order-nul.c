/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Unary operators apply from the innermost, as in expr.c: "~-255" is
   0xfe, no NUL.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".pushsection .modinfo,\"a\"\n.ascii \"author=A\"\n.byte ~-255\n.popsection");
/* { dg-error "1: '\\.modinfo' entry 'author' written by an 'asm' statement is not NUL-terminated; the kernel reads on into the next entry" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } 6 } */
