/* SPDX-License-Identifier: GPL-2.0-or-later */
/* No .modinfo objects: the plugin prints nothing, even when verbose.  */
/* { dg-do assemble } */
/* { dg-options "-fplugin-arg-modinfo_nul-verbose" } */
static const char s[] = "GPL\0x";
const char *get (void) { return s; }
/* { dg-bogus "." "nothing at all" { target *-*-* } 0 } */
