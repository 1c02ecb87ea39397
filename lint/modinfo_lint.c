// SPDX-License-Identifier: GPL-2.0-or-later
/* modinfo-lint: check the .modinfo section of built objects and kernel
   modules (.o, .ko, .ko.xz, .ko.zst, .ko.gz, ar archives of them) the way
   the modinfo_nul GCC plugin checks them at compile time, and the way the
   kernel parses them at load time.  ELF access goes through elfutils'
   libelf (gelf), so any class and byte order is read.  */
#define _GNU_SOURCE
#include "modinfo_nul/verdict.h"
#include "modinfo_nul/policy.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <getopt.h>
#include <libelf.h>
#include <lzma.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>
#include <zstd.h>

#ifndef MODINFO_NUL_VERSION
#define MODINFO_NUL_VERSION "unknown"
#endif

/* Decompressed modules larger than this are refused (a real .ko is a few
   MiB; this stops decompression bombs).  */
#define MAX_DECOMPRESSED ((size_t) 1 << 30)

/* ---------------------------------------------------------------- options */

static const char *const default_sections[] = { ".modinfo" };
static char **sections;
static size_t nsections;
static struct mn_policy *policy;
static int opt_json, opt_quiet, opt_werror, opt_stats;

/* ------------------------------------------------------------- findings */

enum severity { SEV_WARNING, SEV_ERROR, SEV_FATAL };

struct finding
{
  enum severity sev;
  char *section;        /* NULL for a whole-file problem */
  size_t offset;
  char *symbol;         /* NULL when unknown */
  size_t sym_offset;    /* offset of OFFSET inside SYMBOL */
  char *message;
  size_t seq;           /* insertion order, for a stable sort */
};

static struct finding *findings;
static size_t nfindings, findings_cap;
static unsigned long total_errors, total_warnings, total_fatal;
static unsigned long total_files, total_objects, total_entries;
static int json_first = 1;
static const char *section_label;

static void *
xmalloc (size_t n)
{
  void *p = malloc (n ? n : 1);
  if (!p)
    {
      fputs ("modinfo-lint: out of memory\n", stderr);
      exit (2);
    }
  return p;
}

static char *
xstrdup (const char *s)
{
  size_t n = strlen (s) + 1;
  return memcpy (xmalloc (n), s, n);
}

static char *
xvasprintf (const char *fmt, va_list ap)
{
  char *s;
  if (vasprintf (&s, fmt, ap) < 0)
    {
      fputs ("modinfo-lint: out of memory\n", stderr);
      exit (2);
    }
  return s;
}

static void
add_finding (enum severity sev, const char *section, size_t offset,
             const char *symbol, size_t sym_offset, const char *fmt, ...)
{
  struct finding *f;
  va_list ap;

  if (nfindings == findings_cap)
    {
      findings_cap = findings_cap ? 2 * findings_cap : 16;
      findings = realloc (findings, findings_cap * sizeof *findings);
      if (!findings)
        {
          fputs ("modinfo-lint: out of memory\n", stderr);
          exit (2);
        }
    }
  f = &findings[nfindings];
  f->sev = sev;
  /* The section's label, "NAME[INDEX]" when several have the name.  */
  f->section = section ? xstrdup (section_label ? section_label : section)
               : NULL;
  f->offset = offset;
  f->symbol = symbol ? xstrdup (symbol) : NULL;
  f->sym_offset = sym_offset;
  va_start (ap, fmt);
  f->message = xvasprintf (fmt, ap);
  va_end (ap);
  f->seq = nfindings++;
}

