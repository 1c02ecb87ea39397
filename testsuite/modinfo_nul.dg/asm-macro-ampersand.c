/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas substitutes a macro parameter after '&' as after '\' ("&a&&b&"
   joins two): the reader expands such a use as gas does.  Under
   .altmacro an argument's "<...>" and '!' are dropped from its value: a
   directive spelled so is left to the assembler, whose object is
   judged.  */
/* { dg-do compile } */
asm (".macro m a b c d\n&a&&b& &c&&d&\n.asciz \"license=GPL\\0evil\"\n.endm");
asm ("m .pushsec tion .modin fo"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'evil'" } */
asm (".popsection");
asm (".macro n a b\n\\a .modin\\b\n.asciz \"author=A\\0hidden\"\n.endm");
asm (".altmacro\nn <.push!section> fo\n.noaltmacro"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=A' and ignores 'hidden'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
asm (".popsection");
/* An '&' in an expression is no substitution.  */
asm (".macro p a\n.byte (\\a&1)\n.endm\np 3");
int x;
