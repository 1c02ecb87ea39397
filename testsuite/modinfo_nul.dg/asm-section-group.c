/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A section group's .modinfo is a section of its own: left to the
   assembler, which aligns within it.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".section .modinfo,\"a\"\n.ascii \"e=f\\0\"\n.section .modinfo,\"aG\",%progbits,grp,comdat\n.ascii \"g=h\\0\"\n.balign 8,0x41\n.text");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'g' written by an 'asm' statement: the kernel reads 'g=h' and ignores 'AAAA'" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 3 of the 'asm' text" "" { target *-*-* } 6 } */
/* { dg-error "1: 2 sections named '\\.modinfo': the module loader reads only the first allocated one, modpost only the last" "" { target *-*-* } 6 } */
/* { dg-error "1: section '\\.modinfo' is a section group's \\(comdat\\): a link keeps it apart from the module's other '\\.modinfo'" "" { target *-*-* } 6 } */
