/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A bad plugin argument is a clear error, and the plugin refuses to load.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-deny-author=a%2" } */
/* { dg-error "'-fplugin-arg-modinfo_nul-deny-author=a%2' has a '%' that is not %20, %2C or %25 \\(at 'a%2'\\); give a comma-separated list, with '%20' for a space and '%2C' for a comma" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
