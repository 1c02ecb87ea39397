/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas reads nothing after .end, not even the rest of its line: the NUL
   after it is never written.  */
/* { dg-do compile } */
asm (".section .modinfo,\"a\"\n.ascii \"license=GPL\" ; .end ; .byte 0\n"); /* { dg-error "1: '.modinfo' entry 'license' written by an 'asm' statement is not NUL-terminated" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
