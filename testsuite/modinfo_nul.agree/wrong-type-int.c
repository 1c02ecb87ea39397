/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: an int in the section (the lint sees only its bytes).  */
/* agree-by-design: c-type */
#include "agree.h"
MI(license, license1, "GPL");
static const int num MODINFO = 0x41424344;
