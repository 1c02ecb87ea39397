/* SPDX-License-Identifier: GPL-2.0-or-later */
/* An explicit list: %20 spells a space, so the value survives make and the
   shell unquoted.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-allow-license=Dual%20BSD/GPL,MIT%2C%20really" } */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("Dual BSD/GPL");
static const char b[] __attribute__((section(".modinfo"), used)) = "license=MIT, really"; /* { dg-error "another license entry 'MIT, really'; the module loader uses the first, 'Dual BSD/GPL', and modpost checks both, but only one of them is GPL-compatible" } */
/* { dg-message "1: the first license entry is here" "" { target *-*-* } .-2 } */
MODULE_LICENSE("GPL"); /* { dg-error "1: license 'GPL' is not allowed by '-fplugin-arg-modinfo_nul-allow-license'; allowed: Dual BSD/GPL, MIT, really" } */
/* { dg-warning "another license entry" "" { target *-*-* } .-1 } */
