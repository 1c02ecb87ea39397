/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas collects a loop's body up to its .endr counting only loops: an
   .if opened there stays open after it, and skips what follows.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".pushsection .modinfo,\"a\"\n.pushsection .text\n.if 1\n.pushsection .data\n.rept 1\n.if 0\n.endr\n.popsection\n.endif\n.endif\n.popsection\n.popsection\n.ascii \"author=A\\0hidden\"");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=A' and ignores 'hidden'" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 7 of the 'asm' text" "" { target *-*-* } 6 } */
