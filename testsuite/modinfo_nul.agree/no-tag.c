/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: an entry without a tag= prefix.  */
#include "agree.h"
MI(license, license1, "GPL");
static const char notag[] MODINFO = "just text";
