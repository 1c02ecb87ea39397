/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Assembler options that change nothing the reader follows (kbuild's
   among them) leave the unit to the reader: the assembler is not run.  */
/* { dg-do compile } */
/* { dg-options "-Wa,--noexecstack,-gdwarf-5,--gdwarf-sections -Xassembler -W -fplugin-arg-modinfo_nul-verbose" } */
/* { dg-options "-Wa,--noexecstack,-gdwarf-5,--gdwarf-sections -Xassembler -W -Wa,-march=armv8.5-a -fplugin-arg-modinfo_nul-verbose" { target aarch64*-*-* } } */
__asm__ (".section .modinfo,\"a\"\n.asciz \"license=GPL\"\n.text"); /* { dg-message "1: '.modinfo' entry 'license=GPL' written by an 'asm' statement checked" } */
/* { dg-bogus "assembler made" "" { target *-*-* } 0 } */
