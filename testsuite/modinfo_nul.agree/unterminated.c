/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: an array one byte too short for its NUL, before another entry.  */
#include "agree.h"
static const char __UNIQUE_ID_license1[11] MODINFO = "license=GPL";
MI(author, author2, "X");
