/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A .purgem under a false .if leaves the macro defined for gas: the
   reader does not forget it there, the real assembler is asked, and it
   finds the hidden text.  */
/* { dg-do compile } */
asm (".macro m\n.pushsection .modinfo,\"a\"\n.endm\n.if 0\n.purgem m\n.endif\nm\n.ascii \"license=GPL\\0hidden\\0\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" } */
/* { dg-message "1: at line 5 of the 'asm' text" "" { target *-*-* } .-1 } */
