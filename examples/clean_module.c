// SPDX-License-Identifier: GPL-2.0-or-later
/* A well-behaved module's metadata: compiles without a word.  */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("GPL");
MODULE_AUTHOR("Jürgen Müller <jm@example.org>");
MODULE_DESCRIPTION("An example driver");
MODULE_ALIAS("pci:v00008086d0000100Esv*sd*bc*sc*i*");
MODULE_VERSION("1.0");
