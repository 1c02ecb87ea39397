/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A top-level asm after functions a macro defines is found after the
   macro's use (its arguments passed over), not placed at the next
   function.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
#define DEFINE_GETTER(name, v) int name (void) { return v; }
#define DEFINE_NOTHING
DEFINE_GETTER (get_a, 1) DEFINE_GETTER (get_b, (2 + 3))
asm (".pushsection .modinfo,\"a\"\n.ascii \"license=GPL\\0hidden\"\n.byte 0\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement" } */
/* { dg-message "at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
DEFINE_GETTER (get_c, 3)
DEFINE_NOTHING
asm (".pushsection .modinfo,\"a\"; .asciz \"author=x\"; .asciz \"\"; .popsection"); /* { dg-warning "1: 1 NUL bytes in '.modinfo' belong to no entry" } */
DEFINE_GETTER (get_d, 4)
