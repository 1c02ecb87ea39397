/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint: the ELF model of one object, read through libelf.  */
#include "elf_model.h"

#include "modinfo_nul/elf_sections.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static int
wanted (const struct lint_options *opt, const char *name)
{
  size_t i;
  for (i = 0; i < opt->nsections; i++)
    if (strcmp (opt->sections[i], name) == 0)
      return 1;
  return 0;
}

/* Whether the file, read as the ELF class its class byte does not name
   (in either byte order: the kernel reads neither byte), has section
   headers of that class's size that lie in the file.  */
static int
other_class_has_sections (const struct lint_object *o)
{
  size_t size;
  const unsigned char *h = (const unsigned char *) elf_rawfile (o->elf, &size);
  int as64 = gelf_getclass (o->elf) != ELFCLASS64, big;
  size_t at_shoff = as64 ? 0x28 : 0x20, at_shentsize = as64 ? 0x3a : 0x2e;
  size_t shentsize = as64 ? 64 : 40, width = as64 ? 8 : 4, i;
  if (!h || size < (as64 ? 64u : 52u))
    return 0;
  for (big = 0; big < 2; big++)
    {
      unsigned long long shoff = 0;
      unsigned entsize;
      for (i = 0; i < width; i++)
        shoff |= (unsigned long long) h[at_shoff + (big ? width - 1 - i : i)]
                 << (8 * i);
      entsize = big ? (unsigned) h[at_shentsize] << 8 | h[at_shentsize + 1]
                    : (unsigned) h[at_shentsize + 1] << 8 | h[at_shentsize];
      if (shoff && entsize == shentsize && shoff < size
          && size - shoff >= shentsize)
        return 1;
    }
  return 0;
}

/* libelf reads what fits and quietly drops the rest when the image is
   cut short: check that the section headers lie in the file.  */
static int
check_headers (struct lint_ctx *ctx, struct lint_object *o)
{
  size_t shnum;
  if (!gelf_getehdr (o->elf, &o->eh))
    {
      lint_fatal (ctx, "truncated or corrupt ELF header (%zu bytes): %s",
                  o->image_size, elf_errmsg (-1));
      return 0;
    }
  if (elf_getshdrnum (o->elf, &shnum) < 0
      || elf_getshdrstrndx (o->elf, &o->shstrndx) < 0)
    {
      lint_fatal (ctx, "truncated or corrupt ELF file (%zu bytes): cannot "
                  "read the section headers: %s", o->image_size,
                  elf_errmsg (-1));
      return 0;
    }
  /* The kernel reads a module in its own ELF class and checks only that
     e_shentsize is its section header's size; libelf goes by the class
     byte.  A file whose class byte names the other class is read by
     libelf at other offsets (a 32-bit view of a 64-bit module can name
     other section headers, with another .modinfo): in the view of the
     class it claims, e_shentsize must fit, as it can in only one.  */
  if ((o->eh.e_shoff || o->eh.e_shnum)
      && o->eh.e_shentsize != gelf_fsize (o->elf, ELF_T_SHDR, 1, EV_CURRENT))
    {
      lint_fatal (ctx, "corrupt ELF header: section header entries of %u "
                  "bytes, not the %zu of its class (ELF%d): the kernel "
                  "reads it with another layout, or refuses it",
                  (unsigned) o->eh.e_shentsize,
                  gelf_fsize (o->elf, ELF_T_SHDR, 1, EV_CURRENT),
                  gelf_getclass (o->elf) == ELFCLASS64 ? 64 : 32);
      return 0;
    }
  /* Section headers in the other class's view too, which the kernel
     may read it in (the kernel never looks at the class byte): a view
     checked clean does not vouch for the other.  A real file's other
     view has none (a module's e_phoff is 0; an ELF32 file's e_ehsize
     makes the ELF64 e_shoff huge); a big-endian one can be made with
     both.  */
  if (other_class_has_sections (o))
    {
      int claimed = gelf_getclass (o->elf) == ELFCLASS64 ? 64 : 32;
      if (!o->eh.e_shoff && !o->eh.e_shnum)
        lint_fatal (ctx, "corrupt ELF header: no section headers as ELF%d, "
                    "its class byte says, but some as ELF%d: the kernel "
                    "reads a module in its own class", claimed,
                    96 - claimed);
      else
        lint_fatal (ctx, "corrupt ELF header: section headers as ELF%d, "
                    "its class byte says, and as ELF%d too: the kernel "
                    "reads a module in its own class", claimed, 96 - claimed);
      return 0;
    }
  if (o->eh.e_shoff
      && (o->eh.e_shoff > o->image_size
          || (o->eh.e_shnum ? o->eh.e_shnum : 1)
             * (size_t) gelf_fsize (o->elf, ELF_T_SHDR, 1, EV_CURRENT)
             > o->image_size - o->eh.e_shoff))
    {
      lint_fatal (ctx, "truncated or corrupt ELF file (%zu bytes): the "
                  "section headers at 0x%jx lie past its end", o->image_size,
                  (uintmax_t) o->eh.e_shoff);
      return 0;
    }
  return 1;
}

