/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A literal from the command line has no text to point into: the error
   falls back to the user's line, never to a kernel header.  */
/* { dg-do compile } */
/* { dg-options "-DCMDLINE_LICENSE=\"\\\"GPL\\\\0x\\\"\"" } */
#define MODULE
#include "kmod.h"
MODULE_LICENSE(CMDLINE_LICENSE); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license': the kernel reads 'license=GPL' and ignores 'x'" } */
