/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .xword is aarch64's, .value x86's: on the other target gas has no
   pseudo-op of that name, so a macro may take it, and its use writes
   what the macro says (here the NUL and the hidden text), not a number.  */
/* { dg-do compile } */
#if defined (__x86_64__)
#define OTHER ".xword"
#else
#define OTHER ".value"
#endif
__asm__ (".macro " OTHER " a\n.ascii \"GPL\\0for files in the GPL directory\\0\"\n.endm\n.pushsection .modinfo,\"a\"\n.ascii \"license=\"\n" OTHER " 0x4c5047\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'for files in the GPL directory'" } */
/* { dg-message "at line 5 of the 'asm' text" "" { target *-*-* } .-1 } */
