/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Inline functions with asm, as kernel headers have them.  */
static inline void emitted_helper (void)
{
  /* Only this one is used.  */
  __asm__ volatile (
  ".pushsection .modinfo\n.asciz \"vendor=x\\0y\"\n.popsection");
}
static inline void never_emitted_helper (void)
{
  __asm__ volatile (".pushsection .modinfo\n.asciz \"never_emitted=x\\0y\"\n.popsection");
}
