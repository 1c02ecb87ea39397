/* SPDX-License-Identifier: GPL-2.0-or-later */
/* No false positives: a char typedef with attributes, an alias (it adds
   no bytes), gas escapes that are not NUL.  */
/* { dg-do assemble } */
#define S __attribute__((section(".modinfo"), used))
typedef char __attribute__ ((may_alias)) achar;
static const achar a[] S = { 'x', '=', '1', 0 }; /* { dg-bogus "." } */
static const char b[] S = "y=2"; /* { dg-bogus "." } */
extern const char c[4] __attribute__ ((alias ("b"), section (".modinfo"))); /* { dg-bogus "." "an alias adds no bytes" } */
asm (".pushsection .modinfo,\"a\"\n.asciz \"z=\\080\"\n.popsection"); /* { dg-bogus "." "\\\\080 is '@' to gas" } */
