/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: allow-license=gpl and a GPL-compatible license: silent.  */
/* agree-options: allow-license=gpl */
#include "agree.h"
MI(license, license1, "Dual BSD/GPL");
