/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas substitutes a macro parameter after '&' as after '\' (".pushsec&a"
   completes a directive): the reader expands such a use as gas does.  */
/* { dg-do compile } */
asm (".macro m a b\n.pushsec&a .mod&b,\"a\"\n.asciz \"license=GPL\\0evil\"\n.endm");
asm ("m tion info"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'evil'" } */
asm (".popsection");
/* An '&' in an expression is no substitution.  */
asm (".macro p a\n.byte (\\a&1)\n.endm\np 3");
int x;
