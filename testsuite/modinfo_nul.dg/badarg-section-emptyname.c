/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A bad plugin argument is a clear error, and the plugin refuses to load.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-section=.a,,.b" } */
/* { dg-error "invalid section name '' in '-fplugin-arg-modinfo_nul-section=.a,,.b'" "" { target *-*-* } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
