/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Flags without 'a' make a .modinfo the module loader skips; with 'a'
   later, gas refuses the change.  */
/* { dg-do compile } */
asm (".section .modinfo,\"w\"\n.asciz \"license=GPL\"\n.text"); /* { dg-error "1: section '.modinfo' has no SHF_ALLOC flag" } */
