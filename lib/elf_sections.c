/* SPDX-License-Identifier: GPL-2.0-or-later */
/* One section of an ELF relocatable object: bytes, symbols, relocations.
   Every offset read from the file is checked against its size.  */
#include "modinfo_nul/elf_sections.h"

#include <stdlib.h>
#include <string.h>

struct image
{
  const unsigned char *p;
  size_t size;
  int is64, big;
};

static unsigned long long
get (const struct image *im, unsigned long long off, int n)
{
  unsigned long long v = 0;
  int i;
  if (off > im->size || (unsigned long long) n > im->size - off)
    return 0;
  for (i = 0; i < n; i++)
    {
      unsigned b = im->p[off + (unsigned long long) (im->big ? i : n - 1 - i)];
      v = (v << 8) | b;
    }
  return v;
}

struct shdr
{
  unsigned long long name, type, flags, offset, size, link, info, entsize;
};

static void
read_shdr (const struct image *im, unsigned long long at, struct shdr *s)
{
  if (im->is64)
    {
      s->name = get (im, at, 4);
      s->type = get (im, at + 4, 4);
      s->flags = get (im, at + 8, 8);
      s->offset = get (im, at + 24, 8);
      s->size = get (im, at + 32, 8);
      s->link = get (im, at + 40, 4);
      s->info = get (im, at + 44, 4);
      s->entsize = get (im, at + 56, 8);
    }
  else
    {
      s->name = get (im, at, 4);
      s->type = get (im, at + 4, 4);
      s->flags = get (im, at + 8, 4);
      s->offset = get (im, at + 16, 4);
      s->size = get (im, at + 20, 4);
      s->link = get (im, at + 24, 4);
      s->info = get (im, at + 28, 4);
      s->entsize = get (im, at + 36, 4);
    }
}

/* A NUL-terminated string at OFF within the string table STRTAB.  */
static const char *
string_at (const struct image *im, const struct shdr *strtab,
           unsigned long long off)
{
  const unsigned char *s, *end;
  if (strtab->offset > im->size || strtab->size > im->size - strtab->offset
      || off >= strtab->size)
    return NULL;
  s = im->p + strtab->offset + off;
  end = im->p + strtab->offset + strtab->size;
  return memchr (s, 0, (size_t) (end - s)) ? (const char *) s : NULL;
}

static int
by_offset (const void *a, const void *b)
{
  const struct mn_elf_symbol *x = (const struct mn_elf_symbol *) a;
  const struct mn_elf_symbol *y = (const struct mn_elf_symbol *) b;
  return x->offset < y->offset ? -1 : x->offset > y->offset;
}

static void
collect_symbols (const struct image *im, const struct shdr *symtab,
                 const struct shdr *strtab, unsigned long long index,
                 struct mn_elf_section *out)
{
  unsigned long long esz = im->is64 ? 24 : 16, n, i;
  if (symtab->offset > im->size || symtab->size > im->size - symtab->offset)
    return;
  n = symtab->size / esz;
  out->symbols = (struct mn_elf_symbol *) calloc (n ? n : 1,
                                                  sizeof *out->symbols);
  if (!out->symbols)
    return;
  for (i = 1; i < n; i++)
    {
      unsigned long long at = symtab->offset + i * esz, name, value, shndx;
      unsigned long long size;
      unsigned type;
      const char *s;
      if (im->is64)
        {
          name = get (im, at, 4);
          type = (unsigned) get (im, at + 4, 1) & 0xf;
          shndx = get (im, at + 6, 2);
          value = get (im, at + 8, 8);
          size = get (im, at + 16, 8);
        }
      else
        {
          name = get (im, at, 4);
          value = get (im, at + 4, 4);
          size = get (im, at + 8, 4);
          type = (unsigned) get (im, at + 12, 1) & 0xf;
          shndx = get (im, at + 14, 2);
        }
      /* Objects, functions and plain labels; not the section symbol.  */
      if (shndx != index || type == 3 || type == 4)
        continue;
      s = string_at (im, strtab, name);
      /* Arm's mapping symbols ($x, $d, $x.42) mark code and data, not
         objects.  */
      if (!s || !*s || (s[0] == '$' && (s[1] == 'x' || s[1] == 'd'
                                        || s[1] == 'a' || s[1] == 't')
                        && (s[2] == 0 || s[2] == '.')))
        continue;
      out->symbols[out->nsymbols].name = s;
      out->symbols[out->nsymbols].offset = value;
      out->symbols[out->nsymbols].size = size;
      out->nsymbols++;
    }
  qsort (out->symbols, out->nsymbols, sizeof *out->symbols, by_offset);
}

int
mn_elf_merges_pieces (unsigned long long flags, unsigned long long entsize)
{
  const unsigned long long shf_merge = 0x10, shf_strings = 0x20;
  return (flags & shf_merge) && !((flags & shf_strings) && entsize == 1);
}

int
mn_elf_section (const unsigned char *p, size_t size, const char *name,
                struct mn_elf_section *out)
{
  return mn_elf_section_after (p, size, name, 0, out);
}

int
mn_elf_section_after (const unsigned char *p, size_t size, const char *name,
                      unsigned long after, struct mn_elf_section *out)
{
  struct image im = { p, size, 0, 0 };
  unsigned long long shoff, shentsize, shnum, shstrndx, i, index = 0;
  struct shdr shstr, s, target;

  memset (out, 0, sizeof *out);
  if (size < 52 || memcmp (p, "\177ELF", 4) != 0 || (p[4] != 1 && p[4] != 2)
      || (p[5] != 1 && p[5] != 2))
    return 0;
  im.is64 = p[4] == 2;
  im.big = p[5] == 2;
  if (get (&im, 16, 2) != 1)
    return 0;   /* ET_REL only */
  shoff = get (&im, im.is64 ? 40 : 32, im.is64 ? 8 : 4);
  shentsize = get (&im, im.is64 ? 58 : 46, 2);
  shnum = get (&im, im.is64 ? 60 : 48, 2);
  shstrndx = get (&im, im.is64 ? 62 : 50, 2);
  if (shentsize < (im.is64 ? 64u : 40u) || shnum == 0 || shstrndx >= shnum
      || shoff > size || shnum * shentsize > size - shoff)
    return 0;
  read_shdr (&im, shoff + shstrndx * shentsize, &shstr);
  for (i = after + 1; i < shnum && !index; i++)
    {
      const char *n;
      read_shdr (&im, shoff + i * shentsize, &s);
      n = string_at (&im, &shstr, s.name);
      if (n && strcmp (n, name) == 0)
        index = i, target = s;
    }
  if (!index)
    return 1;
  out->found = 1;
  out->index = (unsigned long) index;
  out->size = target.size;
  out->nobits = target.type == 8;
  out->flags = target.flags;
  out->entsize = target.entsize;
  if (!out->nobits)
    {
      if (target.offset > size || target.size > size - target.offset)
        return 0;
      out->bytes = p + target.offset;
    }
  for (i = 1; i < shnum; i++)
    {
      read_shdr (&im, shoff + i * shentsize, &s);
      if ((s.type == 4 || s.type == 9) && s.info == index && s.entsize)
        out->relocations += (unsigned long) (s.size / s.entsize);
      if (s.type == 2 && s.link < shnum)
        {
          struct shdr strtab;
          read_shdr (&im, shoff + s.link * shentsize, &strtab);
          collect_symbols (&im, &s, &strtab, index, out);
        }
    }
  return 1;
}
