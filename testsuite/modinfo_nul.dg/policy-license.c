/* SPDX-License-Identifier: GPL-2.0-or-later */ /* allow-license=gpl: the kernel's six GPL-compatible idents, exactly.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-allow-license=gpl" } */
#define S __attribute__((section(".modinfo"), used))
static const char a[] S = "license=GPL";
static const char b[] S = "license=GPL v2"; /* { dg-warning "another license entry 'GPL v2'; the module loader uses the first, 'GPL', and modpost checks both" } */
/* { dg-message "19: the first license entry is here" "" { target *-*-* } .-2 } */
static const char c[] S = "license=Dual BSD/GPL"; /* { dg-warning "another license entry" } */
static const char d[] S = "license=Dual MIT/GPL"; /* { dg-warning "another license entry" } */
static const char e[] S = "license=Dual MPL/GPL"; /* { dg-warning "another license entry" } */
static const char f[] S = "license=GPL and additional rights"; /* { dg-warning "another license entry" } */
static const char g[] S = "license=Proprietary"; /* { dg-error "19: license 'Proprietary' is not allowed by '-fplugin-arg-modinfo_nul-allow-license'; allowed: GPL, GPL v2, GPL and additional rights, Dual BSD/GPL, Dual MIT/GPL, Dual MPL/GPL" } */
/* { dg-error "another license entry 'Proprietary'; the module loader uses the first, 'GPL', and modpost checks both, but only one of them is GPL-compatible" "" { target *-*-* } .-1 } */
static const char h[] S = "license=gpl"; /* { dg-error "19: license 'gpl' is not allowed" } */
/* { dg-error "another license entry 'gpl'; the module loader uses the first, 'GPL', and modpost checks both, but only one of them is GPL-compatible" "" { target *-*-* } .-1 } */
static const char i[] S = "license=GPLv2"; /* { dg-error "19: license 'GPLv2' is not allowed" } */
/* { dg-error "another license entry 'GPLv2'; the module loader uses the first, 'GPL', and modpost checks both, but only one of them is GPL-compatible" "" { target *-*-* } .-1 } */
static const char j[] S = "mod.license=GPL"; /* { dg-bogus "another license entry" "a built-in module's: no kernel reader enforces it" } */
static const char k[] S = "mod.license=BSD"; /* { dg-error "19: license 'BSD' is not allowed" } */
/* { dg-bogus "another license entry 'BSD'" "" { target *-*-* } .-1 } */
