/* SPDX-License-Identifier: GPL-2.0-or-later */
/* tc-i386 lets '{' begin a name (for {disp32}-style prefixes): "{y:" is a
   label on x86, and the statement after it is read.  */
/* { dg-do compile { target x86 } } */
/* { dg-options "-O2" } */
asm ("{y: .pushsection .modinfo,\"a\"\n.ascii \"license=GPL\\0hidden\\0\"\n.popsection");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } 6 } */
