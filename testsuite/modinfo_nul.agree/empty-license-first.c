/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: an empty license, then GPL.  */
#include "agree.h"
MI(license, license1, "");
MI(license, license2, "GPL");
