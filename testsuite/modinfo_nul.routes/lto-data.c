/* SPDX-License-Identifier: GPL-2.0-or-later */
/* C data are judged at compile time, -flto or not.  */
static const char lic[] __attribute__ ((section (".modinfo"), used)) = "license=GPL\0x";
int main (void) { return 0; }
