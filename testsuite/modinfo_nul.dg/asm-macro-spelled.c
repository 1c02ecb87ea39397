/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A gas macro whose body spells a section directive from pieces of its
   arguments (".sec\a" with a = "tion") is not neutral: the reader
   expands the use as gas does and finds the hidden text.  Whole
   substitutions used as labels and symbols stay followed.  */
/* { dg-do compile } */
asm (".macro fn name\n\\name: .globl \\name\n.set .L__sym_size_\\name, 0\n.endm\nfn f1");
asm (".macro m a, b\n.sec\\a .mod\\b,\"a\"\n.endm");
asm ("m tion, info\n.asciz \"license=GPL\\0hidden\"\n.text"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
