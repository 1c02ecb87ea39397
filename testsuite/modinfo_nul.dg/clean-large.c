/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A 30 KB description and thousands of entries in one file: silent.  */
/* { dg-do assemble } */
#define MODULE
#include "kmod.h"
#define X4(s) s s s s
#define X16(s) X4(X4(s))
#define T30(s) X16(X16(X4(s))) X16(X16(X4(s))) X16(X16(s))
MODULE_DESCRIPTION(T30("Lorem ipsum dolor sit amet, con")); /* { dg-bogus "." } */
#define A1 MODULE_ALIAS("usb:v1234p*d*dc*dsc*dp*ic*isc*ip*in*");
#define A4 A1 A1 A1 A1
#define A16 A4 A4 A4 A4
#define A64 A16 A16 A16 A16
#define A256 A64 A64 A64 A64
A256 A256 A256 A256 A256 A256 A256 A256
A256 A256 A256 A256 A256 A256 A256 A256
/* { dg-bogus "." "nothing at all" { target *-*-* } 0 } */
