/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Once the real assembler is asked (the .if), an entry one asm starts
   and the next ends is still one entry, and an asm's two clean entries
   are two: as the reader reads them when it follows all.  */
/* { dg-do compile } */
asm (".section .modinfo,\"a\"\n.ascii \"lic\"\n.previous"); /* { dg-bogus "NUL" } */
asm (".section .modinfo,\"a\"\n.asciz \"ense=GPL\"\n.previous");
asm (".section .modinfo,\"a\"\n.asciz \"alias=devA\"\n.asciz \"alias=devB\"\n.previous"); /* { dg-bogus "NUL" } */
asm (".section .modinfo,\"a\"\n.if 1\n.asciz \"author=me\"\n.endif\n.previous");
int x;
