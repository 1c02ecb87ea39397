/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: GPL, then Proprietary: only one is GPL-compatible.  */
#include "agree.h"
MI(license, license1, "GPL");
MI(license, license2, "Proprietary");
