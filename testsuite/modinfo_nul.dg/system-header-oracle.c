/* SPDX-License-Identifier: GPL-2.0-or-later */
/* "Cannot verify" from an asm statement in a system header is reported:
   GCC would drop a warning there, and the .incbin of a /proc file hides
   text behind a NUL in .modinfo.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
#include "system-header-oracle.h"
/* { dg-warning "1: cannot verify what the assembler writes into the checked sections: a directive whose effect is known only to the assembler, and the assembly reads '/proc/self/cmdline' \\(by '.include' or '.incbin'\\), which is not a plain file" "" { target *-*-* } 4 } */
