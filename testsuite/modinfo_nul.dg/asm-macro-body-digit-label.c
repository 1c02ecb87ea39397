/* SPDX-License-Identifier: GPL-2.0-or-later */
/* macro.c collects a body skipping only labels that start as a name
   does: "1: .macro" nests nothing and "1: .endm" ends nothing, so the
   lines between run at once.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".macro mn_m\n1: .macro mn_n\n.endm\n.pushsection .modinfo,\"a\"\n.asciz \"license=GPL\\0hidden\"\n.popsection\n.macro mn_z\n1: .endm\n.endm");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" "" { target *-*-* } 7 } */
/* { dg-message "1: at line 5 of the 'asm' text" "" { target *-*-* } 7 } */
