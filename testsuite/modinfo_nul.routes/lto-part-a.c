/* SPDX-License-Identifier: GPL-2.0-or-later */
/* One unit of a module linked with -flto: its license in C data.  */
static const char l[] __attribute__((used, section(".modinfo"), aligned(1))) = "license=GPL";
int fa (void) { return 1; }
