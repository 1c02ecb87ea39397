/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A function placed in .modinfo: in a slim LTO object its code is
   written by lto1 at link time; its section name says so now.  */
__attribute__ ((section (".modinfo"), used)) int f (void) { return 0x00414141; }
