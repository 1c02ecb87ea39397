/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: an int 0 in the section (the lint sees only NUL bytes).  */
/* agree-by-design: c-type */
#include "agree.h"
MI(license, license1, "GPL");
static const int zero MODINFO = 0;
