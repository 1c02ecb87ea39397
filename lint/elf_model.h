/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint's model of one ELF object: the checked sections, the
   symbols in them, the relocations into them and which symbol owns each
   byte.  */
#ifndef MODINFO_LINT_ELF_MODEL_H
#define MODINFO_LINT_ELF_MODEL_H

#include "lint.h"

struct lint_sym
{
  size_t shndx;
  GElf_Addr value;
  GElf_Xword size;
  int type;
  const char *name;
  size_t sec;                   /* its section's place in secs */
};

struct lint_section
{
  size_t index;
  const char *name;
  char *label;                  /* NAME, or NAME[INDEX] when not unique */
  const unsigned char *bytes;
  size_t size;
  GElf_Addr base;               /* address of byte 0 (0 in a .o) */
  long long file_offset;        /* in the ELF image */
  int nobits;
  GElf_Xword nobits_size;
  int alloc;                    /* SHF_ALLOC */
  int group;                    /* SHF_GROUP: a section group's */
  int compressed;               /* SHF_COMPRESSED: bytes as in the file */
  GElf_Xword merged_pieces;     /* piece size a final link merges by, or 0 */
  int32_t *owner;               /* per byte: symbol index, or -1 */
  size_t sym_first, sym_count;  /* its symbols: in the object's by_sec */
  size_t *relocs;               /* sorted offsets with a relocation */
  size_t nrelocs;
};

struct lint_object
{
  Elf *elf;
  GElf_Ehdr eh;
  size_t image_size;
  size_t shstrndx;
  int is_module;                /* has .gnu.linkonce.this_module */
  int have_symtab;
  struct lint_sym *syms;
  size_t nsyms;
  struct lint_section *secs;
  size_t nsecs;
  size_t shnum;
  int32_t *sec_of;              /* per ELF section index: place in secs,
                                   or -1 */
  size_t *by_sec;               /* symbol indexes, by section, in order */
  unsigned char *bad;           /* per symbol: already reported */
  size_t checked_bytes;         /* of all checked sections */
};

/* Build the model; returns 0 after reporting a fatal problem.  */
int lint_model_load (struct lint_ctx *ctx, Elf *elf, size_t image_size,
                     struct lint_object *obj);
void lint_model_free (struct lint_object *obj);

/* The symbol owning byte OFF of S, and OFF's offset in it; NULL if none.  */
const char *lint_model_owner (const struct lint_object *obj,
                              const struct lint_section *s, size_t off,
                              size_t *sym_off);
/* Whether a relocation lands in [OFF, OFF+N) of S.  */
int lint_model_has_reloc (const struct lint_section *s, size_t off, size_t n);

#endif
