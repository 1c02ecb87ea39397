/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: an author containing a denied substring.  */
/* agree-options: deny-author=evil.example,Linuxant */
#include "agree.h"
MI(license, license1, "GPL");
MI(author, author2, "Mallory <mallory@evil.example>");
MI(author, author3, "A. Hacker");
