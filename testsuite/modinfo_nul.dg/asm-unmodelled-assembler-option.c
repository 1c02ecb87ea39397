/* SPDX-License-Identifier: GPL-2.0-or-later */
/* An assembler option the reader does not model sends the unit to the
   assembler even where the reader followed every line: under
   --sectname-subst (here abbreviated, as gas allows), "%S" names the
   current section, so the data below lands in .modinfo.  */
/* { dg-do compile } */
/* { dg-options "-Wa,--noexecstack,--sectname-s -fplugin-arg-modinfo_nul-verbose" } */
__asm__ (".section .modinfo,\"a\"\n.section %S\n.asciz \"license=GPL\\0for files in the GPL directory\"\n.text"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'for files in the GPL directory'" } */
/* { dg-message "the object the assembler made was checked: the assembler option '--sectname-s' may change how it reads the assembly" "" { target *-*-* } 0 } */
