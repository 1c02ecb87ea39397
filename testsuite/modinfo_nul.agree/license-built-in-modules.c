/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: a built-in module's entries carry its name ("moda.license="),
   one object (vmlinux.o) holds several modules' (two may share a name),
   and no kernel reader enforces them: only the unprefixed ones (a
   loadable module's) are compared.  */
#include "agree.h"
MI(moda.license, l1, "GPL");
MI(modb.license, l2, "Proprietary");
MI(license, l3, "Dual BSD/GPL");
MI(modb.license, l4, "Proprietary");
MI(moda.license, l5, "MIT");
