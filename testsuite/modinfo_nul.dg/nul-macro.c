/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The literal comes from a macro: the caret is where it is spelled, and a
   note shows where the macro was used.  Kernel plumbing adds no notes.  */
/* { dg-do compile } */
#define MODULE
#include "kmod.h"
#include "nul-header.h"
/* { dg-error "28: embedded NUL in '.modinfo' entry 'license': the kernel reads 'license=GPL' and ignores 'with a proprietary exception'" "" { target *-*-* } 3 } */
MODULE_LICENSE(VENDOR_LICENSE); /* { dg-message "16: in expansion of macro 'VENDOR_LICENSE'" } */
#define LOCAL_AUTHOR "Jane Doe\0<jane@example.com>"
MODULE_AUTHOR(LOCAL_AUTHOR); /* { dg-message "15: in expansion of macro 'LOCAL_AUTHOR'" } */
/* { dg-error "31: embedded NUL in '.modinfo' entry 'author'" "" { target *-*-* } .-2 } */
/* { dg-bogus "__UNIQUE_ID|__PASTE|__MODULE_INFO|__stringify" "no kernel plumbing in notes" { target *-*-* } 0 } */
