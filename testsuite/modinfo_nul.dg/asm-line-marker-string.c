/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A line marker ('#', a blank and a digit in the first column) is a
   .linefile to gas, its string read as any: one left open at the line's
   end goes on over the newline, and what follows its close is read as
   statements.  GCC writes an asm template's later lines from the first
   column.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void
f (void)
{
  asm volatile ("nop\n# 1 \"x\\\n# \"; .pushsection .modinfo,\"a\"; .ascii \"license=GPL\\0hidden\\0\"; .popsection");
}
/* { dg-error "3: embedded NUL in '\\.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" "" { target *-*-* } 12 } */
/* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } 12 } */
