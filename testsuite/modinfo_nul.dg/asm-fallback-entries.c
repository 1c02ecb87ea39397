/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What the real assembler made for an asm the reader does not follow
   (.if around data) shows no operand boundaries: "a=1\0b=2\0" may be two
   .asciz.  Entries that each have a tag are two entries; text after a
   NUL that no reader takes for an entry is hidden text.  */
/* { dg-do compile } */
asm (".pushsection .modinfo,\"a\"\n.if 1\n.asciz \"license=GPL\"\n.asciz \"author=me\"\n.endif\n.popsection"); /* { dg-bogus "embedded NUL" } */
asm (".pushsection .modinfo,\"a\"\n.if 1\n.ascii \"description=x\\0for files in the GPL directory\\0\"\n.endif\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'description' written by an 'asm' statement: the kernel reads 'description=x' and ignores 'for files in the GPL directory'" } */
