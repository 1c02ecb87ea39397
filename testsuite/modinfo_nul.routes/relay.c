/* SPDX-License-Identifier: GPL-2.0-or-later */
/* An entry the stream reader alone sees: through the relay under -pipe.  */
asm (".pushsection .modinfo,\"a\"\n\t.asciz \"license=GPL\"\n\t.popsection");
int f (void) { return 0; }
