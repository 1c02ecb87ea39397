/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: an array of nothing but NUL bytes.  */
#include "agree.h"
MI(license, license1, "GPL");
static const char zeros[8] MODINFO = { 0 };
