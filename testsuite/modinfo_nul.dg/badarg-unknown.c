/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A bad plugin argument is a clear error, and the plugin refuses to load.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-bogus" } */
/* { dg-error "unknown option '-fplugin-arg-modinfo_nul-bogus'; the valid keys are section=NAME\\\[,NAME...\\\], allow-license=LIST, deny-author=LIST, warn-only, verbose, disable, help, version" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
