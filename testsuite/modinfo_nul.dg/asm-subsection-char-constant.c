/* SPDX-License-Identifier: GPL-2.0-or-later */
/* app.c writes a character constant as its decimal value, so ",'a" after
   a .pushsection name is subsection 97 to obj_elf_section, which gas lays
   out after subsection 0: "license=" ends the section unterminated, "GPL"
   comes first.  */
/* { dg-do compile } */
asm (".pushsection .modinfo,\"a\"\n.popsection\n" /* { dg-error "1: embedded NUL in '.modinfo' entry 'GPL' written by an 'asm' statement: the kernel reads 'GPL' and ignores 'license='" } */
     ".pushsection .modinfo,'a\n"
     ".ascii \"license=\"\n"
     ".popsection\n"
     ".pushsection .modinfo,\"a\"\n"
     ".asciz \"GPL\"\n"
     ".popsection");
/* { dg-message "at line 3 of the 'asm' text" "" { target *-*-* } .-7 } */
