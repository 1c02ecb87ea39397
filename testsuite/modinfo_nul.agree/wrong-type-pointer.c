/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: a pointer in the section (the lint sees a relocation).  */
/* agree-by-design: c-type */
#include "agree.h"
MI(license, license1, "GPL");
static const char *const ptr __attribute__((section(".modinfo"), used)) = "x";
