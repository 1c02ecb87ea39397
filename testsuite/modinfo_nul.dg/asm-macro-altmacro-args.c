/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Under .altmacro an argument's "<...>" and '!' are dropped from its
   value ("<.push!section>" is ".pushsection"): a directive spelled so is
   left to the assembler, whose object is judged.  */
/* { dg-do compile } */
asm (".macro n a b\n\\a .modin\\b\n.asciz \"author=A\\0hidden\"\n.endm");
asm (".altmacro\nn <.push!section> fo\n.noaltmacro"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=A' and ignores 'hidden'" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
asm (".popsection");
int x;
/* { dg-error "1: section '.modinfo' has no SHF_ALLOC flag \\(gas gives none to a section it makes without the 'a' flag\\)" "made without flags, as gas makes it" { target *-*-* } 7 } */
