/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The assembler reads ".section .modinfo #,"a"" as .modinfo on x86, and
   ".section .modinfo //,"a"" on aarch64: the rest is a comment.  */
#if defined __aarch64__
# define SECTION ".modinfo //"
#else
# define SECTION ".modinfo #"
#endif
static const char license[] __attribute__((section(SECTION), used, aligned(1))) = "license=GPL";
