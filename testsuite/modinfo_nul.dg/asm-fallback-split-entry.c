/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Once the real assembler is asked (the .if), an entry one asm starts
   and the next ends is still one entry, and an asm's two clean entries
   are judged as two, as the reader reads them when it follows all; that
   they are two cannot be verified there, and is said.  */
/* { dg-do compile } */
asm (".section .modinfo,\"a\"\n.ascii \"lic\"\n.previous"); /* { dg-bogus "NUL" } */
asm (".section .modinfo,\"a\"\n.asciz \"ense=GPL\"\n.previous");
asm (".section .modinfo,\"a\"\n.asciz \"alias=devA\"\n.asciz \"alias=devB\"\n.previous"); /* { dg-bogus "NUL" } */
/* { dg-warning "1: cannot verify whether 'alias=devB' in '.modinfo' is an entry of its own or text hidden after entry 'alias': the assembler's object does not show where an 'asm' statement's strings end" "" { target *-*-* } .-1 } */
asm (".section .modinfo,\"a\"\n.if 1\n.asciz \"author=me\"\n.endif\n.previous");
int x;
