/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Another unit: a license its function's asm writes, which lto1 emits in
   this unit's LTO partition under -flto-partition=1to1.  */
int fb (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n.asciz \"license=Proprietary\"\n.popsection");
  return 0;
}
