/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Macro names differ in their bytes from 0x80 on: a use of the second is
   not one of the first.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".macro m\xc3\xa9 a\n.endm\n.macro m\xc3\xa8 a\n.pushsection .modinfo,\"a\"\n.ascii \"alias=x\\0hidden\\0\"\n.popsection\n.endm\nm\xc3\xa8 x");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'alias' written by an 'asm' statement: the kernel reads 'alias=x' and ignores 'hidden'" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 8 of the 'asm' text" "" { target *-*-* } 6 } */
