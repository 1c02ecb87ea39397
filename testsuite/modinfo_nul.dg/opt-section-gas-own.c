/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A checked section gas also fills by itself, from directives that name
   no section: .ident puts its string into .comment.  The reader follows
   none of that, so the assembler judges every unit.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-section=.comment -fno-ident -fplugin-arg-modinfo_nul-verbose" } */
__asm__ (".ident \"a=GPL\\0hidden\""); /* { dg-error "1: embedded NUL in '.comment' entry 'a' written by an 'asm' statement: the kernel reads 'a=GPL' and ignores 'hidden'" } */
/* { dg-message "the object the assembler made was checked: a checked section the assembler fills or types by itself" "" { target *-*-* } 0 } */
