/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas keeps an alignment's maximum in an unsigned int: 0x100000001 is a
   maximum of 1, so no padding ends the license there, and the next
   alignment's NULs cut it, hiding the rest.  */
/* { dg-do compile } */
asm (".section .modinfo,\"a\"\n.asciz \"author=xy\"\n.p2align 2, 0, 0x100000001\n.ascii \"license=Dual MIT/GPL\"\n.p2align 3, 0\n.asciz \" but really proprietary\"\n.previous"); /* { dg-error "1: '.modinfo' entry 'license' written by an 'asm' statement is not NUL-terminated" } */
/* { dg-message "1: at line 4 of the 'asm' text" "" { target *-*-* } .-1 } */
/* { dg-warning "1: '.modinfo' entry ' but really proprietary' has no 'tag=' prefix" "" { target *-*-* } .-2 } */
int x;
