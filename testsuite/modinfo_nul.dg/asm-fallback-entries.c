/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What the real assembler made for an asm the reader does not follow
   (.if around data) shows no operand boundaries: "a=1\0b=2\0" may be two
   .asciz, or one string that hides "b=2".  Entries that each have a tag
   are judged as two, and that they are cannot be verified: said (not an
   "embedded NUL", whose words would be false).  Text after a NUL that no
   reader takes for an entry is hidden text.  */
/* { dg-do compile } */
asm (".pushsection .modinfo,\"a\"\n.if 1\n.asciz \"license=GPL\"\n.asciz \"author=me\"\n.endif\n.popsection"); /* { dg-bogus "embedded NUL" } */
/* { dg-warning "1: cannot verify whether 'author=me' in '.modinfo' is an entry of its own or text hidden after entry 'license': the assembler's object does not show where an 'asm' statement's strings end" "" { target *-*-* } .-1 } */
asm (".pushsection .modinfo,\"a\"\n.if 1\n.ascii \"description=x\\0for files in the GPL directory\\0\"\n.endif\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'description' written by an 'asm' statement: the kernel reads 'description=x' and ignores 'for files in the GPL directory'" } */
