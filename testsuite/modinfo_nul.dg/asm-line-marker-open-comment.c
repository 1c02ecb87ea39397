/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A line marker's tail is scrubbed as operands: a comment it opens goes
   on over the next lines, here hiding a section switch.  Left to the
   assembler.  */
/* { dg-do compile } */
static const char lic[] __attribute__((section(".modinfo"), used, aligned(1))) = "license=GPL";
asm (".section .modinfo,\"a\"\n# 1 \"x\" /*\n.text\n*/\n.string \"author=me\\0hidden\"\n.text"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=me' and ignores 'hidden'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
