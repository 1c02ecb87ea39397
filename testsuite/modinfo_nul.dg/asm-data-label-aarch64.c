/* SPDX-License-Identifier: GPL-2.0-or-later */
/* tc-aarch64 reads "NAME/data:" as the label NAME (its data-in-code
   marker), and the statement after it.  */
/* { dg-do compile { target aarch64 } } */
/* { dg-options "-O2" } */
asm ("x/data: .pushsection .modinfo,\"a\"\n.ascii \"license=GPL\\0hidden\\0\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
