/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A checked section of type nobits has no bytes in the object: modpost
   refuses it, and the module loader reads whatever the file holds at its
   offset, here the strings of .rodata.x.  The reader does not follow a
   checked section's type other than progbits (quoted, numeric, or as a
   "#word" on aarch64, where '#' starts no comment there); the assembler
   decides.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-verbose" } */
__asm__ (".section .modinfo,\"a\",%nobits\n.skip 24\n.section .rodata.x,\"a\"\n.ascii \"license=GPL\\0hidden=yes\\0\"\n.text"); /* { dg-error "1: section '.modinfo' has no contents in the file \\('SHT_NOBITS', 24 bytes\\): modpost refuses it, and the module loader reads whatever the file holds at its offset" } */
/* { dg-message "a section type or attribute the reader does not follow" "" { target *-*-* } 0 } */
