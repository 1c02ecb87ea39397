/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A checked section of mergeable strings (aMS, pieces of 1 byte): the
   linker keeps one of equal whole strings, which hides nothing.  The
   assembler judges it, and finds it clean.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-verbose" } */
__asm__ (".section .modinfo,\"aMS\",%progbits,1\nmerge_d: .asciz \"author=A\"\nmerge_e: .asciz \"author=A\"\n.text"); /* { dg-bogus "cannot verify" } */
/* { dg-message "1: '.modinfo' entry 'author=A' written by an 'asm' statement checked" "" { target *-*-* } .-1 } */
/* { dg-message "the object the assembler made was checked" "" { target *-*-* } 0 } */
