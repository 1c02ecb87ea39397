/* SPDX-License-Identifier: GPL-2.0-or-later */
/* deny-author: an author containing a denied substring is an error.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-deny-author=Linuxant,Evil%2C%20Inc" } */
#define MODULE
#include "kmod.h"
MODULE_AUTHOR("Linuxant <support@linuxant.com>"); /* { dg-error "1: author 'Linuxant <support@linuxant.com>' contains 'Linuxant', which '-fplugin-arg-modinfo_nul-deny-author' refuses" } */
MODULE_AUTHOR("Evil, Inc"); /* { dg-error "1: author 'Evil, Inc' contains 'Evil, Inc'" } */
MODULE_AUTHOR("Evil Inc"); /* { dg-bogus "." } */
MODULE_AUTHOR("linuxant"); /* { dg-bogus "." "substrings are case-sensitive" } */
MODULE_DESCRIPTION("Linuxant driver"); /* { dg-bogus "." "only author entries" } */
