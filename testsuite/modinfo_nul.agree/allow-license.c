/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: a license outside allow-license=gpl.  */
/* agree-options: allow-license=gpl */
#include "agree.h"
MI(license, license1, "Proprietary");
MI(author, author2, "A. Hacker");
