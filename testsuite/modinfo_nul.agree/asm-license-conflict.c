/* SPDX-License-Identifier: GPL-2.0-or-later */
/* agree: GPL and Proprietary written by top-level asm.  */
/* agree-by-design: asm */
asm (".section .modinfo,\"a\"\n"
     ".asciz \"license=GPL\"\n"
     ".asciz \"license=Proprietary\"\n"
     ".previous");
