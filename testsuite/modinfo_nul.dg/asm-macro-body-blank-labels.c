/* SPDX-License-Identifier: GPL-2.0-or-later */
/* buffer_and_nest skips labels and the blanks after each before it looks
   for .endm: "x: y: .endm" ends the body, and what follows is read.  */
/* { dg-do compile } */
asm (".section .modinfo,\"a\"\n" /* { dg-error "1: '.modinfo' entry 'for others, only LICENSE file applies' written by an 'asm' statement is not NUL-terminated; the kernel reads on into the next entry" } */
     ".asciz \"license=GPL\"\n"
     ".text\n"
     ".macro m\n"
     "x: y: .endm\n"
     ".section .modinfo\n"
     ".ascii \"for others, only LICENSE file applies\"\n"
     ".text\n"
     "a: b: .macro n\n"
     ".endm\n");
/* { dg-message "1: at line 7 of the 'asm' text" "" { target *-*-* } .-10 } */
