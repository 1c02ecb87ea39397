/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .inst writes instructions: machine code in .modinfo, even where their
   encodings spell "license=GPL".  */
/* { dg-do compile { target aarch64 } } */
asm (".pushsection .modinfo,\"a\"\n.inst 0x6563696c, 0x3d65736e, 0x004c5047\n.popsection\n"); /* { dg-error "1: machine code in '.modinfo'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
