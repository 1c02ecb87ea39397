/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -save-temps compiles the preprocessed text, whose columns are not the
   source's: the error names the source line and no column.  */
/* { dg-do compile } */
/* { dg-options "-save-temps" } */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("GPL\0x"); /* { dg-error "embedded NUL in '.modinfo' entry 'license': the kernel reads 'license=GPL' and ignores 'x'" } */
/* { dg-bogus "\[0-9\]+: error: embedded" "no column from the .i text" { target *-*-* } .-1 } */
