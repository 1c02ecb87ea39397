/* SPDX-License-Identifier: GPL-2.0-or-later */
/* tc-aarch64's .ltorg and .pool leave the rest of their line to read.c,
   which reads it as the next statement.  */
/* { dg-do compile { target aarch64 } } */
asm (".section .modinfo,\"a\"\n.asciz \"license=GPL\"\n.text\n.ltorg .section .modinfo\n.ascii \"for others, only LICENSE file applies\"\n.text"); /* { dg-error "1: '.modinfo' entry 'for others, only LICENSE file applies' written by an 'asm' statement is not NUL-terminated; the kernel reads on into the next entry" } */
/* { dg-message "1: at line 5 of the 'asm' text" "" { target *-*-* } .-1 } */
