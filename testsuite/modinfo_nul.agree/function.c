/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: a function placed in the section.  */
#include "agree.h"
__attribute__((section(".modinfo"))) int f (void) { return 1; }
