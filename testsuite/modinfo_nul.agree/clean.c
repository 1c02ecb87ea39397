/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: a clean module: neither side says anything.  */
#include "agree.h"
MI(license, license1, "GPL");
MI(author, author2, "A. Hacker <a@example.org>");
MI(description, description3, "test module");
int f (void) { return 0; }
