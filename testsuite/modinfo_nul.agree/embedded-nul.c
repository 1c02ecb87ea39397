/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: the Linuxant trick, text hidden behind a NUL in the license.  */
#include "agree.h"
MI(author, author1, "A. Hacker");
MI(license, license2, "GPL\0for files in the \"GPL\" directory");
