/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: a second license hidden behind a NUL in another entry.  */
#include "agree.h"
MI(license, license1, "GPL");
MI(author, author2, "X\0license=Proprietary");
