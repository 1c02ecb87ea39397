/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Once the real assembler is asked (a subsection pair, an .if), its
   object shows no operand boundaries: a tagged entry after a NUL of one
   asm may be text hidden inside one string ("license=GPL\0note=...", the
   Linuxant pattern with a tag) or an entry of its own.  That is said,
   never passed.  A label's .size does not end what the label starts: it
   runs to the next label, as the reader reads it.  */
/* { dg-do compile } */
asm (".section .modinfo,\"a\"\n.subsection 1\n.subsection 0\n.asciz \"license=GPL\\0note=for files in the GPL directory\"\n.previous"); /* { dg-warning "1: cannot verify whether 'note=for files in the GPL directory' in '.modinfo' is an entry of its own or text hidden after entry 'license': the assembler's object does not show where an 'asm' statement's strings end" } */
asm (".section .modinfo,\"a\"\n.if 1\nfoo: .asciz \"author=me\\0note=hidden\"\n.size foo, 10\n.endif\n.previous"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=me' and ignores 'note=hidden'" } */
