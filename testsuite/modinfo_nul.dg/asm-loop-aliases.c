/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .rep, .irep and .irepc are gas's other names for .rept, .irp and
   .irpc: here .irep substitutes \000 into the string, a NUL where the
   reader, not knowing the loop, would read "\v" (a vertical tab).  */
/* { dg-do compile } */
__asm__ (".pushsection .modinfo,\"a\"\n.ascii \"license=GPL\"\n.popsection\n.irep v, \\000\n.pushsection .modinfo,\"a\"\n.ascii \"\\v\"\n.popsection\n.endr\n.pushsection .modinfo,\"a\"\n.asciz \"for files in the GPL directory\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'for files in the GPL directory'" } */
/* { dg-message "at line 5 of the 'asm' text" "" { target *-*-* } .-1 } */
