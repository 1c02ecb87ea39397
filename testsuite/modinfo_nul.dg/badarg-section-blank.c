/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A bad plugin argument is a clear error, and the plugin refuses to load.
   The target's assembler comment sequence (x86 "#", aarch64 "//") may not
   appear in a section name.  */
/* { dg-do compile { target x86 aarch64 } } */
/* { dg-options "-fplugin-arg-modinfo_nul-section=.a#b" { target x86 } } */
/* { dg-options "-fplugin-arg-modinfo_nul-section=.a//b" { target aarch64 } } */
/* { dg-error "invalid section name '.a#b' in '-fplugin-arg-modinfo_nul-section=.a#b': give each name as the assembler reads it" "" { target x86 } 0 } */
/* { dg-error "invalid section name '.a//b' in '-fplugin-arg-modinfo_nul-section=.a//b': give each name as the assembler reads it" "" { target aarch64 } 0 } */
/* { dg-error "failed to initialize plugin" "" { target *-*-* } 0 } */
int x;
