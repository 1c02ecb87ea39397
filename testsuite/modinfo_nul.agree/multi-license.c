/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: GPL, then GPL v2: differing, both GPL-compatible.  */
#include "agree.h"
MI(license, license1, "GPL");
MI(license, license2, "GPL v2");
