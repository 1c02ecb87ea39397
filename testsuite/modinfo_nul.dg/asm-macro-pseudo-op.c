/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas takes a pseudo-op before a macro of the same name, also one the
   reader does not follow (it warns at such a .macro and ignores it).  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".macro .dcb.b n,v\n.asciz \"license=GPL\"\n.endm\n.pushsection .modinfo,\"a\"\n.dcb.b 16,65\n.popsection");
/* { dg-error "1: '\\.modinfo' entry 'AAAAAAAAAAAAAAAA' written by an 'asm' statement is not NUL-terminated; the kernel reads on into the next entry" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 5 of the 'asm' text" "" { target *-*-* } 6 } */
