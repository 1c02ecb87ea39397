/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: an entry whose tag is not [A-Za-z0-9_]+.  */
#include "agree.h"
MI(license, license1, "GPL");
static const char badtag[] MODINFO = "bad tag=1";
