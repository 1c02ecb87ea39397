/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas turns an assignment to '.' into .org, which fills: .set ., .+1
   between two strings is a NUL between them.  */
/* { dg-do compile } */
__asm__ (".pushsection .modinfo,\"a\"\n.ascii \"license=GPL\"\n.set ., .+1\n.asciz \"for files in the GPL directory\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'for files in the GPL directory'" } */
/* { dg-message "at line 3 of the 'asm' text" "" { target *-*-* } .-1 } */
