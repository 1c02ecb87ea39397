/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A local label (".L", or digits) reaches no symbol table: it names no
   object, so the two entries after it are two entries, as the kernel and
   modinfo-lint read them.  A label that is a symbol still names one.  */
/* { dg-do compile } */
asm (".pushsection .modinfo,\"a\"\n.L1: .asciz \"license=GPL\", \"author=x\"\n.popsection"); /* { dg-bogus "embedded NUL" } */
asm (".pushsection .modinfo,\"a\"\n1: .asciz \"description=y\", \"author=z\"\n.popsection"); /* { dg-bogus "embedded NUL" } */
asm (".pushsection .modinfo,\"a\"\nsym: .asciz \"alias=a\", \"hidden\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'alias' written by an 'asm' statement: the kernel reads 'alias=a' and ignores 'hidden'" } */
/* { dg-message "at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
