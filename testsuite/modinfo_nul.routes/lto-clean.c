/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A clean program: the plugin must load into lto1 and stay silent.  */
static const char lic[] __attribute__ ((section (".modinfo"), used)) = "license=GPL";
int main (void) { return 0; }
