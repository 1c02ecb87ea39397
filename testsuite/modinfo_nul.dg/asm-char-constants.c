/* SPDX-License-Identifier: GPL-2.0-or-later */
/* app.c ends a character constant after one byte (or a backslash and
   one) and a closing quote if one follows: the ';' after '"' ends the
   statement.  */
/* { dg-do compile } */
__asm__ ("\t.byte '\"';.pushsection .modinfo,\"a\"\n\t.asciz \"description=x\\0hidden four\"\n\t.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'description' written by an 'asm' statement: the kernel reads 'description=x' and ignores 'hidden four'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
