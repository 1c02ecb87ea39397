/* SPDX-License-Identifier: GPL-2.0-or-later */
/* obj_elf_previous and obj_elf_popsection return without
   demand_empty_rest_of_line: read.c reads the rest of their line as the
   next statement, here in the section they went back to.  */
/* { dg-do compile } */
asm (".section .modinfo,\"a\"\n" /* { dg-error "1: '.modinfo' entry 'for others, only LICENSE file applies' written by an 'asm' statement is not NUL-terminated; the kernel reads on into the next entry" } */
     ".asciz \"license=GPL\"\n"
     ".text\n"
     ".previous .ascii \"for others, only LICENSE file applies\"\n"
     ".text");
/* { dg-message "1: at line 4 of the 'asm' text" "" { target *-*-* } .-5 } */
