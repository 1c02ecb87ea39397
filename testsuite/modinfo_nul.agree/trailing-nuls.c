/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: extra NULs after an entry, by array size and by a trailing \0.  */
#include "agree.h"
static const char __UNIQUE_ID_license1[16] MODINFO = "license=GPL";
MI(author, author2, "X\0");
