/* SPDX-License-Identifier: GPL-2.0-or-later */
/* GCC drops its own warnings in a system header, and source can make
   itself one ('#pragma GCC system_header' in a header, a line marker
   with flag 3).  The plugin's warnings are about bytes the kernel reads:
   reported there too.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
#include "system-header.h"
/* { dg-warning "64: '.modinfo' entry 'license' ends in 20 extra NUL bytes" "" { target *-*-* } 4 } */
/* { dg-warning "64: '.modinfo' entry 'for files in the GPL directory' has no 'tag=' prefix" "" { target *-*-* } 5 } */
/* { dg-warning "3: '.modinfo' entry 'alias' ends in 1 extra NUL bytes" "" { target *-*-* } 9 } */
/* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } 9 } */
void
use_it (void)
{
  system_header_asm ();
}
