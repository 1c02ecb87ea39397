/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas takes every byte from 0x80 on for a name's (UTF-8 names): "\xc3\xa9:" is
   a label, and the statement after it is read.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm ("\xc3\xa9: .pushsection .modinfo,\"a\"\n.ascii \"license=GPL\\0hidden\\0\"\n.popsection");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } 6 } */
