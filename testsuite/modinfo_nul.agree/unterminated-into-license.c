/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: an unterminated license runs into the next entry.  */
/* agree-by-design: stops-at-error */
#include "agree.h"
MI(license, license1, "GPL");
static const char __UNIQUE_ID_license2[11] MODINFO = "license=GPL";
MI(author, author3, "X");
