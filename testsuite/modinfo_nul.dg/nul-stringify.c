/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Entries with stringified parts (MODULE_PARM_DESC's #_parm, the tag's
   __stringify): the caret is still found on the user's literal.  */
/* { dg-do compile } */
#define MODULE
#include "kmod.h"
MODULE_PARM_DESC(debug, "Debug level\0hidden"); /* { dg-error "37: embedded NUL in '.modinfo' entry 'parm': the kernel reads 'parm=debug:Debug level' and ignores 'hidden'" } */
__MODULE_PARM_TYPE(debug, "int\0x"); /* { dg-error "31: embedded NUL in '.modinfo' entry 'parmtype': the kernel reads 'parmtype=debug:int' and ignores 'x'" } */
MODULE_IMPORT_NS(USB_STORAGE); /* { dg-bogus "." } */
