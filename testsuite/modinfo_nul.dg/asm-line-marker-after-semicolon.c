/* SPDX-License-Identifier: GPL-2.0-or-later */
/* After a ';' app.c is where a statement starts: '#', blanks and a digit
   there make a line marker, whose tail it reads as operands, so the next
   ';' starts a statement.  Left to the assembler.  */
/* { dg-do compile { target x86 } } */
static const char lic[] __attribute__((section(".modinfo"), used, aligned(1))) = "license=GPL";
asm (".text\n;# 1 \"x\";.section .modinfo,\"a\"\n.string \"author=me\\0hidden\"\n.text"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=me' and ignores 'hidden'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
