/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The module loader and modpost read licenses from .modinfo alone: an
   entry in another checked section is checked, but it is no license.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-section=.modinfo.old,.modinfo" } */
static const char a[] __attribute__((used, section(".modinfo.old"), aligned(1))) = "license=Proprietary";
static const char b[] __attribute__((used, section(".modinfo"), aligned(1))) = "license=GPL"; /* { dg-bogus "another license entry" } */
static const char c[] __attribute__((used, section(".modinfo.old"), aligned(1))) = "license=GPL\0hidden"; /* { dg-error "embedded NUL in '.modinfo.old' entry 'license'" } */
