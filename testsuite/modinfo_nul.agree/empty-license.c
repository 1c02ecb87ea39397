/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: license= and nothing.  */
#include "agree.h"
MI(license, license1, "");