static int
finding_cmp (const void *a, const void *b)
{
  const struct finding *x = a, *y = b;
  int c;
  if (!x->section != !y->section)
    return x->section ? 1 : -1;
  if (x->section && (c = strcmp (x->section, y->section)) != 0)
    return c;
  if (x->offset != y->offset)
    return x->offset < y->offset ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

static const char *const sev_name[] = { "warning", "error", "fatal" };

/* JSON string: quotes, backslashes and control bytes escaped; bytes that
   are not valid UTF-8 become U+FFFD so the output is always valid.  */
static void
json_string (FILE *out, const char *s)
{
  const unsigned char *p = (const unsigned char *) s;
  putc ('"', out);
  while (*p)
    {
      unsigned char c = *p;
      if (c == '"' || c == '\\')
        putc ('\\', out), putc (c, out), p++;
      else if (c == '\n')
        fputs ("\\n", out), p++;
      else if (c == '\t')
        fputs ("\\t", out), p++;
      else if (c < 0x20 || c == 0x7f)
        fprintf (out, "\\u%04x", c), p++;
      else if (c < 0x80)
        putc (c, out), p++;
      else
        {
          size_t len = c >= 0xc2 && c < 0xe0 ? 2 : c >= 0xe0 && c < 0xf0 ? 3
                       : c >= 0xf0 && c <= 0xf4 ? 4 : 0, k;
          unsigned int cp = len ? c & (0x7f >> len) : 0;
          for (k = 1; k < len; k++)
            {
              if ((p[k] & 0xc0) != 0x80)
                break;
              cp = (cp << 6) | (p[k] & 0x3f);
            }
          if (len == 0 || k < len || (len == 3 && cp < 0x800)
              || (len == 4 && cp < 0x10000) || (cp >= 0xd800 && cp <= 0xdfff)
              || cp > 0x10ffff)
            fputs ("\\ufffd", out), p++;
          else
            fwrite (p, 1, len, out), p += len;
        }
    }
  putc ('"', out);
}

/* Print and forget the findings gathered for FILE.  */
static void
flush_findings (const char *file)
{
  size_t i;

  if (nfindings)
    qsort (findings, nfindings, sizeof *findings, finding_cmp);
  for (i = 0; i < nfindings; i++)
    {
      struct finding *f = &findings[i];
      if (f->sev == SEV_FATAL)
        total_fatal++;
      else if (f->sev == SEV_ERROR)
        total_errors++;
      else
        total_warnings++;

      if (opt_quiet && f->sev != SEV_FATAL)
        ;
      else if (opt_json && !opt_quiet)
        {
          fputs (json_first ? "\n  {" : ",\n  {", stdout);
          json_first = 0;
          fputs ("\"file\": ", stdout);
          json_string (stdout, file);
          fputs (", \"section\": ", stdout);
          if (f->section)
            json_string (stdout, f->section);
          else
            fputs ("null", stdout);
          if (f->section)
            printf (", \"offset\": %zu", f->offset);
          else
            fputs (", \"offset\": null", stdout);
          fputs (", \"symbol\": ", stdout);
          if (f->symbol)
            json_string (stdout, f->symbol);
          else
            fputs ("null", stdout);
          printf (", \"kind\": \"%s\", \"message\": ", sev_name[f->sev]);
          json_string (stdout, f->message);
          putc ('}', stdout);
        }
      else if (f->sev == SEV_FATAL)
        {
          fflush (stdout);
          fprintf (stderr, "%s: fatal error: %s\n", file, f->message);
        }
      else
        {
          printf ("%s: %s+0x%zx", file, f->section, f->offset);
          if (f->symbol && f->sym_offset)
            printf (" <%s+0x%zx>", f->symbol, f->sym_offset);
          else if (f->symbol)
            printf (" <%s>", f->symbol);
          printf (": %s: %s\n", sev_name[f->sev], f->message);
        }
      free (f->section);
      free (f->symbol);
      free (f->message);
    }
  nfindings = 0;
}

/* ---------------------------------------------------------- file input */

struct image
{
  unsigned char *data;
  size_t size;
  int mapped;
};

static void
image_free (struct image *im)
{
  if (im->mapped)
    munmap (im->data, im->size);
  else
    free (im->data);
  im->data = NULL;
  im->size = 0;
  im->mapped = 0;
}

/* Grow BUF (capacity *CAP) so that at least one more byte fits after
   USED; returns 0 past MAX_DECOMPRESSED.  */
static int
grow (unsigned char **buf, size_t *cap, size_t used)
{
  size_t n;
  unsigned char *p;
  if (used < *cap)
    return 1;
  if (*cap >= MAX_DECOMPRESSED)
    return 0;
  n = *cap ? *cap * 2 : 1 << 20;
  if (n > MAX_DECOMPRESSED)
    n = MAX_DECOMPRESSED;
  p = realloc (*buf, n);
  if (!p)
    return 0;
  *buf = p;
  *cap = n;
  return 1;
}

static const char *
unxz (const unsigned char *in, size_t n, struct image *out)
{
  lzma_stream s = LZMA_STREAM_INIT;
  unsigned char *buf = NULL;
  size_t cap = 0;
  lzma_ret r;

  if (lzma_stream_decoder (&s, UINT64_MAX, LZMA_CONCATENATED) != LZMA_OK)
    return "cannot start the xz decoder";
  s.next_in = in;
  s.avail_in = n;
  do
    {
      if (!grow (&buf, &cap, s.total_out))
        {
          lzma_end (&s);
          free (buf);
          return "xz data decompresses to more than 1 GiB";
        }
      s.next_out = buf + s.total_out;
      s.avail_out = cap - s.total_out;
      r = lzma_code (&s, LZMA_FINISH);
    }
  while (r == LZMA_OK);
  out->size = s.total_out;
  lzma_end (&s);
  if (r != LZMA_STREAM_END)
    {
      free (buf);
      return r == LZMA_BUF_ERROR ? "truncated xz data" : "corrupt xz data";
    }
  out->data = buf;
  return NULL;
}

static const char *
unzstd (const unsigned char *in, size_t n, struct image *out)
{
  ZSTD_DStream *d = ZSTD_createDStream ();
  ZSTD_inBuffer ib = { in, n, 0 };
  unsigned char *buf = NULL;
  size_t cap = 0, used = 0, r = 0;

  if (!d)
    return "cannot start the zstd decoder";
  while (ib.pos < ib.size)
    {
      ZSTD_outBuffer ob;
      if (!grow (&buf, &cap, used))
        {
          ZSTD_freeDStream (d);
          free (buf);
          return "zstd data decompresses to more than 1 GiB";
        }
      ob.dst = buf;
      ob.size = cap;
      ob.pos = used;
      r = ZSTD_decompressStream (d, &ob, &ib);
      used = ob.pos;
      if (ZSTD_isError (r))
        {
          ZSTD_freeDStream (d);
          free (buf);
          return "corrupt zstd data";
        }
      if (r != 0 && ib.pos == ib.size && ob.pos < ob.size)
        break;                  /* needs input that is not there */
    }
  ZSTD_freeDStream (d);
  if (r != 0)
    {
      free (buf);
      return "truncated zstd data";
    }
  out->data = buf;
  out->size = used;
  return NULL;
}

static const char *
gunzip (const unsigned char *in, size_t n, struct image *out)
{
  z_stream s;
  unsigned char *buf = NULL;
  size_t cap = 0, used = 0;
  int r;

  memset (&s, 0, sizeof s);
  if (inflateInit2 (&s, 16 + MAX_WBITS) != Z_OK)
    return "cannot start the gzip decoder";
  s.next_in = (unsigned char *) in;
  s.avail_in = n > UINT_MAX ? UINT_MAX : (unsigned) n;
  for (;;)
    {
      size_t room;
      if (!grow (&buf, &cap, used))
        {
          inflateEnd (&s);
          free (buf);
          return "gzip data decompresses to more than 1 GiB";
        }
      room = cap - used;
      s.next_out = buf + used;
      s.avail_out = room > UINT_MAX ? UINT_MAX : (unsigned) room;
      r = inflate (&s, Z_NO_FLUSH);
      used = (size_t) (s.next_out - buf);
      if (r == Z_STREAM_END)
        {
          /* Concatenated members, as gzip(1) reads them.  */
          if (s.avail_in == 0)
            break;
          if (inflateReset (&s) != Z_OK)
            r = Z_DATA_ERROR;
          else
            continue;
        }
      if (r == Z_BUF_ERROR && s.avail_in == 0)
        {
          inflateEnd (&s);
          free (buf);
          return "truncated gzip data";
        }
      if (r != Z_OK && r != Z_BUF_ERROR)
        {
          inflateEnd (&s);
          free (buf);
          return "corrupt gzip data";
        }
    }
  inflateEnd (&s);
  out->data = buf;
  out->size = used;
  return NULL;
}

/* Read PATH into IM, decompressing xz, zstd and gzip data (recognised by
   their magic numbers, whatever the file is called).  Returns NULL or a
   message; *KIND_OUT names the compression for messages.  */
static char *
read_image (const char *path, struct image *im, const char **kind_out)
{
  struct stat st;
  int fd;
  unsigned char *raw;
  size_t n;
  const char *err = NULL;
  char *msg;

  *kind_out = NULL;
  memset (im, 0, sizeof *im);
  fd = open (path, O_RDONLY);
  if (fd < 0 || fstat (fd, &st) < 0)
    {
      msg = xstrdup (strerror (errno));
      if (fd >= 0)
        close (fd);
      return msg;
    }
  if (S_ISDIR (st.st_mode))
    {
      close (fd);
      return xstrdup ("is a directory");
    }
  if (S_ISREG (st.st_mode))
    {
      n = (size_t) st.st_size;
      if (n == 0)
        {
          close (fd);
          return xstrdup ("empty file, not an ELF object");
        }
      /* Private and writable: libelf may convert in place.  */
      raw = mmap (NULL, n, PROT_READ | PROT_WRITE, MAP_PRIVATE, fd, 0);
      if (raw == MAP_FAILED)
        {
          msg = xstrdup (strerror (errno));
          close (fd);
          return msg;
        }
      im->mapped = 1;
    }
  else
    {
      size_t cap = 0;
      ssize_t got;
      raw = NULL;
      n = 0;
      for (;;)
        {
          if (!grow (&raw, &cap, n))
            {
              free (raw);
              close (fd);
              return xstrdup ("larger than 1 GiB");
            }
          got = read (fd, raw + n, cap - n);
          if (got < 0 && errno == EINTR)
            continue;
          if (got < 0)
            {
              msg = xstrdup (strerror (errno));
              free (raw);
              close (fd);
              return msg;
            }
          if (got == 0)
            break;
          n += (size_t) got;
        }
      if (n == 0)
        {
          free (raw);
          close (fd);
          return xstrdup ("empty file, not an ELF object");
        }
    }
  close (fd);
  im->data = raw;
  im->size = n;

  if (n >= 6 && memcmp (raw, "\xfd" "7zXZ\0", 6) == 0)
    *kind_out = "xz";
  else if (n >= 4 && memcmp (raw, "\x28\xb5\x2f\xfd", 4) == 0)
    *kind_out = "zstd";
  else if (n >= 2 && raw[0] == 0x1f && raw[1] == 0x8b)
    *kind_out = "gzip";
  if (!*kind_out)
    return NULL;

  {
    struct image dec = { NULL, 0, 0 };
    if (**kind_out == 'x')
      err = unxz (raw, n, &dec);
    else if (**kind_out == 'z')
      err = unzstd (raw, n, &dec);
    else
      err = gunzip (raw, n, &dec);
    image_free (im);
    if (err)
      return xstrdup (err);
    if (dec.size == 0)
      {
        free (dec.data);
        return xstrdup ("decompresses to nothing, not an ELF object");
      }
    *im = dec;
  }
  return NULL;
}

/* ------------------------------------------------------------ checking */

/* Escaped, shortened text for a message; four buffers rotate so that one
   message can quote several texts.  */
static const char *
esc (const unsigned char *p, size_t n)
{
  static char bufs[4][96];
  static int next;
  char *b = bufs[next++ & 3];
  mn_escape (b, sizeof bufs[0], p, n, 64);
  return b;
}

struct sym
{
  size_t shndx;
  GElf_Addr value;
  GElf_Xword size;
  int type;
  const char *name;
};

/* Per checked section: which object owns each byte.  */
struct owner_map
{
  long *owner;          /* index into the symbol array, or -1 */
  unsigned char *bad;   /* per symbol: its object was reported as broken */
};

static const char *
sym_at (const struct sym *syms, const struct owner_map *om, size_t size,
        size_t off, size_t *sym_off, const GElf_Addr base)
{
  long s;
  if (!om->owner || off >= size || (s = om->owner[off]) < 0)
    return NULL;
  *sym_off = off - (size_t) (syms[s].value - base);
  return syms[s].name;
}

static int
size_cmp (const void *a, const void *b)
{
  size_t x = *(const size_t *) a, y = *(const size_t *) b;
  return x < y ? -1 : x > y;
}

/* Whether a relocation (RELOCS sorted) lands in [OFF, OFF+N).  */
static int
has_reloc (const size_t *relocs, size_t nrelocs, size_t off, size_t n)
{
  size_t lo = 0, hi = nrelocs;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (relocs[mid] < off)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < nrelocs && relocs[lo] - off < n;
}

/* As the kernel's license_is_gpl_compatible.  */
static int
gpl_compatible (const unsigned char *text, size_t len)
{
  size_t i;
  for (i = 0; i < mn_gpl_license_count; i++)
    if (strlen (mn_gpl_licenses[i]) == len
        && memcmp (mn_gpl_licenses[i], text, len) == 0)
      return 1;
  return 0;
}

struct license_seen
{
  const unsigned char *prefix;
  size_t prefix_len;
  const unsigned char *text;
  size_t len;
  size_t offset;
};

static void
check_section (Elf *elf, const GElf_Ehdr *eh, Elf_Scn *scn, size_t scnidx,
               const GElf_Shdr *sh, const char *name, const struct sym *syms,
               size_t nsyms, int have_symtab, Elf_Scn **relscns,
               size_t nrelscns)
{
  Elf_Data *d;
  const unsigned char *bytes;
  size_t size, i, k;
  GElf_Addr base = eh->e_type == ET_REL ? 0 : sh->sh_addr;
  struct owner_map om = { NULL, NULL };
  struct license_seen *lic = NULL;
  size_t nlic = 0, *relocs = NULL, nrelocs = 0, relocs_cap = 0;

  if (sh->sh_type == SHT_NOBITS)
    {
      if (sh->sh_size)
        add_finding (SEV_ERROR, name, 0, NULL, 0,
                     "section '%s' has no contents in the file (SHT_NOBITS, "
                     "%ju bytes): it holds only NUL bytes, not strings",
                     name, (uintmax_t) sh->sh_size);
      return;
    }
  if ((sh->sh_flags & SHF_COMPRESSED) && elf_compress (scn, 0, 0) < 0)
    {
      add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                   "cannot decompress section '%s': %s", name,
                   elf_errmsg (-1));
      return;
    }
  d = elf_getdata (scn, NULL);
  if (!d && sh->sh_size)
    {
      add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                   "cannot read section '%s' (%ju bytes at file offset "
                   "0x%jx): %s", name, (uintmax_t) sh->sh_size,
                   (uintmax_t) sh->sh_offset, elf_errmsg (-1));
      return;
    }
  bytes = d && d->d_buf ? d->d_buf : NULL;
  size = bytes ? d->d_size : 0;

  if (have_symtab)
    {
      om.owner = xmalloc ((size ? size : 1) * sizeof *om.owner);
      for (i = 0; i < size; i++)
        om.owner[i] = -1;
      om.bad = xmalloc (nsyms ? nsyms : 1);
      memset (om.bad, 0, nsyms ? nsyms : 1);
    }

  /* Where the linker will store addresses: those bytes are not known
     here, and the objects holding them are no strings.  */
  for (k = 0; k < nrelscns; k++)
    {
      GElf_Shdr rsh;
      Elf_Data *rd;
      size_t n, j;
      if (!gelf_getshdr (relscns[k], &rsh) || rsh.sh_info != scnidx
          || !rsh.sh_entsize)
        continue;
      rd = elf_getdata (relscns[k], NULL);
      if (!rd)
        continue;
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
          if (r.r_offset >= size)
            continue;
          if (nrelocs == relocs_cap)
            {
              relocs_cap = relocs_cap ? 2 * relocs_cap : 8;
              relocs = realloc (relocs, relocs_cap * sizeof *relocs);
              if (!relocs)
                exit (2);
            }
          relocs[nrelocs++] = (size_t) r.r_offset;
        }
    }
  if (nrelocs)
    qsort (relocs, nrelocs, sizeof *relocs, size_cmp);

  /* 1. Every object by its own bytes, as the plugin judges it.  */
  for (k = 0; k < nsyms; k++)
    {
      const struct sym *s = &syms[k];
      struct mn_verdict v;
      size_t off;
      const unsigned char *p;

      if (s->shndx != scnidx)
        continue;
      if (s->value < base || s->value - base > size
          || s->size > size - (s->value - base))
        {
          add_finding (SEV_ERROR, name, s->value < base ? 0
                       : s->value - base > size ? size
                       : (size_t) (s->value - base), s->name, 0,
                       "object '%s' (%ju bytes at 0x%jx) lies outside "
                       "section '%s' (%zu bytes)", s->name,
                       (uintmax_t) s->size, (uintmax_t) s->value, name, size);
          om.bad[k] = 1;
          continue;
        }
      off = (size_t) (s->value - base);
      p = bytes + off;
      for (i = 0; i < s->size; i++)
        om.owner[off + i] = (long) k;
      total_objects++;
      if (s->type == STT_FUNC)
        {
          add_finding (SEV_ERROR, name, off, s->name, 0,
                       "function '%s' is placed in section '%s', which holds "
                       "only NUL-terminated strings", s->name, name);
          om.bad[k] = 1;
          continue;
        }
      if (has_reloc (relocs, nrelocs, off, s->size))
        {
          om.bad[k] = 1;        /* step 2 reports it */
          continue;
        }
      mn_judge (p, s->size, &v);
      switch (v.kind)
        {
        case MN_OK:
          break;
        case MN_EMPTY_OBJECT:
          add_finding (SEV_ERROR, name, off, s->name, 0,
                       "'%s' in section '%s' is empty; the section holds "
                       "only NUL-terminated strings", s->name, name);
          om.bad[k] = 1;
          break;
        case MN_UNTERMINATED:
          add_finding (SEV_ERROR, name, off, s->name, 0,
                       "'%s' entry '%s' is not NUL-terminated; the kernel "
                       "reads on into the %s (object '%s' has %zu bytes)",
                       name, v.tag_len ? esc (p, v.tag_len)
                       : esc (p, v.visible_len),
                       off + s->size == size ? "end of the section"
                       : "next entry", s->name, (size_t) s->size);
          om.bad[k] = 1;
          break;
        case MN_TRAILING_NULS:
          if (v.visible_len == 0)
            add_finding (SEV_WARNING, name, off, s->name, 0,
                         "'%s' in section '%s' holds only %zu NUL bytes: no "
                         "entry, the kernel skips them", s->name, name,
                         (size_t) s->size);
          else
            add_finding (SEV_WARNING, name, off, s->name, 0,
                         "'%s' entry '%s' ends in %zu extra NUL bytes, which "
                         "the kernel reads as empty entries", name,
                         v.tag_len ? esc (p, v.tag_len)
                         : esc (p, v.visible_len), v.extra_nuls);
          break;
        case MN_EMBEDDED_NUL:
          if (v.tag_len)
            add_finding (SEV_ERROR, name, off + v.visible_len, s->name,
                         v.visible_len,
                         "embedded NUL in '%s' entry '%s': the kernel reads "
                         "'%s' and ignores '%s'", name, esc (p, v.tag_len),
                         esc (p, v.visible_len),
                         esc (p + v.hidden_start,
                              v.hidden_end - v.hidden_start));
          else
            add_finding (SEV_ERROR, name, off + v.visible_len, s->name,
                         v.visible_len,
                         "embedded NUL in '%s' entry: the kernel reads '%s' "
                         "and ignores '%s'", name, esc (p, v.visible_len),
                         esc (p + v.hidden_start,
                              v.hidden_end - v.hidden_start));
          om.bad[k] = 1;
          break;
        }
    }

  /* 2. Addresses stored into the section: a pointer or other non-string
     object, whose bytes are only known after linking.  */
  for (k = 0; k < nrelocs; k++)
    {
      size_t so = 0;
      const char *sn = sym_at (syms, &om, size, relocs[k], &so, base);
      add_finding (SEV_ERROR, name, relocs[k], sn, so,
                   "relocation into section '%s': the linker stores an "
                   "address here, but the section holds only "
                   "NUL-terminated strings", name);
    }

  /* 3. Bytes that belong to no object: the plugin never saw them.  */
  if (have_symtab)
    for (i = 0; i < size;)
      {
        size_t start, first, last;
        if (om.owner[i] >= 0)
          {
            i++;
            continue;
          }
        start = i;
        while (i < size && om.owner[i] < 0)
          i++;
        for (first = start; first < i && !bytes[first]; first++)
          ;
        if (first == i)
          continue;             /* padding */
        for (last = i; !bytes[last - 1]; last--)
          ;
        add_finding (SEV_WARNING, name, first, NULL, 0,
                     "%zu bytes in section '%s' belong to no symbol, so no "
                     "compiler check saw them: '%s'", last - first, name,
                     esc (bytes + first, last - first));
      }

  /* 4. The section as the kernel parses it: NUL runs skipped, each string
     one entry.  */
  for (i = 0; i < size;)
    {
      size_t start, end, so = 0;
      const unsigned char *nul;
      const char *sn;
      struct mn_entry_info info;
      enum mn_entry_problem pr;
      int in_bad;

      while (i < size && !bytes[i])
        i++;
      if (i == size)
        break;
      start = i;
      nul = memchr (bytes + start, 0, size - start);
      end = nul ? (size_t) (nul - bytes) : size;
      i = end;
      total_entries++;
      sn = sym_at (syms, &om, size, start, &so, base);
      in_bad = sn && om.bad[om.owner[start]];
      if (!nul)
        {
          /* The object's own verdict already said it.  */
          if (!(sn && om.bad[om.owner[start]]))
            add_finding (SEV_ERROR, name, start, sn, so,
                         "the last entry in section '%s', '%s', is not "
                         "NUL-terminated; the kernel reads past the end of "
                         "the section", name, esc (bytes + start,
                                                    end - start));
        }
      pr = mn_policy_check_entry (policy, (const char *) bytes + start,
                                  end - start, &info);
      switch (pr)
        {
        case MN_ENTRY_FINE:
          break;
        case MN_ENTRY_NO_TAG:
          if (!in_bad)
            add_finding (SEV_WARNING, name, start, sn, so,
                         "'%s' entry '%s' has no 'tag='; the kernel ignores "
                         "it (text hidden behind a NUL looks like this)",
                         name, esc (bytes + start, end - start));
          break;
        case MN_ENTRY_BAD_TAG:
          if (!in_bad)
            add_finding (SEV_WARNING, name, start, sn, so,
                         "'%s' entry '%s' has a malformed tag '%s'; a tag "
                         "is letters, digits and '_', after an optional "
                         "'modname.'", name, esc (bytes + start, end - start),
                         esc (bytes + start, info.value_start - 1));
          break;
        case MN_ENTRY_EMPTY_LICENSE:
          if (!in_bad)
            add_finding (SEV_WARNING, name, start, sn, so,
                         "'%s' entry '%s' is an empty license; the kernel "
                         "treats the module as proprietary", name,
                         esc (bytes + start, end - start));
          break;
        case MN_ENTRY_LICENSE_DENIED:
          {
            char allowed[512];
            mn_policy_describe_licenses (policy, allowed, sizeof allowed);
            add_finding (SEV_ERROR, name, start, sn, so,
                         "license '%s' is not allowed (allowed: %s)",
                         esc (bytes + start + info.value_start,
                              end - start - info.value_start), allowed);
          }
          break;
        case MN_ENTRY_AUTHOR_DENIED:
          add_finding (SEV_ERROR, name, start, sn, so,
                       "author '%s' contains the denied '%s'",
                       esc (bytes + start + info.value_start,
                            end - start - info.value_start),
                       mn_policy_denied_author (policy, info.denied_index));
          break;
        }

      /* The loader reads the first "license=" of a module, modpost every
         one: two that differ mean the two disagree.  Identical repeats
         (MODULE_LICENSE in several files of one module) are harmless.  */
      if (info.is_license && pr != MN_ENTRY_NO_TAG && pr != MN_ENTRY_BAD_TAG
          && pr != MN_ENTRY_EMPTY_LICENSE)
        {
          const unsigned char *prefix = bytes + start;
          size_t plen = info.tag_start, j;
          const unsigned char *val = bytes + start + info.value_start;
          size_t vlen = end - start - info.value_start;
          for (j = 0; j < nlic; j++)
            if (lic[j].prefix_len == plen
                && memcmp (lic[j].prefix, prefix, plen) == 0)
              break;
          if (j == nlic)
            {
              struct license_seen *grown = realloc (lic, (nlic + 1)
                                                    * sizeof *lic);
              if (!grown)
                {
                  fputs ("modinfo-lint: out of memory\n", stderr);
                  exit (2);
                }
              lic = grown;
              lic[nlic].prefix = prefix;
              lic[nlic].prefix_len = plen;
              lic[nlic].text = val;
              lic[nlic].len = vlen;
              lic[nlic].offset = start;
              nlic++;
            }
          else if (lic[j].len != vlen || memcmp (lic[j].text, val, vlen) != 0)
            {
              /* What matters is the verdict: a GPL-compatible first
                 license with a proprietary second one gives the module
                 GPL-only symbols at load time while modpost refuses them
                 (or the other way round).  Two GPL-compatible idents are
                 only untidy.  */
              int first_gpl = gpl_compatible (lic[j].text, lic[j].len);
              int this_gpl = gpl_compatible (val, vlen);
              if (first_gpl && !this_gpl)
                add_finding (SEV_ERROR, name, start, sn, so,
                             "second license '%s' is not GPL-compatible, but "
                             "the first, '%s' at +0x%zx, is: the module "
                             "loader reads only the first, modpost checks "
                             "every one", esc (val, vlen),
                             esc (lic[j].text, lic[j].len), lic[j].offset);
              else
                add_finding (SEV_WARNING, name, start, sn, so,
                             "second license '%s' differs from the first, "
                             "'%s' at +0x%zx%s; the module loader reads only "
                             "the first", esc (val, vlen),
                             esc (lic[j].text, lic[j].len), lic[j].offset,
                             first_gpl ? " (both GPL-compatible)" : "");
            }
        }
    }

  free (lic);
  free (relocs);
  free (om.owner);
  free (om.bad);
  (void) elf;
}

