/* SPDX-License-Identifier: GPL-2.0-or-later */
/* i386's scrubber turns a character constant into its digits before it
   drops a comment after it: 'A, a comment, then ', is 65 and 44 joined
   (6544 - 6544: a NUL), not 'A' and a second operand.  Left to the
   assembler, which shows the hidden text.  */
/* { dg-do compile { target x86_64-*-* i?86-*-* } } */
asm (".section .modinfo,\"a\"\n.ascii \"license=GPL\"\n.byte 'A/**/',-6544\n.asciz \" and hidden text\"\n.previous"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores ' and hidden text'" } */
/* { dg-message "1: at line 3 of the 'asm' text" "" { target *-*-* } .-1 } */
int x;
