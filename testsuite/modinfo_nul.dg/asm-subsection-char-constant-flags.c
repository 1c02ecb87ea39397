/* SPDX-License-Identifier: GPL-2.0-or-later */
/* After a subsection (",'a" is 97 to gas) the flags come third: "a" is
   read, the section allocated.  */
/* { dg-do compile } */
asm (".pushsection .modinfo,'a,\"a\"\n.asciz \"author=A\"\n.popsection"); /* { dg-bogus "SHF_ALLOC" } */
