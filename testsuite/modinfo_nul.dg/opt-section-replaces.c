/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A section list without .modinfo leaves .modinfo unchecked.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-section=.vendor_info" } */
static const char a[] __attribute__((section(".modinfo"), used)) = "a=\0x"; /* { dg-bogus "NUL" } */
static const char b[] __attribute__((section(".vendor_info"), used)) = "b=\0x"; /* { dg-error "75: embedded NUL in '.vendor_info' entry 'b'" } */