/* The name at NAME_OFFSET of the section name table as the file holds
   it, or NULL.  The kernel's loader and modpost read the table's bytes at
   its sh_offset whatever its type and flags; libelf would decompress an
   SHF_COMPRESSED one, whose raw bytes can name other sections.  */
static const char *
raw_section_name (struct lint_object *o, size_t name_offset)
{
  GElf_Shdr table;
  Elf_Scn *scn = elf_getscn (o->elf, o->shstrndx);
  size_t image_size;
  const char *image = elf_rawfile (o->elf, &image_size);
  if (!scn || !gelf_getshdr (scn, &table) || !image
      || table.sh_type == SHT_NOBITS || table.sh_offset > image_size
      || table.sh_size > image_size - table.sh_offset
      || name_offset >= table.sh_size
      || !memchr (image + table.sh_offset + name_offset, 0,
                  table.sh_size - name_offset))
    return NULL;
  return image + table.sh_offset + name_offset;
}

/* Every section header must lie in the file; returns its name or NULL
   after reporting.  */
static const char *
section_header (struct lint_ctx *ctx, struct lint_object *o, Elf_Scn *scn,
                GElf_Shdr *sh)
{
  const char *name;
  if (!gelf_getshdr (scn, sh))
    {
      lint_fatal (ctx, "corrupt section header %zu: %s", elf_ndxscn (scn),
                  elf_errmsg (-1));
      return NULL;
    }
  if (sh->sh_type != SHT_NOBITS && sh->sh_type != SHT_NULL
      && (sh->sh_offset > o->image_size
          || sh->sh_size > o->image_size - sh->sh_offset))
    {
      lint_fatal (ctx, "truncated or corrupt ELF file (%zu bytes): section "
                  "%zu (%ju bytes at 0x%jx) lies past its end", o->image_size,
                  elf_ndxscn (scn), (uintmax_t) sh->sh_size,
                  (uintmax_t) sh->sh_offset);
      return NULL;
    }
  name = raw_section_name (o, sh->sh_name);
  if (!name)
    lint_fatal (ctx, "truncated or corrupt ELF file (%zu bytes): cannot "
                "read the name of section %zu from the section name table "
                "as it lies in the file", o->image_size, elf_ndxscn (scn));
  return name;
}

