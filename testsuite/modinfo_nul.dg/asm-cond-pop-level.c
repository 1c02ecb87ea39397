/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A .popsection of a frame pushed outside its conditional: whether gas
   pops depends on the branch it takes (here it skips the push).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".pushsection .modinfo,\"a\"\n.pushsection .text\n.if 1\n.if 0\n.pushsection .data\n.endif\n.popsection\n.endif\n.ascii \"license=GPL\\0hidden\"\n.popsection");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 6 of the 'asm' text" "" { target *-*-* } 6 } */
