/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A second section of a checked name (unique,N, a group, a link order,
   a retained one) has bytes of its own: left to the assembler, which
   aligns within it ('.balign 8,0x41' after 4 bytes writes "AAAA").  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".section .modinfo,\"a\"\n.ascii \"a=b\\0\"\n.section .modinfo,\"a\",%progbits,unique,1\n.ascii \"c=d\\0\"\n.balign 8,0x41\n.text");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'c' written by an 'asm' statement: the kernel reads 'c=d' and ignores 'AAAA'" "" { target *-*-* } 7 } */
/* { dg-message "1: at line 3 of the 'asm' text" "" { target *-*-* } 7 } */
/* { dg-error "1: 2 sections named '\\.modinfo': the module loader reads only the first allocated one, modpost only the last" "" { target *-*-* } 7 } */
