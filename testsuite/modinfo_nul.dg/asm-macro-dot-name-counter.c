/* SPDX-License-Identifier: GPL-2.0-or-later */
/* '\@' counts gas's macro expansions: the second use of outer calls
   .m2, whose body writes the hidden entry.  The reader cannot know the
   count; a name it makes up may name another macro, a dot-named one
   too, so the unit goes to the assembler.  */
/* { dg-do compile } */
__asm__ (".macro .m0\n.byte 1\n.endm\n.macro .m2\n.pushsection .modinfo,\"a\"\n.ascii \"license=GPL\\0for files in the GPL directory\"\n.popsection\n.endm\n.macro outer\n.m\\@\n.endm\nouter\nouter"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'for files in the GPL directory'" } */
/* { dg-message "at line 12 of the 'asm' text" "" { target *-*-* } .-1 } */
