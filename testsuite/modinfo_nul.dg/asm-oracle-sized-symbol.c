/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Judged from the assembler's object (an assembler option the reader
   does not model sends it there), a C object ends at its size: an asm
   entry after it, up to the next symbol, is a piece of its own.  */
/* { dg-do compile } */
/* { dg-options "-O0 -Wa,--reduce-memory-overheads" } */
static const char __UNIQUE_ID_license1[] __attribute__ ((section (".modinfo"), used, aligned (1))) = "license=GPL"; /* { dg-bogus "embedded NUL" } */
asm (".section .modinfo,\"a\"\n.asciz \"alias=foo\"\n.previous"); /* { dg-bogus "embedded NUL" } */