static int
section_wanted (const char *name)
{
  size_t i;
  for (i = 0; i < nsections; i++)
    if (strcmp (sections[i], name) == 0)
      return 1;
  return 0;
}

/* Check one ELF object; findings are gathered for the caller to print.  */
static void
check_elf (Elf *elf, size_t image_size)
{
  GElf_Ehdr eh;
  size_t shnum, shstrndx, i, nchecked = 0, nsyms = 0, nrel = 0;
  Elf_Scn *scn, *symscn = NULL, *shndxscn = NULL;
  Elf_Scn **relscns = NULL;
  size_t *checked = NULL;
  struct sym *syms = NULL;
  int have_symtab = 0;

  if (!gelf_getehdr (elf, &eh))
    {
      add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                   "truncated or corrupt ELF header (%zu bytes): %s",
                   image_size, elf_errmsg (-1));
      return;
    }
  if (elf_getshdrnum (elf, &shnum) < 0 || elf_getshdrstrndx (elf, &shstrndx) < 0)
    {
      add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                   "truncated or corrupt ELF file (%zu bytes): cannot read "
                   "the section headers: %s", image_size, elf_errmsg (-1));
      return;
    }
  /* libelf reads what fits and quietly drops the rest when the image is
     cut short: check that every header and section lies in the file.  */
  if (eh.e_shoff && (eh.e_shoff > image_size
                     || (eh.e_shnum ? eh.e_shnum : 1)
                        * (size_t) gelf_fsize (elf, ELF_T_SHDR, 1, EV_CURRENT)
                        > image_size - eh.e_shoff))
    {
      add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                   "truncated or corrupt ELF file (%zu bytes): the section "
                   "headers at 0x%jx lie past its end", image_size,
                   (uintmax_t) eh.e_shoff);
      return;
    }
  if (shnum == 0)
    return;
  checked = xmalloc (shnum * sizeof *checked);
  relscns = xmalloc (shnum * sizeof *relscns);

  /* Which sections to check, the symbol table, the relocations.  */
  for (scn = NULL; (scn = elf_nextscn (elf, scn)) != NULL;)
    {
      GElf_Shdr sh;
      const char *name;
      if (!gelf_getshdr (scn, &sh))
        {
          add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                       "corrupt section header %zu: %s", elf_ndxscn (scn),
                       elf_errmsg (-1));
          goto out;
        }
      if (sh.sh_type != SHT_NOBITS && sh.sh_type != SHT_NULL
          && (sh.sh_offset > image_size
              || sh.sh_size > image_size - sh.sh_offset))
        {
          add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                       "truncated or corrupt ELF file (%zu bytes): section "
                       "%zu (%ju bytes at 0x%jx) lies past its end",
                       image_size, elf_ndxscn (scn), (uintmax_t) sh.sh_size,
                       (uintmax_t) sh.sh_offset);
          goto out;
        }
      name = elf_strptr (elf, shstrndx, sh.sh_name);
      if (!name)
        {
          add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                       "truncated or corrupt ELF file (%zu bytes): cannot "
                       "read the name of section %zu: %s", image_size,
                       elf_ndxscn (scn), elf_errmsg (-1));
          goto out;
        }
      if (section_wanted (name))
        checked[nchecked++] = elf_ndxscn (scn);
      if (sh.sh_type == SHT_SYMTAB
          || (sh.sh_type == SHT_DYNSYM && !have_symtab))
        {
          symscn = scn;
          have_symtab = sh.sh_type == SHT_SYMTAB ? 2 : 1;
        }
      if (sh.sh_type == SHT_REL || sh.sh_type == SHT_RELA)
        relscns[nrel++] = scn;
    }
  if (nchecked == 0)
    goto out;

  if (symscn)
    {
      GElf_Shdr sh;
      Elf_Data *sd, *xd = NULL;
      size_t n;
      gelf_getshdr (symscn, &sh);
      for (scn = NULL; (scn = elf_nextscn (elf, scn)) != NULL;)
        {
          GElf_Shdr xs;
          if (gelf_getshdr (scn, &xs) && xs.sh_type == SHT_SYMTAB_SHNDX
              && xs.sh_link == elf_ndxscn (symscn))
            shndxscn = scn;
        }
      sd = elf_getdata (symscn, NULL);
      if (!sd || !sh.sh_entsize)
        {
          add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                       "truncated or corrupt ELF file (%zu bytes): cannot "
                       "read the symbol table: %s", image_size,
                       elf_errmsg (-1));
          goto out;
        }
      if (shndxscn)
        xd = elf_getdata (shndxscn, NULL);
      n = sd->d_size / gelf_fsize (elf, ELF_T_SYM, 1, EV_CURRENT);
      syms = xmalloc (n * sizeof *syms);
      for (i = 1; i < n; i++)
        {
          GElf_Sym s;
          Elf32_Word xndx;
          size_t shndx, j;
          int type;
          if (!gelf_getsymshndx (sd, xd, (int) i, &s, &xndx))
            break;
          shndx = s.st_shndx == SHN_XINDEX ? xndx : s.st_shndx;
          if (s.st_shndx == SHN_UNDEF || s.st_shndx == SHN_ABS
              || s.st_shndx == SHN_COMMON)
            continue;
          type = GELF_ST_TYPE (s.st_info);
          if (type == STT_SECTION || type == STT_FILE)
            continue;
          if (type != STT_OBJECT && type != STT_FUNC && s.st_size == 0)
            continue;
          for (j = 0; j < nchecked && checked[j] != shndx; j++)
            ;
          if (j == nchecked)
            continue;
          syms[nsyms].shndx = shndx;
          syms[nsyms].value = s.st_value;
          syms[nsyms].size = s.st_size;
          syms[nsyms].type = type;
          syms[nsyms].name = elf_strptr (elf, sh.sh_link, s.st_name);
          if (!syms[nsyms].name || !*syms[nsyms].name)
            syms[nsyms].name = "?";
          nsyms++;
        }
    }

  for (i = 0; i < nchecked; i++)
    {
      GElf_Shdr sh, sh2;
      const char *name;
      char label[256];
      size_t j;
      int dup = 0;
      scn = elf_getscn (elf, checked[i]);
      if (!scn || !gelf_getshdr (scn, &sh))
        continue;
      name = elf_strptr (elf, shstrndx, sh.sh_name);
      /* Objects built with -fdata-sections (and rustc) have one .modinfo
         per object: the section index tells them apart.  */
      for (j = 0; j < nchecked; j++)
        if (j != i && gelf_getshdr (elf_getscn (elf, checked[j]), &sh2)
            && strcmp (elf_strptr (elf, shstrndx, sh2.sh_name), name) == 0)
          dup = 1;
      if (dup)
        snprintf (label, sizeof label, "%s[%zu]", name, checked[i]);
      else
        snprintf (label, sizeof label, "%s", name);
      section_label = label;
      check_section (elf, &eh, scn, checked[i], &sh, name, syms, nsyms,
                     have_symtab, relscns, nrel);
      section_label = NULL;
    }

