/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas makes a second section named .modinfo for unique,N (and for a
   section group): the reader, which counts a section's bytes by its
   name, leaves it to the assembler, and every section of the name is
   judged, not only the first.  Two of one name are an error of their own:
   modpost reads the last, the loader the first allocated one.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-verbose" } */
__asm__ (".section .modinfo,\"a\"\n.ascii \"a=b\\0\"\n.section .modinfo,\"a\",%progbits,unique,2\n.ascii \"license=GPL\\0hidden\"\n.byte 1-1\n.text"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" } */
/* { dg-message "'.modinfo' entry 'a=b' written by an 'asm' statement checked" "" { target *-*-* } .-1 } */
/* { dg-message "at line 3 of the 'asm' text" "" { target *-*-* } .-2 } */
/* { dg-message "the object the assembler made was checked" "" { target *-*-* } 0 } */
/* { dg-error "1: 2 sections named '.modinfo': the module loader reads only the first allocated one, modpost only the last" "" { target *-*-* } 9 } */
