/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint: input files, compressed modules, ar archives (thin ones
   too, as kbuild's built-in.a and lib.a) and lists of files.  */
#define _GNU_SOURCE
#include "decompress.h"
#include "lint.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <libelf.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

struct image
{
  unsigned char *data;
  size_t size;
  int mapped;
  const char *compression;      /* NULL, or how it was stored */
};

static void
image_free (struct image *im)
{
  if (im->mapped)
    munmap (im->data, im->size);
  else
    free (im->data);
  memset (im, 0, sizeof *im);
}

/* Read a pipe or other unsized file; NULL or an error (malloc'd).  */
static char *
read_stream (int fd, struct image *im)
{
  size_t cap = 0;
  for (;;)
    {
      ssize_t got;
      if (!lint_grow (&im->data, &cap, im->size))
        return xstrdup ("larger than 1 GiB");
      got = read (fd, im->data + im->size, cap - im->size);
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        return xstrdup (strerror (errno));
      if (got == 0)
        return NULL;
      im->size += (size_t) got;
    }
}

static char *
read_fd (int fd, struct image *im)
{
  struct stat st;
  if (fstat (fd, &st) < 0)
    return xstrdup (strerror (errno));
  if (S_ISDIR (st.st_mode))
    return xstrdup ("is a directory; name the files in it instead (e.g. "
                    "find DIR -name '*.ko*')");
  if (!S_ISREG (st.st_mode))
    return read_stream (fd, im);
  if (st.st_size == 0)
    return NULL;
  /* Private and writable: libelf may convert in place.  */
  im->data = mmap (NULL, (size_t) st.st_size, PROT_READ | PROT_WRITE,
                   MAP_PRIVATE, fd, 0);
  if (im->data == MAP_FAILED)
    {
      im->data = NULL;
      return xstrdup (strerror (errno));
    }
  im->size = (size_t) st.st_size;
  im->mapped = 1;
  return NULL;
}

/* Read PATH into IM, decompressing what a magic number announces.
   Returns NULL or a message (malloc'd).  */
static char *
load_image (const char *path, struct image *im, int regular_only)
{
  const struct lint_decompressor *d;
  struct lint_buffer out = { NULL, 0 };
  const char *err;
  char *msg;
  struct stat st;
  int fd;

  memset (im, 0, sizeof *im);
  /* ld and the kernel read a thin member as a file: a FIFO there would
     only block.  A FIFO given on the command line is read, but opening
     it does not wait for a writer.  */
  if (regular_only && stat (path, &st) == 0 && !S_ISREG (st.st_mode))
    return xstrdup ("not a regular file");
  fd = open (path, O_RDONLY | O_NONBLOCK);
  if (fd < 0)
    return xstrdup (strerror (errno));
  if (fcntl (fd, F_SETFL, 0) < 0)
    {
      close (fd);
      return xstrdup (strerror (errno));
    }
  msg = read_fd (fd, im);
  close (fd);
  if (!msg && im->size == 0)
    msg = xstrdup ("empty file, not an ELF object");
  if (msg || !(d = lint_decompressor_for (im->data, im->size)))
    return msg;
  err = d->run (im->data, im->size, &out);
  image_free (im);
  im->compression = d->name;
  if (!err && out.size == 0)
    err = "decompresses to nothing, not an ELF object";
  if (err)
    {
      free (out.data);
      return xasprintf ("%s: %s", d->name, err);
    }
  im->data = out.data;
  im->size = out.size;
  return NULL;
}

static void check_buffer (struct lint_ctx *ctx, unsigned char *data,
                          size_t size, int depth);

/* An ar member as BFD reads it: its name (for a thin archive, the file
   holding it), where its bytes start after the header, its size.  */
struct ar_member
{
  const char *name;
  size_t name_len;
  size_t skip;                  /* a BSD name's bytes before the data */
  size_t size;
  long long origin;             /* thin "/N:P": P, member of archive N */
};

/* strtol () over the header's bytes from AT, as BFD calls it on them
   (the header's "`\n" ends it); *END: where it stopped.  0 when the
   value does not fit.  */
static int
header_number (const unsigned char *hdr, size_t at, long long *val,
               size_t *end)
{
  size_t i = at, digits;
  int neg = 0;
  unsigned long long v = 0;
  while (i < 60 && (hdr[i] == ' ' || (hdr[i] >= '\t' && hdr[i] <= '\r')))
    i++;
  if (i < 60 && (hdr[i] == '+' || hdr[i] == '-'))
    neg = hdr[i++] == '-';
  for (digits = i; i < 60 && hdr[i] >= '0' && hdr[i] <= '9'; i++)
    {
      v = v * 10 + (unsigned) (hdr[i] - '0');
      if (v > (unsigned long long) LLONG_MAX)
        return 0;
    }
  if (i == digits)
    {
      *val = 0;
      *end = at;                /* no number: strtol's end is its start */
      return 1;
    }
  *val = neg ? -(long long) v : (long long) v;
  *end = i;
  return 1;
}

/* Why the member header at OFF cannot be read (malloc'd).  */
static char *
bad_header (size_t off)
{
  return xasprintf ("truncated or corrupt archive: bad member header at "
                    "offset %zu", off);
}

/* Read the member header at OFF of an archive of SIZE bytes (its long
   names NAMES, already as BFD turns them into strings) into M, as
   BFD's _bfd_generic_read_ar_hdr_mag does.  Returns NULL or why it
   cannot be read (malloc'd).  */
static char *
read_member (const unsigned char *data, size_t size, size_t off, int thin,
             const char *names, size_t names_size, struct ar_member *m)
{
  const unsigned char *hdr = data + off;
  const char *n = (const char *) hdr;
  size_t len, end;
  long long v;

  memset (m, 0, sizeof *m);
  if (off > size || size - off < 60 || memcmp (hdr + 58, "`\n", 2) != 0)
    return bad_header (off);
  m->size = strtoul ((const char *) hdr + 48, NULL, 10);
  if (!thin && m->size > size - off - 60)
    return bad_header (off);
  if (names && (n[0] == '/' || (n[0] == ' ' && !memchr (n, '/', 16))))
    {
      if (!header_number (hdr, 1, &v, &end) || v < 0
          || (unsigned long long) v >= names_size)
        return xasprintf ("truncated or corrupt archive: the member at "
                          "offset %zu names a long name outside the name "
                          "table", off);
      m->name = names + v;
      m->name_len = strlen (m->name);
      /* "/N:P" (ar rcT writes it): member P of the archive named N.  */
      if (thin && hdr[end] == ':')
        {
          long long origin;
          if (!header_number (hdr, end + 1, &origin, &end))
            return bad_header (off);
          m->origin = origin;
        }
      return NULL;
    }
  /* BSD 4.4: "#1/N", the name the first N bytes of the data.  */
  if (memcmp (n, "#1/", 3) == 0 && n[3] >= '0' && n[3] <= '9')
    {
      if (thin)
        return xasprintf ("thin archive member at offset %zu has a BSD "
                          "name (%.16s), which is not read", off, n);
      len = strtoul (n + 3, NULL, 10);
      if (len > m->size)
        return xasprintf ("truncated or corrupt archive: the member at "
                          "offset %zu has a name of %zu bytes, longer than "
                          "its %zu", off, len, m->size);
      m->name = (const char *) hdr + 60;
      m->name_len = strnlen (m->name, len);
      m->skip = len;
      m->size -= len;
      return NULL;
    }
  /* The name ends at a NUL, else at a '/', else at a space.  */
  len = 16;
  if (memchr (n, 0, 16))
    len = (size_t) ((const char *) memchr (n, 0, 16) - n);
  else if (memchr (n, '/', 16))
    len = (size_t) ((const char *) memchr (n, '/', 16) - n);
  else if (memchr (n, ' ', 16))
    len = (size_t) ((const char *) memchr (n, ' ', 16) - n);
  m->name = n;
  m->name_len = len;
  return NULL;
}

/* The files being read, by identity, from the input file down through
   thin archives' members (files of their own): a member that names one
   of them is a cycle.  And the thin members one input may open: a few
   archives whose members name the next many times over would otherwise
   open files without end in practice.  */
#define MAX_CHAIN 16
#define MAX_THIN_MEMBERS (1 << 18)
static struct { dev_t dev; ino_t ino; } chain[MAX_CHAIN];
static int nchain;
static unsigned long thin_members;
/* The thin members one input has read: each file once (one that
   decompresses to a gigabyte could be named again and again).  */
static struct thin_seen { dev_t dev; ino_t ino; } *thin_seen;
static size_t nthin_seen, thin_seen_cap;

static int
thin_member_seen (const char *path)
{
  struct stat st;
  size_t i;
  if (stat (path, &st) != 0)
    return 0;
  for (i = 0; i < nthin_seen; i++)
    if (thin_seen[i].dev == st.st_dev && thin_seen[i].ino == st.st_ino)
      return 1;
  if (nthin_seen == thin_seen_cap)
    {
      thin_seen_cap = thin_seen_cap ? 2 * thin_seen_cap : 16;
      thin_seen = xrealloc (thin_seen, thin_seen_cap * sizeof *thin_seen);
    }
  thin_seen[nthin_seen].dev = st.st_dev;
  thin_seen[nthin_seen++].ino = st.st_ino;
  return 0;
}

/* Whether PATH is a file being read; else it is pushed (1: pushed, a
   file that cannot be stat'ed too: load_image says why).  */
static int
chain_push (struct lint_ctx *ctx, const char *path)
{
  struct stat st;
  int i;
  if (stat (path, &st) != 0)
    memset (&st, 0, sizeof st);   /* no file has inode 0 */
  for (i = 0; i < nchain && i < MAX_CHAIN && st.st_ino; i++)
    if (chain[i].dev == st.st_dev && chain[i].ino == st.st_ino)
      {
        lint_fatal (ctx, "archive member %s is an archive being read: a "
                    "cycle", path);
        lint_flush (ctx);
        return 0;
      }
  if (nchain < MAX_CHAIN)
    {
      chain[nchain].dev = st.st_dev;
      chain[nchain].ino = st.st_ino;
    }
  nchain++;
  return 1;
}

static void check_nested_member (struct lint_ctx *ctx, long long origin,
                                 int depth);

/* A thin archive's member: a file of its own, named relative to the
   archive's directory.  */
static void
check_thin_member (struct lint_ctx *ctx, const struct ar_member *m,
                   int depth)
{
  struct lint_origin saved = ctx->origin;
  const char *slash = strrchr (saved.path, '/');
  char *path, *name;
  struct image im;
  char *err;

  if (m->name[0] == '/' || !slash)
    path = xasprintf ("%.*s", (int) m->name_len, m->name);
  else
    path = xasprintf ("%.*s/%.*s", (int) (slash - saved.path), saved.path,
                      (int) m->name_len, m->name);
  name = xasprintf ("%s(%.*s)", saved.name, (int) m->name_len, m->name);
  ctx->origin.name = name;
  ctx->origin.path = path;
  ctx->origin.final_module = 0;
  if (++thin_members > MAX_THIN_MEMBERS)
    {
      if (thin_members == MAX_THIN_MEMBERS + 1)
        {
          lint_fatal (ctx, "more than %d thin archive members in one input: "
                      "not read", MAX_THIN_MEMBERS);
          lint_flush (ctx);
        }
    }
  else if (chain_push (ctx, path))
    {
      if (m->origin > 0)
        check_nested_member (ctx, m->origin, depth);
      /* Read once already: its findings were said.  */
      else if (!thin_member_seen (path))
        {
          err = load_image (path, &im, 1);
          ctx->origin.base = im.compression ? -1 : 0;
          if (err)
            {
              lint_fatal (ctx, "archive member %s: %s", path, err);
              lint_flush (ctx);
              free (err);
            }
          else
            check_buffer (ctx, im.data, im.size, depth + 1);
          image_free (&im);
        }
      nchain--;
    }
  ctx->origin = saved;
  free (path);
  free (name);
}

static void
check_member (struct lint_ctx *ctx, const struct ar_member *m,
              unsigned char *data, long long off, int depth)
{
  struct lint_origin saved = ctx->origin;
  char *name = xasprintf ("%s(%.*s)", saved.name, (int) m->name_len,
                          m->name);
  ctx->origin.name = name;
  ctx->origin.final_module = 0;
  ctx->origin.base = saved.base >= 0 ? saved.base + off : -1;
  check_buffer (ctx, data, m->size, depth + 1);
  ctx->origin = saved;
  free (name);
}

/* The member M whose header is at OFF of the archive DATA: a file of
   its own in a thin archive, else its bytes after the header (and a BSD
   name).  */
static void
check_member_at (struct lint_ctx *ctx, unsigned char *data, size_t off,
                 int thin, const struct ar_member *m, int depth)
{
  if (thin)
    check_thin_member (ctx, m, depth);
  else
    check_member (ctx, m, data + off + 60 + m->skip,
                  (long long) (off + 60 + m->skip), depth);
}

static void
archive_fatal (struct lint_ctx *ctx, char *msg)
{
  lint_fatal (ctx, "%s", msg);
  lint_flush (ctx);
  free (msg);
}

/* The long names as BFD keeps them: each ends at its "/\n" or "\n",
   backslashes are slashes.  */
static char *
long_names (const unsigned char *p, size_t n)
{
  char *t = xmalloc (n + 1);
  size_t i;
  memcpy (t, p, n);
  for (i = 0; i < n; i++)
    {
      if (t[i] == '\n')
        t[i > 0 && t[i - 1] == '/' ? i - 1 : i] = 0;
      if (t[i] == '\\')
        t[i] = '/';
    }
  t[n] = 0;
  return t;
}

/* The symbol map ld resolves symbols by: "/" (32-bit big-endian count
   and member offsets), "/SYM64/" (64-bit).  */
struct ar_map
{
  const unsigned char *data;
  size_t size;
  int width;                    /* 4 or 8; 0: none */
};

static unsigned long long
map_word (const unsigned char *p, int width)
{
  unsigned long long v = 0;
  int i;
  for (i = 0; i < width; i++)
    v = v << 8 | p[i];
  return v;
}

static int
offset_in (const size_t *v, size_t n, unsigned long long x)
{
  size_t lo = 0, hi = n;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      if (v[mid] < x)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo < n && v[lo] == x;
}

/* Members the map names at offsets the walk did not reach, read as
   BFD's _bfd_get_elt_at_filepos reads them: a few at most, as ar never
   writes one.  */
#define MAX_HIDDEN_MEMBERS 64

/* ld links the member at every offset the map names: each must be one
   the walk checked (WALKED, ascending), or is checked here.  */
static void
check_map (struct lint_ctx *ctx, unsigned char *data, size_t size,
           int thin, const char *names, size_t names_size,
           const struct ar_map *map, const size_t *walked, size_t nwalked,
           int depth)
{
  unsigned long long count = map->size >= (size_t) map->width
                             ? map_word (map->data, map->width) : 0, i;
  size_t hidden[MAX_HIDDEN_MEMBERS], nhidden = 0, j;
  if (map->size < (size_t) map->width
      || count > (map->size - map->width) / map->width)
    {
      archive_fatal (ctx, xasprintf ("truncated or corrupt archive: its "
                                     "symbol map does not hold the %llu "
                                     "member offsets it counts", count));
      return;
    }
  for (i = 0; i < count; i++)
    {
      unsigned long long at = map_word (map->data + map->width
                                        + i * map->width, map->width);
      struct ar_member m;
      char *err;
      if (offset_in (walked, nwalked, at))
        continue;
      for (j = 0; j < nhidden && hidden[j] != at; j++)
        ;
      if (j < nhidden)
        continue;
      if (nhidden == MAX_HIDDEN_MEMBERS)
        {
          archive_fatal (ctx, xasprintf ("the symbol map names more than "
                                         "%d members the archive's walk "
                                         "does not reach: not read",
                                         MAX_HIDDEN_MEMBERS));
          return;
        }
      hidden[nhidden++] = (size_t) at;
      err = at > size ? xasprintf ("truncated or corrupt archive: the "
                                   "symbol map names offset %llu, past its "
                                   "end", at)
            : read_member (data, size, (size_t) at, thin, names, names_size,
                           &m);
      if (err)
        {
          archive_fatal (ctx, xasprintf ("%s (a member the symbol map "
                                         "names)", err));
          free (err);
          return;
        }
      check_member_at (ctx, data, at, thin, &m, depth);
    }
}

/* What BFD reads before the members (bfd_generic_archive_p): a symbol
   map from the first member, a second one (PE) after an SVR4 one, the
   long names ("//") from the next, each under exactly these names.
   Returns NULL or why the archive is refused (malloc'd).  */
struct ar_prefix
{
  char *names;
  size_t names_size;
  struct ar_map map;
  size_t first;                 /* the first member's header */
};

/* The size of the data of the special member whose header is HDR, with
   ROOM bytes from HDR on; 0 with *N unset when the header is bad or the
   data runs past ROOM.  */
static int
special_member_size (const unsigned char *hdr, size_t room, size_t *n)
{
  size_t size = strtoul ((const char *) hdr + 48, NULL, 10);
  if (memcmp (hdr + 58, "`\n", 2) != 0 || size > room - 60)
    return 0;
  *n = size;
  return 1;
}

static char *
archive_prefix (const unsigned char *data, size_t size, struct ar_prefix *p)
{
  const unsigned char *hdr = data + 8;
  size_t off = 8, n;
  memset (p, 0, sizeof *p);
  p->first = 8;
  if (size - off < 60)
    return NULL;
  if (memcmp (hdr, "__.SYMDEF       ", 16) == 0
      || memcmp (hdr, "__.SYMDEF/      ", 16) == 0
      || (memcmp (hdr, "#1/20           ", 16) == 0 && size - off >= 60 + 9
          && memcmp (hdr + 60, "__.SYMDEF", 9) == 0))
    return xstrdup ("archive with a BSD symbol map (__.SYMDEF), which is "
                    "not read");
  if (memcmp (hdr, "/               ", 16) == 0
      || memcmp (hdr, "/SYM64/         ", 16) == 0)
    {
      if (!special_member_size (hdr, size - off, &n))
        return bad_header (off);
      p->map.data = hdr + 60;
      p->map.size = n;
      p->map.width = hdr[1] == ' ' ? 4 : 8;
      off += 60 + n + (n & 1);
      hdr = data + off;
      if (p->map.width == 4 && off <= size && size - off >= 60
          && hdr[0] == '/' && hdr[1] == ' ' && memcmp (hdr + 58, "`\n", 2) == 0)
        {
          n = strtoul ((const char *) hdr + 48, NULL, 10);
          off += 60 + n + (n & 1);
          hdr = data + off;
        }
    }
  if (off <= size && size - off >= 60
      && (memcmp (hdr, "//              ", 16) == 0
          || memcmp (hdr, "ARFILENAMES/    ", 16) == 0))
    {
      if (!special_member_size (hdr, size - off, &n))
        return bad_header (off);
      p->names = long_names (hdr + 60, n);
      p->names_size = n;
      off += 60 + n + (n & 1);
    }
  p->first = off;
  return NULL;
}

/* The member at ORIGIN of the archive ctx->origin.path, which a thin
   archive's "/N:P" names (ar rcT of a normal archive writes them): as
   BFD's find_nested_archive and _bfd_get_elt_at_filepos read it, the
   archive as it is on disk, the member wherever ORIGIN points.  */
static void
check_nested_member (struct lint_ctx *ctx, long long origin, int depth)
{
  struct ar_prefix p = { NULL, 0, { NULL, 0, 0 }, 0 };
  struct ar_member m;
  struct image im;
  char *err = load_image (ctx->origin.path, &im, 1);
  if (!err && im.compression)
    err = xasprintf ("%s-compressed, which ld does not read as an archive",
                     im.compression);
  else if (!err && (im.size < 8 || memcmp (im.data, "!<arch>\n", 8) != 0))
    err = xstrdup ("not a normal archive, whose members a thin archive's "
                   "\"/N:P\" names could be");
  if (!err)
    err = archive_prefix (im.data, im.size, &p);
  if (!err && (unsigned long long) origin >= im.size)
    err = xasprintf ("truncated or corrupt archive: member offset %lld past "
                     "its end", origin);
  if (!err)
    err = read_member (im.data, im.size, (size_t) origin, 0, p.names,
                       p.names_size, &m);
  if (err)
    {
      lint_fatal (ctx, "archive member %s: %s", ctx->origin.path, err);
      lint_flush (ctx);
      free (err);
    }
  else
    {
      /* Offsets are the nested archive's, a file of its own.  */
      ctx->origin.base = 0;
      check_member (ctx, &m, im.data + origin + 60 + m.skip,
                    origin + 60 + (long long) m.skip, depth + 1);
    }
  free (p.names);
  image_free (&im);
}

/* Walk an ar archive (THIN: "!<thin>\n", whose members are not stored in
   it) as BFD does; every member is checked under the name
   ARCHIVE(MEMBER), and every member its symbol map names.  Members
   after the prefix, of whatever name, the walk (--whole-archive)
   reaches.  */
static void
check_archive (struct lint_ctx *ctx, unsigned char *data, size_t size,
               int thin, int depth)
{
  struct ar_prefix p;
  size_t off, nwalked = 0, cap = 0;
  size_t *walked = NULL;
  char *err = archive_prefix (data, size, &p);
  if (err)
    {
      archive_fatal (ctx, err);
      free (p.names);
      return;
    }
  for (off = p.first; off <= size && size - off >= 60;)
    {
      struct ar_member m;
      err = read_member (data, size, off, thin, p.names, p.names_size, &m);
      if (err)
        {
          archive_fatal (ctx, err);
          break;
        }
      if (nwalked == cap)
        walked = xrealloc (walked, (cap = cap ? 2 * cap : 64)
                                   * sizeof *walked);
      walked[nwalked++] = off;
      check_member_at (ctx, data, off, thin, &m, depth);
      off += 60 + (thin ? 0 : m.skip + m.size + ((m.skip + m.size) & 1));
    }
  if (!err && p.map.width)
    check_map (ctx, data, size, thin, p.names, p.names_size, &p.map, walked,
               nwalked, depth);
  free (walked);
  free (p.names);
}

/* Check an image: an archive or an ELF object; prints its findings.  */
static void
check_buffer (struct lint_ctx *ctx, unsigned char *data, size_t size,
              int depth)
{
  Elf *elf;
  int is_elf = size >= SELFMAG && memcmp (data, ELFMAG, SELFMAG) == 0;

  if (depth > 8)
    lint_fatal (ctx, "archives nested too deeply");
  else if (size >= 8 && (memcmp (data, "!<arch>\n", 8) == 0
                         || memcmp (data, "!<thin>\n", 8) == 0))
    {
      check_archive (ctx, data, size, data[2] == 't', depth);
      return;
    }
  else if (!is_elf)
    lint_fatal (ctx, "not an ELF object or kernel module");
  else if (size < EI_NIDENT)
    lint_fatal (ctx, "truncated or corrupt ELF file (%zu bytes): shorter "
                "than an ELF header", size);
  else if (!(elf = elf_memory ((char *) data, size)))
    lint_fatal (ctx, "truncated or corrupt ELF file (%zu bytes): %s", size,
                elf_errmsg (-1));
  else
    {
      if (elf_kind (elf) == ELF_K_ELF)
        lint_check_elf (ctx, elf, size);
      else
        lint_fatal (ctx, "truncated or corrupt ELF file (%zu bytes): %s",
                    size, elf_errmsg (-1));
      elf_end (elf);
    }
  lint_flush (ctx);
}

/* Whether NAME is a module as the kernel loads it: .ko, compressed or
   not.  */
static int
module_name (const char *name)
{
  static const char *const ends[] = { ".ko", ".ko.xz", ".ko.zst", ".ko.gz" };
  size_t n = strlen (name), i;
  for (i = 0; i < sizeof ends / sizeof ends[0]; i++)
    if (n > strlen (ends[i]) && strcmp (name + n - strlen (ends[i]),
                                        ends[i]) == 0)
      return 1;
  return 0;
}

/* A requested section that no object of the file has.  */
static void
report_missing_sections (struct lint_ctx *ctx)
{
  size_t j;
  for (j = 0; j < ctx->opt->nsections; j++)
    if (!ctx->section_seen[j])
      lint_report (ctx, NULL, -1, 0, NULL, 0, MN_MSG_NO_SECTION,
                   ctx->opt->sections[j]);
  lint_flush (ctx);
}

/* REGULAR_ONLY: a module kbuild made is a file; a device or FIFO named
   there would be read to the 1 GiB bound, or block.  */
static void
check_path (struct lint_ctx *ctx, const char *path, int regular_only)
{
  struct image im;
  char *err;

  ctx->counts.files++;
  ctx->origin.name = path;
  ctx->origin.path = path;
  ctx->origin.final_module = module_name (path);
  memset (ctx->section_seen, 0, ctx->opt->nsections);
  ctx->file_findings = 0;
  ctx->file_checked_bytes = 0;
  nchain = 0;
  thin_members = 0;
  nthin_seen = 0;
  chain_push (ctx, path);
  err = load_image (path, &im, regular_only);
  ctx->origin.base = im.compression ? -1 : 0;
  if (err)
    {
      lint_fatal (ctx, "%s", err);
      lint_flush (ctx);
      free (err);
      image_free (&im);
      return;
    }
  check_buffer (ctx, im.data, im.size, 0);
  image_free (&im);
  if (ctx->opt->sections_given)
    report_missing_sections (ctx);
}

void
lint_check_path (struct lint_ctx *ctx, const char *path)
{
  check_path (ctx, path, 0);
}

/* One line of a list: line ends (CRLF too) dropped, kbuild's .o entries
   turned into the .ko beside them, relative to DIR.  */
static void
check_list_entry (struct lint_ctx *ctx, char *line, size_t n,
                  int modules_order, const char *dir)
{
  const char *prefix;
  char *path;
  int to_ko;
  while (n && (line[n - 1] == '\n' || line[n - 1] == '\r'))
    line[--n] = 0;
  if (!n)
    return;
  prefix = dir && line[0] != '/' ? dir : NULL;
  to_ko = modules_order && n > 2 && strcmp (line + n - 2, ".o") == 0;
  if (to_ko)
    line[n - 1] = 0;            /* "foo.o" -> "foo." + "ko" */
  path = xasprintf ("%s%s%s%s", prefix ? prefix : "", prefix ? "/" : "",
                    line, to_ko ? "ko" : "");
  check_path (ctx, path, modules_order);
  free (path);
}

int
lint_check_list (struct lint_ctx *ctx, const char *list, int modules_order,
                 const char *dir)
{
  FILE *f = strcmp (list, "-") == 0 ? stdin : fopen (list, "r");
  char *line = NULL;
  size_t cap = 0;
  ssize_t n;

  if (!f)
    return 0;
  while ((n = getline (&line, &cap, f)) > 0)
    check_list_entry (ctx, line, (size_t) n, modules_order, dir);
  free (line);
  if (f != stdin)
    fclose (f);
  return 1;
}
