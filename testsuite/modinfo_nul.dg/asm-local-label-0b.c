/* SPDX-License-Identifier: GPL-2.0-or-later */
/* "0b" not followed by a binary digit is local label 0, backwards (here
   0x41 in .struct), not a binary number.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".struct 0x41\n0:\n.previous\n.pushsection .modinfo,\"a\"\n.ascii \"alias=x\"\n.byte 0b\n.popsection");
/* { dg-error "1: '\\.modinfo' entry 'alias' written by an 'asm' statement is not NUL-terminated; the kernel reads on into the next entry" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 6 of the 'asm' text" "" { target *-*-* } 6 } */
