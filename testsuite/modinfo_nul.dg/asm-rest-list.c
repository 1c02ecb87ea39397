/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The listing pseudo-ops leave the rest of their line to read.c too: a
   section switch there is one, also where the skimmer passes GCC's own
   lines (not at a line's start).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".section .modinfo,\"a\"\n.asciz \"license=GPL\"\n.text\n.list .previous\n.ascii \"hidden\"\n.text"); /* { dg-error "1: '.modinfo' entry 'hidden' written by an 'asm' statement is not NUL-terminated; the kernel reads on into the next entry" } */
/* { dg-message "1: at line 5 of the 'asm' text" "" { target *-*-* } .-1 } */
