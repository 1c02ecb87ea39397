/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Unary operators apply from the innermost, as in expr.c: "~-1" is 0,
   so this is one string.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".pushsection .modinfo,\"a\"\n.ascii \"license=GPL\"\n.byte ~-1\n.popsection"); /* { dg-bogus "." } */
