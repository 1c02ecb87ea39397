/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What gas substitutes in a loop body can join text into a directive
   (".sec\a" with a = "tion"): the real assembler is asked, and it finds
   the hidden text.  */
/* { dg-do compile } */
asm (".irp a,tion\n.sec\\a .modinfo,\"a\"\n.ascii \"license=GPL\\0hidden\\0\"\n.endr\n.text"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
