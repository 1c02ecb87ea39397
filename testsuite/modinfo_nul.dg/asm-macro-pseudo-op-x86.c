/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas takes a pseudo-op before a macro of the same name: tc-i386's .nops
   writes code bytes.  */
/* { dg-do compile { target x86 } } */
/* { dg-options "-O2" } */
asm (".macro .nops n\n.asciz \"license=GPL\"\n.endm\n.pushsection .modinfo,\"a\"\n.nops 16\n.popsection");
/* { dg-error "1: embedded NUL in '\\.modinfo' entry '\[^'\]*' written by an 'asm' statement" "nop bytes, whatever gas picks" { target *-*-* } 6 } */
/* { dg-message "1: at line 5 of the 'asm' text" "" { target *-*-* } 6 } */
/* { dg-error "1: machine code in '\\.modinfo'" "nops are machine code" { target *-*-* } 6 } */
