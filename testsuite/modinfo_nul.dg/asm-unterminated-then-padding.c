/* SPDX-License-Identifier: GPL-2.0-or-later */
/* An asm entry left open, then alignment's NULs before the next object:
   they end it, so the kernel reads one entry and nothing runs on.  With
   no padding the next object's bytes go on the entry.  */
/* { dg-do compile } */
/* { dg-options "-O0" } */
asm (".pushsection .modinfo,\"a\"\n.ascii \"description=x\"\n.popsection"); /* { dg-bogus "NUL-terminated|NUL bytes" } */
static const char a[] __attribute__((used, section(".modinfo"), aligned(16))) = "license=GPL";
asm (".pushsection .modinfo,\"a\"\n.ascii \"author=y\"\n.popsection"); /* { dg-error "1: '.modinfo' entry 'author' written by an 'asm' statement is not NUL-terminated; the kernel reads on into the next entry" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
static const char b[] __attribute__((used, section(".modinfo"), aligned(1))) = "alias=z";
