/* SPDX-License-Identifier: GPL-2.0-or-later */
/* With -flto lto1 decides the entries' order at link time; a
   GPL-compatible license beside one that is not is an error at compile
   time all the same.  */
static const char l1[] __attribute__ ((section (".modinfo"), used)) = "license=GPL";
static const char l2[] __attribute__ ((section (".modinfo"), used)) = "license=Proprietary";
static const char l3[] __attribute__ ((section (".modinfo"), used)) = "license=GPL";
int main (void) { return 0; }