out:
  free (syms);
  free (checked);
  free (relscns);
}

/* Check the image (already decompressed) named NAME, recursing into ar
   archives; prints the findings.  */
static void
check_image (const char *name, unsigned char *data, size_t size)
{
  Elf *elf = elf_memory ((char *) data, size);

  if (!elf)
    {
      if (size >= SELFMAG && memcmp (data, ELFMAG, SELFMAG) == 0)
        add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                     "truncated or corrupt ELF file (%zu bytes): %s", size,
                     elf_errmsg (-1));
      else
        add_finding (SEV_FATAL, NULL, 0, NULL, 0, "cannot read: %s",
                     elf_errmsg (-1));
      flush_findings (name);
      return;
    }
  switch (elf_kind (elf))
    {
    case ELF_K_ELF:
      check_elf (elf, size);
      flush_findings (name);
      break;
    case ELF_K_AR:
      {
        Elf *m;
        /* libelf wants READ_MMAP for an archive read from memory.  */
        Elf_Cmd cmd = ELF_C_READ_MMAP;
        while ((m = elf_begin (-1, cmd, elf)) != NULL)
          {
            Elf_Arhdr *ah = elf_getarhdr (m);
            const char *mn = ah && ah->ar_name ? ah->ar_name : "?";
            /* The symbol and string tables of the archive itself.  */
            if (ah && mn[0] != '/')
              {
                char *full;
                if (asprintf (&full, "%s(%s)", name, mn) < 0)
                  exit (2);
                if (elf_kind (m) == ELF_K_ELF)
                  check_elf (m, ah->ar_size);
                else
                  add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                               "archive member is not an ELF object");
                flush_findings (full);
                free (full);
              }
            cmd = elf_next (m);
            elf_end (m);
          }
      }
      break;
    default:
      if (size >= SELFMAG && memcmp (data, ELFMAG, SELFMAG) == 0)
        add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                     "truncated or corrupt ELF file (%zu bytes): %s", size,
                     size < EI_NIDENT ? "shorter than an ELF header"
                     : elf_errmsg (-1));
      else if (size >= 8 && memcmp (data, "!<thin>\n", 8) == 0)
        add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                     "thin archive: check its member objects instead");
      else
        add_finding (SEV_FATAL, NULL, 0, NULL, 0,
                     "not an ELF object or kernel module");
      flush_findings (name);
      break;
    }
  elf_end (elf);
}

