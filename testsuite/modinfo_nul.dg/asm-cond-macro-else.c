/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A macro whose body is ".else" turns its caller's conditional around:
   gas then skips the caller's .popsection.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".macro mn_else a\n.else\n.endm\n.pushsection .modinfo,\"a\"\n.pushsection .text\n.if 1\n.pushsection .data\nmn_else x\n.popsection\n.endif\n.popsection\n.popsection\n.ascii \"alias=x\\0hidden\"");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'alias' written by an 'asm' statement: the kernel reads 'alias=x' and ignores 'hidden'" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 8 of the 'asm' text" "" { target *-*-* } 6 } */
