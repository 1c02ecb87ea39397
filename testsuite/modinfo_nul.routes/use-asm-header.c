/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "asm-in-header.h"
int first (void) { return header_fn (); }
#include "asm-in-header2.h"
__asm__ (".pushsection .modinfo,\"a\"\n\t.asciz \"license=GPL\\0x\"\n\t.popsection");
int second (void) { return first (); }
