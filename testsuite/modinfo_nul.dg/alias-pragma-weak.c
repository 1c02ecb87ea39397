/* SPDX-License-Identifier: GPL-2.0-or-later */
/* #pragma weak A = B makes A an alias of B with no alias attribute: it
   adds no bytes (gas's .set), so it is no empty entry; B is judged.  */
/* { dg-do compile } */
const char lic2[] __attribute__((used, section(".modinfo"))) = "license=GPL"; /* { dg-bogus "initializer|NUL" } */
#pragma weak lic3 = lic2
const char auth[] __attribute__((used, section(".modinfo"))) = "author=me\0hidden"; /* { dg-error "74: embedded NUL in '.modinfo' entry 'author': the kernel reads 'author=me' and ignores 'hidden'" } */
#pragma weak auth2 = auth
