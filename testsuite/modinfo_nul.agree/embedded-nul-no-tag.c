/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: text without a tag hides more text behind a NUL.  */
#include "agree.h"
MI(license, license1, "GPL");
static const char notag[] MODINFO = "some text\0hidden";
