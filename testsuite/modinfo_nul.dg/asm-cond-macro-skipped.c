/* SPDX-License-Identifier: GPL-2.0-or-later */
/* In a branch gas skips, .macro collects no body: the lines up to .endm
   are statements there.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".text\n.if 0\n.macro mn_skipped\n.endif\n.pushsection .modinfo,\"a\"\n.ascii \"version=1\\0hidden\"\n.popsection\n.if 0\n.endm\n.endif");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'version' written by an 'asm' statement: the kernel reads 'version=1' and ignores 'hidden'" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 3 of the 'asm' text" "" { target *-*-* } 6 } */