static void
check_file (const char *path)
{
  struct image im;
  const char *compression;
  char *err;

  total_files++;
  err = read_image (path, &im, &compression);
  if (err)
    {
      if (compression)
        add_finding (SEV_FATAL, NULL, 0, NULL, 0, "%s: %s", compression, err);
      else
        add_finding (SEV_FATAL, NULL, 0, NULL, 0, "%s", err);
      free (err);
      flush_findings (path);
      return;
    }
  check_image (path, im.data, im.size);
  image_free (&im);
}

/* -------------------------------------------------------------- driver */

static void
usage (FILE *out)
{
  fputs ("Usage: modinfo-lint [OPTION]... FILE...\n"
"Check that every object in the .modinfo section of built objects and\n"
"kernel modules (.o, .ko, .ko.xz, .ko.zst, .ko.gz, ar archives) is exactly\n"
"one NUL-terminated string, and check the section as the kernel parses it.\n"
"\n"
"  --allow-license=LIST   allowed license idents, comma-separated; 'gpl'\n"
"                         stands for the kernel's GPL-compatible ones;\n"
"                         %20 is a space, %2C a comma, %25 a percent sign\n"
"  --deny-author=LIST     author substrings that are an error (same LIST)\n"
"  --section=NAME[,NAME]  sections to check instead of .modinfo\n"
"  --format=text|json     one line per finding (default), or one JSON array\n"
"  --werror               warnings count for the exit status too\n"
"  --quiet                print no findings; the exit status tells\n"
"  --stats                print files, objects, findings and time to stderr\n"
"  --files-from=FILE      also check the files named in FILE, one a line\n"
"                         ('-': standard input)\n"
"  --help                 print this help and exit\n"
"  --version              print the version and exit\n"
"\n"
"Exit status: 0 no errors, 1 errors found (or warnings, with --werror),\n"
"2 a usage error or a file that could not be read as an ELF object.\n",
         out);
}

