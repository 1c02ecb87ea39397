/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: identical entries twice: silent on both sides.  */
#include "agree.h"
MI(license, license1, "GPL");
MI(license, license2, "GPL");
MI(author, author3, "A. Hacker");
MI(author, author4, "A. Hacker");
