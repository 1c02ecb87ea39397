/* SPDX-License-Identifier: GPL-2.0-or-later */
/* system-header.c's: GCC takes this file for a system header.  */
#pragma GCC system_header
__attribute__ ((section (".modinfo"), used)) static const char padded[32] = "license=GPL";
__attribute__ ((section (".modinfo"), used)) static const char tagless[] = "for files in the GPL directory";
static inline void
system_header_asm (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.asciz \"alias=x\\0\"\n.popsection");
}
