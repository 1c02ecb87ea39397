/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Bytes the assembler judged, under a label of the asm's own (no C
   declaration): the finding points at the asm that wrote them.  */
/* { dg-do compile } */
__asm__ (".section .modinfo,\"aMS\",%progbits,1\nhiding: .asciz \"license=GPL\\0hidden\"\n.text"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" } */
