/* SPDX-License-Identifier: GPL-2.0-or-later */
/* tc-i386's .code64 (set_code_flag) leaves the rest of its line to
   read.c, which reads it as the next statement.  */
/* { dg-do compile { target x86 } } */
static const char lic[] __attribute__((section(".modinfo"), used, aligned(1))) = "license=GPL";
asm (".text\n.code64 .section .modinfo,\"a\"\n.string \"author=me\\0hidden\"\n.text"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=me' and ignores 'hidden'" } */
/* { dg-message "1: at line 3 of the 'asm' text" "" { target *-*-* } .-1 } */
