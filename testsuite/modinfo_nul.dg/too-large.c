/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Objects beyond 64 MiB are not copied to be judged: a warning says so.  */
/* { dg-do compile } */
static const char huge[] __attribute__((section(".modinfo"), used)) = { [70000000] = 0 }; /* { dg-warning "19: 'huge' in section '.modinfo' is too large to verify" } */
