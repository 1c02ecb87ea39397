/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: an array never initialised (the lint sees only NUL bytes).  */
/* agree-by-design: c-type */
#include "agree.h"
static char noinit[8] MODINFO;