/* The section's bytes as the file holds them; 0 after reporting.  */
static int
section_data (struct lint_ctx *ctx, struct lint_object *o,
              const GElf_Shdr *sh, struct lint_section *s)
{
  size_t image_size;
  char *image;
  s->file_offset = (long long) sh->sh_offset;
  s->alloc = (sh->sh_flags & SHF_ALLOC) != 0;
  s->group = (sh->sh_flags & SHF_GROUP) != 0;
  if (mn_elf_merges_pieces (sh->sh_flags, sh->sh_entsize))
    s->merged_pieces = sh->sh_entsize ? sh->sh_entsize : 1;
  if (sh->sh_type == SHT_NOBITS)
    {
      s->nobits = 1;
      s->nobits_size = sh->sh_size;
      return 1;
    }
  if (sh->sh_flags & SHF_COMPRESSED)
    s->compressed = 1;
  /* The kernel's readers take the bytes at sh_offset, whatever the
     section's type: libelf would convert them to the type (swapping a
     big-endian SHT_HASH's words on this host) or refuse a size that is
     no multiple of its entries.  */
  image = elf_rawfile (o->elf, &image_size);
  if (!image || sh->sh_offset > image_size
      || sh->sh_size > image_size - sh->sh_offset)
    {
      lint_fatal (ctx, "cannot read section '%s' (%ju bytes at file offset "
                  "0x%jx): %s", s->name, (uintmax_t) sh->sh_size,
                  (uintmax_t) sh->sh_offset,
                  image ? "it lies past the end of the file" : elf_errmsg (-1));
      return 0;
    }
  /* The module loader writes each section's sh_addr (and .modinfo's
     sh_flags) into the headers before it reads .modinfo: bytes of the
     section that are headers are not the file's then.  */
  if (sh->sh_size && o->eh.e_shoff
      && sh->sh_offset < o->eh.e_shoff + (uint64_t) o->shnum * o->eh.e_shentsize
      && o->eh.e_shoff < sh->sh_offset + sh->sh_size)
    {
      lint_fatal (ctx, "section '%s' (%ju bytes at file offset 0x%jx) "
                  "overlaps the section headers at 0x%jx, which the module "
                  "loader rewrites before it reads the section", s->name,
                  (uintmax_t) sh->sh_size, (uintmax_t) sh->sh_offset,
                  (uintmax_t) o->eh.e_shoff);
      return 0;
    }
  s->bytes = sh->sh_size ? (const unsigned char *) image + sh->sh_offset : NULL;
  s->size = s->bytes ? sh->sh_size : 0;
  return 1;
}

/* The checked section of ELF section INDEX, or NULL: an index, not a
   scan, as objects can have millions of symbols and relocations.  */
static struct lint_section *
find_section (struct lint_object *o, size_t index)
{
  if (!o->sec_of || index >= o->shnum || o->sec_of[index] < 0)
    return NULL;
  return &o->secs[o->sec_of[index]];
}

/* Walk the section headers: the checked sections, the symbol table.  */
static int
scan_sections (struct lint_ctx *ctx, struct lint_object *o, Elf_Scn **symscn)
{
  Elf_Scn *scn;
  size_t shnum = 0;
  elf_getshdrnum (o->elf, &shnum);
  o->secs = xmalloc ((shnum ? shnum : 1) * sizeof *o->secs);
  o->shnum = shnum;
  o->sec_of = xmalloc ((shnum ? shnum : 1) * sizeof *o->sec_of);
  memset (o->sec_of, 0xff, (shnum ? shnum : 1) * sizeof *o->sec_of);
  for (scn = NULL; (scn = elf_nextscn (o->elf, scn)) != NULL;)
    {
      GElf_Shdr sh;
      const char *name = section_header (ctx, o, scn, &sh);
      if (!name)
        return 0;
      if (strcmp (name, ".gnu.linkonce.this_module") == 0)
        o->is_module = 1;
      if (sh.sh_type == SHT_SYMTAB
          || (sh.sh_type == SHT_DYNSYM && o->have_symtab < 2))
        {
          *symscn = scn;
          o->have_symtab = sh.sh_type == SHT_SYMTAB ? 2 : 1;
        }
      if (wanted (ctx->opt, name) && o->nsecs < shnum)
        {
          struct lint_section *s = &o->secs[o->nsecs++];
          memset (s, 0, sizeof *s);
          s->index = elf_ndxscn (scn);
          if (s->index < shnum)
            o->sec_of[s->index] = (int32_t) (o->nsecs - 1);
          s->name = name;
          s->base = o->eh.e_type == ET_REL ? 0 : sh.sh_addr;
          if (!section_data (ctx, o, &sh, s))
            return 0;
        }
    }
  return 1;
}

