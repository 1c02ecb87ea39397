/* SPDX-License-Identifier: GPL-2.0-or-later */
/* warn-only also covers a function placed in the section.  */
/* { dg-do assemble } */
/* { dg-options "-fplugin-arg-modinfo_nul-warn-only" } */
__attribute__((section(".modinfo"))) void f (void) { } /* { dg-warning "43: function 'f' is placed in section '.modinfo', which holds only NUL-terminated strings" } */
