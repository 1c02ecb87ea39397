/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A macro with a parameter whose body defines a macro is not neutral:
   the reader expands the use (its argument is a plain word) and follows
   the definitions it makes, to the hidden text on line 11.  */
/* { dg-do compile } */
asm (".macro outer x\n.macro inner\nlater\n.endm\n.endm\nouter 1\n.macro later\n.pushsection .modinfo,\"a\"\n.endm\ninner\n.ascii \"author=A\\0hidden\\0\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=A' and ignores 'hidden'" } */
/* { dg-message "1: at line 11 of the 'asm' text" "" { target *-*-* } .-1 } */