/* Keep the symbols defined in a checked section.  */
static void
keep_symbol (struct lint_object *o, const GElf_Sym *s, size_t shndx,
             const char *name)
{
  int type = GELF_ST_TYPE (s->st_info);
  struct lint_section *sec;
  struct lint_sym *k;
  if (s->st_shndx == SHN_UNDEF || s->st_shndx == SHN_ABS
      || s->st_shndx == SHN_COMMON || type == STT_SECTION || type == STT_FILE
      || (type != STT_OBJECT && type != STT_FUNC && s->st_size == 0)
      || !(sec = find_section (o, shndx)))
    return;
  k = &o->syms[o->nsyms++];
  k->shndx = shndx;
  k->sec = (size_t) (sec - o->secs);
  k->value = s->st_value;
  k->size = s->st_size;
  k->type = type;
  k->name = name && *name ? name : "?";
}

static int
load_symbols (struct lint_ctx *ctx, struct lint_object *o, Elf_Scn *symscn)
{
  GElf_Shdr sh;
  Elf_Data *sd, *xd = NULL;
  Elf_Scn *scn;
  size_t n, i;

  gelf_getshdr (symscn, &sh);
  for (scn = NULL; (scn = elf_nextscn (o->elf, scn)) != NULL;)
    {
      GElf_Shdr xs;
      if (gelf_getshdr (scn, &xs) && xs.sh_type == SHT_SYMTAB_SHNDX
          && xs.sh_link == elf_ndxscn (symscn))
        xd = elf_getdata (scn, NULL);
    }
  sd = elf_getdata (symscn, NULL);
  if (!sd || !sh.sh_entsize)
    {
      lint_fatal (ctx, "truncated or corrupt ELF file (%zu bytes): cannot "
                  "read the symbol table: %s", o->image_size,
                  elf_errmsg (-1));
      return 0;
    }
  n = sd->d_size / gelf_fsize (o->elf, ELF_T_SYM, 1, EV_CURRENT);
  o->syms = xmalloc ((n ? n : 1) * sizeof *o->syms);
  for (i = 1; i < n; i++)
    {
      GElf_Sym s;
      Elf32_Word xndx = 0;
      if (!gelf_getsymshndx (sd, xd, (int) i, &s, &xndx))
        break;
      keep_symbol (o, &s, s.st_shndx == SHN_XINDEX ? xndx : s.st_shndx,
                   elf_strptr (o->elf, sh.sh_link, s.st_name));
    }
  return 1;
}

static int
size_cmp (const void *a, const void *b)
{
  size_t x = *(const size_t *) a, y = *(const size_t *) b;
  return x < y ? -1 : x > y;
}

