/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A macro defined while another expands.  Without parameters the outer
   one is expanded as gas does, so the inner one is known and the hidden
   text is found at its line; with a parameter a body that defines a
   macro is not neutral, the real assembler is asked, and it finds it.  */
/* { dg-do compile } */
asm (".macro outer\n.macro inner\nlater\n.endm\n.endm\nouter\n.macro later\n.pushsection .modinfo,\"a\"\n.endm\ninner\n.ascii \"author=A\\0hidden\\0\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=A' and ignores 'hidden'" } */
/* { dg-message "1: at line 11 of the 'asm' text" "" { target *-*-* } .-1 } */
