/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .reloc written in .text patches the bytes of the section its offset's
   symbol is in: a final link (vmlinux, for built-in modules) writes two
   NULs into this entry.  The reader leaves a .reloc it cannot place to
   the assembler; one with a constant offset patches the current
   section.  */
/* { dg-do compile } */
__asm__ (".section .modinfo,\"a\"\nreloc_mi: .asciz \"license=GPLxhidden\"\n.text\n.reloc reloc_mi+11, BFD_RELOC_16, 0"); /* { dg-error "1: relocation into section '.modinfo': the linker stores an address here, but the section holds only NUL-terminated strings" } */
/* { dg-message "at line 4 of the 'asm' text" "" { target *-*-* } .-1 } */

int
f (void)
{
  __asm__ volatile (".pushsection .rodata.reloc_x\n.byte 0\n.reloc 0, BFD_RELOC_NONE\n.reloc ., BFD_RELOC_NONE\n.popsection"); /* { dg-bogus "cannot verify" } */
  return 0;
}
