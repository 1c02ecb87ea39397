/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Top-level asm that writes into .modinfo is judged like C data.  */
/* { dg-do compile } */
int before;
__asm__(".pushsection .modinfo,\"a\"\n\t.asciz \"license=GPL\\0for files in the GPL directory\"\n\t.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'for files in the GPL directory'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
__asm__(".section .modinfo,\"a\"\n.ascii \"author=\"\n.ascii \"me\"\n.byte 0\n.previous"); /* { dg-bogus "." "built from pieces, terminated" } */
asm (".pushsection \".modinfo\"\n.ascii \"x=1\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'x' written by an 'asm' statement: the kernel reads 'x=1y=' and ignores 'z'" "the next asm's bytes follow in .modinfo" { target x86 } } */
/* { dg-message "at line 2 of the 'asm' text" "" { target x86 } .-1 } */
__asm (".pushsection .modinfo #\n.string \"y=\\000z\"\n.popsection"); asm (".pushsection .modinfo\n.asciz \"tagless\"\n.popsection"); /* { dg-warning "71: '.modinfo' entry 'tagless' has no 'tag=' prefix" "second asm on the line" { target x86 } } */
/* (On aarch64 '#' there is a byte of the name, as gas drops the blank
   before it: '.modinfo#' takes the y string, and .modinfo holds
   "x=1tagless", one entry.)  */
int after;
