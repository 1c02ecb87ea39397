/* SPDX-License-Identifier: GPL-2.0-or-later */ /* A function whose code the assembly puts into the section.  Judged from
   the assembly, so in a unit that compiles (an erroneous one makes none).  */
/* { dg-do compile } */
#define S __attribute__((section(".modinfo")))
void f (void) S; /* { dg-bogus "function" "a declaration places nothing" } */
void f (void) { } /* { dg-error "6: function 'f' is placed in section '.modinfo', which holds only NUL-terminated strings" } */
