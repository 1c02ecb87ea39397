/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -fverbose-asm through the relay: GCC's comments (the options given,
   the source lines) are read as gas reads them, and say nothing.  */
/* { dg-do assemble } */
/* { dg-options "-pipe -fverbose-asm -frandom-seed=x -fplugin-arg-modinfo_nul-verbose" } */
static const char license[] __attribute__ ((section (".modinfo"), used)) /* { dg-message "19: '.modinfo' entry 'license=GPL' checked: one string of 12 bytes" } */
  = "license=GPL";
int f (int x) { return x + 1; }
