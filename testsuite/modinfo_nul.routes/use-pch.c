/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Includes hidden.h, which the test precompiles first.  */
#include "hidden.h"
int x;
