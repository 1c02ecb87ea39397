/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: a zero-length array in the section.  */
#include "agree.h"
MI(license, license1, "GPL");
static const char empty[0] MODINFO = {};
