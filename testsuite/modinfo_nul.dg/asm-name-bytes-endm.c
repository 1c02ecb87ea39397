/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas ends a macro's body at ".endm" after any label, one spelled with
   bytes from 0x80 on too: what follows is read as statements.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".macro mn_end\n\xc3\xa9: .endm\n.pushsection .modinfo,\"a\"\n.ascii \"version=1\\0hidden\\0\"\n.popsection\n.if 0\n.endm\n.endif");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'version' written by an 'asm' statement: the kernel reads 'version=1' and ignores 'hidden'" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 4 of the 'asm' text" "" { target *-*-* } 6 } */
