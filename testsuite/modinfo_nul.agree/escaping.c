/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: long and non-printable text, escaped and shortened alike.  */
#include "agree.h"
MI(license, license1, "GPL");
MI(license, license2, "Pr\001op\tri\303\251taire and a very long text that goes on and on beyond sixty-four bytes");
MI(author, author3, "\001\002 x\0hid\377den");
