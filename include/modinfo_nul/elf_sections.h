/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A minimal ELF reader for the plugin's assembler oracle: one section's
   bytes, the symbols defined in it and whether relocations patch it.
   ELF32/ELF64, either byte order.  Plain C; modinfo-lint uses libelf.  */
#ifndef MODINFO_NUL_ELF_SECTIONS_H
#define MODINFO_NUL_ELF_SECTIONS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct mn_elf_symbol
{
  const char *name;             /* into the image */
  unsigned long long offset;    /* within the section */
  unsigned long long size;      /* st_size: 0 for a label without .size */
};

struct mn_elf_section
{
  int found;
  unsigned long index;          /* its section header index */
  const unsigned char *bytes;   /* into the image; NULL for NOBITS */
  unsigned long long size;
  int nobits;
  unsigned long long flags, entsize;   /* sh_flags, sh_entsize */
  unsigned long relocations;    /* relocation entries that patch it */
  struct mn_elf_symbol *symbols;   /* sorted by offset; free() it */
  size_t nsymbols;
};

/* Find section NAME in the object IMAGE[0..SIZE).  Returns 0 when IMAGE
   is not an ELF relocatable object this reader understands.  */
int mn_elf_section (const unsigned char *image, size_t size,
                    const char *name, struct mn_elf_section *out);

/* Whether a section of these sh_flags and sh_entsize is one a final link
   merges by pieces other than whole strings (SHF_MERGE without
   SHF_STRINGS, or strings of wider characters).  */
int mn_elf_merges_pieces (unsigned long long flags,
                          unsigned long long entsize);

/* The same for the first section NAME after section header index AFTER:
   gas makes several of one name (unique,N; section groups), and a module
   link keeps each group's apart.  */
int mn_elf_section_after (const unsigned char *image, size_t size,
                          const char *name, unsigned long after,
                          struct mn_elf_section *out);

#ifdef __cplusplus
}
#endif

#endif
