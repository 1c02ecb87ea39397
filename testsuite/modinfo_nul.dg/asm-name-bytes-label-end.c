/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A name's bytes from 0x80 on end no label: "lbl\xc3\xa9:" is one, and the
   statement after it is read.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm ("lbl\xc3\xa9: .pushsection .modinfo,\"a\"; .ascii \"author=A\\0hidden\\0\"; .popsection");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=A' and ignores 'hidden'" "" { target *-*-* } 6 } */
