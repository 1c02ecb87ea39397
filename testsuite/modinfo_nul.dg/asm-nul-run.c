/* SPDX-License-Identifier: GPL-2.0-or-later */
/* NULs an asm writes between entries are empty entries: nothing hidden,
   the kernel skips them, but said, as C data's extra NULs are.  An
   entry's own terminator, written apart, is no such run.  */
/* { dg-do compile } */
asm (".pushsection .modinfo,\"a\"\n.asciz \"license=GPL\"\n.zero 3\n.ascii \"author=x\"\n.byte 0\n.popsection"); /* { dg-warning "1: 3 NUL bytes in '.modinfo' belong to no entry; the kernel skips them" } */
asm (".pushsection .modinfo,\"a\"\n.balign 4\n.asciz \"description=y\"\n.popsection"); /* { dg-bogus "belong to no entry" "alignment is the assembler's" } */