/* Where the linker will store addresses: those bytes are not known here.  */
static void
load_relocs (struct lint_object *o)
{
  Elf_Scn *scn;
  size_t cap = 0;
  for (scn = NULL; (scn = elf_nextscn (o->elf, scn)) != NULL;)
    {
      GElf_Shdr rsh;
      struct lint_section *s;
      Elf_Data *rd;
      size_t n, j;
      if (!gelf_getshdr (scn, &rsh)
          || (rsh.sh_type != SHT_REL && rsh.sh_type != SHT_RELA)
          || !(s = find_section (o, rsh.sh_info)))
        continue;
      cap = s->nrelocs;
      /* Relocations libelf will not read (a size no multiple of their
         entries) may still be applied by ld: the section counts as
         patched from its start.  */
      if (!rsh.sh_entsize || rsh.sh_size % rsh.sh_entsize
          || !(rd = elf_getdata (scn, NULL)))
        {
          if (s->size)
            {
              s->relocs = xrealloc (s->relocs,
                                    (s->nrelocs + 1) * sizeof (size_t));
              s->relocs[s->nrelocs++] = 0;
              qsort (s->relocs, s->nrelocs, sizeof (size_t), size_cmp);
            }
          continue;
        }
      n = rd->d_size / rsh.sh_entsize;
      for (j = 0; j < n; j++)
        {
          GElf_Rela r;
          GElf_Rel rel;
          if (rsh.sh_type == SHT_RELA ? !gelf_getrela (rd, (int) j, &r)
              : !gelf_getrel (rd, (int) j, &rel))
            break;
          if (rsh.sh_type == SHT_REL)
            r.r_offset = rel.r_offset;
          if (r.r_offset >= s->size)
            continue;
          if (s->nrelocs == cap)
            s->relocs = xrealloc (s->relocs,
                                  (cap = cap ? 2 * cap : 8) * sizeof (size_t));
          s->relocs[s->nrelocs++] = (size_t) r.r_offset;
        }
      qsort (s->relocs, s->nrelocs, sizeof (size_t), size_cmp);
    }
}

/* A module's .modinfo holds kilobytes, vmlinux's (every built-in
   module's) a few megabytes: much more, from a file of a few kilobytes
   that decompresses to it, would only cost time and memory (an owner
   map of 4 bytes a byte, a symbol map a section).  */
#define MAX_CHECKED_SECTIONS 1024
#define MAX_CHECKED_SIZE (64u << 20)

static int
within_bounds (struct lint_ctx *ctx, struct lint_object *o)
{
  size_t i, total = 0;
  if (o->nsecs > MAX_CHECKED_SECTIONS)
    {
      lint_fatal (ctx, "%zu sections of checked names, more than %d: not "
                  "read", o->nsecs, MAX_CHECKED_SECTIONS);
      return 0;
    }
  /* Sections may overlap in the file: the bound is on them all.  */
  for (i = 0; i < o->nsecs; i++)
    {
      total += o->secs[i].size;
      if (o->secs[i].size > MAX_CHECKED_SIZE || total > MAX_CHECKED_SIZE)
        {
          lint_fatal (ctx, "sections of checked names hold more than the %u "
                      "MiB any kernel's .modinfo has: not read",
                      MAX_CHECKED_SIZE >> 20);
          return 0;
        }
    }
  /* And on an input file's objects together: an archive of a few
     kilobytes can hold many such objects.  */
  if (total > MAX_CHECKED_SIZE - ctx->file_checked_bytes)
    {
      lint_fatal (ctx, "sections of checked names in this input file hold "
                  "more than the %u MiB any kernel's .modinfo has: the rest "
                  "are not read", MAX_CHECKED_SIZE >> 20);
      return 0;
    }
  ctx->file_checked_bytes += total;
  o->checked_bytes = total;
  return 1;
}

/* The bytes all symbols cover, each written into the owner map and
   judged: aliases and nested objects can double the section's bytes,
   many symbols over the whole section would cost the section's size
   again and again.  */
#define MAX_COVER_FACTOR 8
#define MIN_COVER_BOUND (1u << 20)

static int
symbols_within_bounds (struct lint_ctx *ctx, const struct lint_object *o)
{
  size_t k, total = 0;
  size_t bound = o->checked_bytes * MAX_COVER_FACTOR + MIN_COVER_BOUND;
  for (k = 0; k < o->nsyms; k++)
    {
      const struct lint_sym *y = &o->syms[k];
      const struct lint_section *s = &o->secs[y->sec];
      if (y->value < s->base || y->value - s->base > s->size
          || y->size > s->size - (y->value - s->base))
        continue;               /* reported, not walked */
      total += (size_t) y->size;
      if (total > bound)
        {
          lint_fatal (ctx, "symbols in sections of checked names cover more "
                      "than %d times their %zu bytes: not checked",
                      MAX_COVER_FACTOR, o->checked_bytes);
          return 0;
        }
    }
  return 1;
}

