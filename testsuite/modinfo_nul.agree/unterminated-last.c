/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: an unterminated entry, alone in the section.  */
#include "agree.h"
static const char __UNIQUE_ID_license1[11] MODINFO = "license=GPL";
