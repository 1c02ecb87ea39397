/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Without toplevel reordering a top-level asm follows the data before
   it, in their section: GCC's object ends where the asm starts, so two
   clean entries are two entries, not one with a NUL inside.  What an
   asm writes after a C object is judged as the asm's.  */
/* { dg-do compile } */
/* { dg-options "-O0" } */
static const char a[] __attribute__ ((section (".modinfo"), used, aligned (1))) = "license=GPL"; /* { dg-bogus "embedded NUL" } */
asm (".asciz \"author=me\""); /* { dg-bogus "embedded NUL" } */
static const char b[] __attribute__ ((section (".modinfo"), used, aligned (1))) = "description=x";
asm (".asciz \"for files in the GPL directory\""); /* { dg-warning "1: '.modinfo' entry 'for files in the GPL directory' has no 'tag=' prefix; modpost and the module loader ignore it" } */
