/* SPDX-License-Identifier: GPL-2.0-or-later */
/* section= replaces the list of checked sections.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-section=.vendor_info,.modinfo" } */
static const char a[] __attribute__((section(".vendor_info"), used)) = "a=\0x"; /* { dg-error "75: embedded NUL in '.vendor_info' entry 'a'" } */
static const char b[] __attribute__((section(".modinfo"), used)) = "b=\0x"; /* { dg-error "71: embedded NUL in '.modinfo' entry 'b'" } */
static const char c[] __attribute__((section(".vendor_info #"), used)) = "c=\0x"; /* { dg-error "77: embedded NUL" "'#' is a comment on x86 only" { target x86 } } */