/* Each section's symbols, in symbol table order (a stable counting
   sort): no section walks all the object's symbols.  */
static void
group_symbols (struct lint_object *o)
{
  size_t i, k, at = 0;
  o->by_sec = xmalloc ((o->nsyms ? o->nsyms : 1) * sizeof *o->by_sec);
  for (k = 0; k < o->nsyms; k++)
    o->secs[o->syms[k].sec].sym_count++;
  for (i = 0; i < o->nsecs; i++)
    {
      o->secs[i].sym_first = at;
      at += o->secs[i].sym_count;
      o->secs[i].sym_count = 0;
    }
  for (k = 0; k < o->nsyms; k++)
    {
      struct lint_section *s = &o->secs[o->syms[k].sec];
      o->by_sec[s->sym_first + s->sym_count++] = k;
    }
  o->bad = xmalloc (o->nsyms ? o->nsyms : 1);
  memset (o->bad, 0, o->nsyms ? o->nsyms : 1);
}

/* Name sections NAME[INDEX] when one object has several of that name
   (-fdata-sections, rustc), and give each its owner map.  */
static void
label_sections (struct lint_object *o)
{
  size_t i, j;
  for (i = 0; i < o->nsecs; i++)
    {
      struct lint_section *s = &o->secs[i];
      int dup = 0;
      for (j = 0; j < o->nsecs; j++)
        dup |= j != i && strcmp (o->secs[j].name, s->name) == 0;
      s->label = dup ? xasprintf ("%s[%zu]", s->name, s->index)
                 : xstrdup (s->name);
      if (!o->have_symtab)
        continue;
      s->owner = xmalloc ((s->size ? s->size : 1) * sizeof *s->owner);
      for (j = 0; j < s->size; j++)
        s->owner[j] = -1;
    }
}

int
lint_model_load (struct lint_ctx *ctx, Elf *elf, size_t image_size,
                 struct lint_object *o)
{
  Elf_Scn *symscn = NULL;
  memset (o, 0, sizeof *o);
  o->elf = elf;
  o->image_size = image_size;
  if (!check_headers (ctx, o) || !scan_sections (ctx, o, &symscn))
    return 0;
  if (o->nsecs == 0)
    return 1;
  if (!within_bounds (ctx, o))
    return 0;
  if (symscn && !load_symbols (ctx, o, symscn))
    return 0;
  if (!symbols_within_bounds (ctx, o))
    return 0;
  group_symbols (o);
  load_relocs (o);
  label_sections (o);
  return 1;
}

void
lint_model_free (struct lint_object *o)
{
  size_t i;
  for (i = 0; o->secs && i < o->nsecs; i++)
    {
      free (o->secs[i].label);
      free (o->secs[i].owner);
      free (o->secs[i].relocs);
    }
  free (o->secs);
  free (o->syms);
  free (o->sec_of);
  free (o->by_sec);
  free (o->bad);
  memset (o, 0, sizeof *o);
}

const char *
lint_model_owner (const struct lint_object *o, const struct lint_section *s,
                  size_t off, size_t *sym_off)
{
  long k;
  if (!s->owner || off >= s->size || (k = s->owner[off]) < 0)
    return NULL;
  *sym_off = off - (size_t) (o->syms[k].value - s->base);
  return o->syms[k].name;
}

int
lint_model_has_reloc (const struct lint_section *s, size_t off, size_t n)
{
  size_t lo = 0, hi = s->nrelocs;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (s->relocs[mid] < off)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < s->nrelocs && s->relocs[lo] - off < n;
}