static void
usage_error (const char *fmt, ...)
{
  va_list ap;
  fputs ("modinfo-lint: ", stderr);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputs ("\nTry 'modinfo-lint --help' for more information.\n", stderr);
  exit (2);
}

static void
add_sections (const char *list)
{
  const char *p = list;
  if (sections == (char **) default_sections)
    {
      sections = NULL;
      nsections = 0;
    }
  for (;;)
    {
      const char *end = strchr (p, ',');
      size_t n = end ? (size_t) (end - p) : strlen (p);
      char *s;
      if (n == 0)
        usage_error ("--section=%s: empty section name", list);
      sections = realloc (sections, (nsections + 1) * sizeof *sections);
      if (!sections)
        exit (2);
      s = xmalloc (n + 1);
      memcpy (s, p, n);
      s[n] = 0;
      sections[nsections++] = s;
      if (!end)
        break;
      p = end + 1;
    }
}

int
main (int argc, char **argv)
{
  enum { OPT_ALLOW = 256, OPT_DENY, OPT_SECTION, OPT_FORMAT, OPT_WERROR,
         OPT_QUIET, OPT_STATS, OPT_FILES_FROM, OPT_HELP, OPT_VERSION };
  static const struct option longopts[] = {
    { "allow-license", required_argument, NULL, OPT_ALLOW },
    { "deny-author", required_argument, NULL, OPT_DENY },
    { "section", required_argument, NULL, OPT_SECTION },
    { "format", required_argument, NULL, OPT_FORMAT },
    { "werror", no_argument, NULL, OPT_WERROR },
    { "quiet", no_argument, NULL, OPT_QUIET },
    { "stats", no_argument, NULL, OPT_STATS },
    { "files-from", required_argument, NULL, OPT_FILES_FROM },
    { "help", no_argument, NULL, OPT_HELP },
    { "version", no_argument, NULL, OPT_VERSION },
    { NULL, 0, NULL, 0 }
  };
  struct timespec t0, t1;
  int c, i, status;
  const char *files_from = NULL;
  FILE *list = NULL;

  sections = (char **) default_sections;
  nsections = 1;
  policy = mn_policy_new ();
  if (!policy)
    exit (2);
  opterr = 0;
  while ((c = getopt_long (argc, argv, "q", longopts, NULL)) != -1)
    {
      const char *err;
      size_t bad;
      switch (c)
        {
        case OPT_ALLOW:
        case OPT_DENY:
          err = c == OPT_ALLOW
                ? mn_policy_allow_licenses (policy, optarg, &bad)
                : mn_policy_deny_authors (policy, optarg, &bad);
          if (err)
            usage_error ("--%s=%s: %s (at '%s')",
                         c == OPT_ALLOW ? "allow-license" : "deny-author",
                         optarg, err, optarg + bad);
          break;
        case OPT_SECTION:
          add_sections (optarg);
          break;
        case OPT_FORMAT:
          if (strcmp (optarg, "json") == 0)
            opt_json = 1;
          else if (strcmp (optarg, "text") == 0)
            opt_json = 0;
          else
            usage_error ("--format=%s: expected 'text' or 'json'", optarg);
          break;
        case OPT_WERROR:
          opt_werror = 1;
          break;
        case 'q':
        case OPT_QUIET:
          opt_quiet = 1;
          break;
        case OPT_STATS:
          opt_stats = 1;
          break;
        case OPT_FILES_FROM:
          files_from = optarg;
          break;
        case OPT_HELP:
          usage (stdout);
          return 0;
        case OPT_VERSION:
          printf ("modinfo-lint (modinfo_nul) %s\n", MODINFO_NUL_VERSION);
          return 0;
        case ':':
          usage_error ("option '%s' needs a value", argv[optind - 1]);
          break;
        default:
          if (optopt)
            usage_error ("unknown option '-%c'", optopt);
          usage_error ("unknown option '%s'", argv[optind - 1]);
        }
    }
  if (optind == argc && !files_from)
    usage_error ("no input files");
  if (files_from)
    {
      list = strcmp (files_from, "-") == 0 ? stdin : fopen (files_from, "r");
      if (!list)
        {
          fprintf (stderr, "modinfo-lint: %s: %s\n", files_from,
                   strerror (errno));
          return 2;
        }
    }

  if (elf_version (EV_CURRENT) == EV_NONE)
    {
      fprintf (stderr, "modinfo-lint: libelf is too old: %s\n",
               elf_errmsg (-1));
      return 2;
    }
  clock_gettime (CLOCK_MONOTONIC, &t0);
  if (opt_json && !opt_quiet)
    fputs ("[", stdout);
  for (i = optind; i < argc; i++)
    check_file (argv[i]);
  if (list)
    {
      char *line = NULL;
      size_t cap = 0;
      ssize_t n;
      while ((n = getline (&line, &cap, list)) > 0)
        {
          if (line[n - 1] == '\n')
            line[--n] = 0;
          if (n)
            check_file (line);
        }
      free (line);
      if (list != stdin)
        fclose (list);
    }
  if (opt_json && !opt_quiet)
    fputs (json_first ? "]\n" : "\n]\n", stdout);
  clock_gettime (CLOCK_MONOTONIC, &t1);
  if (fflush (stdout) != 0 || ferror (stdout))
    {
      fprintf (stderr, "modinfo-lint: write error: %s\n", strerror (errno));
      return 2;
    }
  if (opt_stats)
    fprintf (stderr, "modinfo-lint: %lu files, %lu objects, %lu entries: "
             "%lu errors, %lu warnings, %lu unreadable; %.3f s\n",
             total_files, total_objects, total_entries, total_errors,
             total_warnings, total_fatal,
             (double) (t1.tv_sec - t0.tv_sec)
             + (double) (t1.tv_nsec - t0.tv_nsec) / 1e9);

  status = total_fatal ? 2
           : total_errors || (opt_werror && total_warnings) ? 1 : 0;
  mn_policy_free (policy);
  return status;
}
