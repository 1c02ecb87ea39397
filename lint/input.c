/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint: input files, compressed modules, ar archives (thin ones
   too, as kbuild's built-in.a and lib.a) and lists of files.  */
#define _GNU_SOURCE
#include "decompress.h"
#include "lint.h"

#include <errno.h>
#include <fcntl.h>
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

/* An ar member header: the name as stored, its size.  */
struct ar_member
{
  const char *name;
  size_t name_len;
  size_t size;
};

/* The member's name, long names looked up in the "//" table.  */
static void
member_name (const unsigned char *hdr, const unsigned char *names,
             size_t names_size, struct ar_member *m)
{
  const char *n = (const char *) hdr;
  size_t len = 16;
  while (len && n[len - 1] == ' ')
    len--;
  if (len > 1 && n[0] == '/' && n[1] >= '0' && n[1] <= '9' && names)
    {
      size_t off = strtoul (n + 1, NULL, 10);
      n = off < names_size ? (const char *) names + off : "";
      for (len = 0; off + len < names_size && n[len] != '\n'; len++)
        ;
    }
  if (len > 1 && n[len - 1] == '/')
    len--;
  m->name = n;
  m->name_len = len;
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
      /* Read once already: its findings were said.  */
      if (thin_member_seen (path))
        {
          nchain--;
          ctx->origin = saved;
          free (path);
          free (name);
          return;
        }
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

/* Walk an ar archive (THIN: "!<thin>\n", whose members are not stored in
   it); every member is checked under the name ARCHIVE(MEMBER).  */
static void
check_archive (struct lint_ctx *ctx, unsigned char *data, size_t size,
               int thin, int depth)
{
  const unsigned char *names = NULL;
  size_t names_size = 0, off = 8, index;
  int had_map = 0;
  for (index = 0; off + 60 <= size; index++)
    {
      const unsigned char *hdr = data + off;
      struct ar_member m;
      /* BFD takes the first member for the symbol map ("/", "/SYM64/")
         and the next after it (or the first, without one) for the long
         names ("//"); a member of such a name elsewhere is one the map,
         or --whole-archive, may send ld to.  */
      int symbol_map = index == 0 && hdr[0] == '/'
                       && (hdr[1] == ' ' || memcmp (hdr, "/SYM64/", 7) == 0);
      int long_names = index == (size_t) had_map
                       && memcmp (hdr, "// ", 3) == 0;
      int special = symbol_map || long_names;
      had_map |= symbol_map;
      m.size = strtoul ((const char *) hdr + 48, NULL, 10);
      if (memcmp (hdr + 58, "`\n", 2) != 0
          || ((!thin || special) && m.size > size - off - 60))
        {
          lint_fatal (ctx, "truncated or corrupt archive: bad member header "
                      "at offset %zu", off);
          lint_flush (ctx);
          return;
        }
      if (long_names)
        names = hdr + 60, names_size = m.size;
      else if (!special)
        {
          member_name (hdr, names, names_size, &m);
          if (thin)
            check_thin_member (ctx, &m, depth);
          else
            check_member (ctx, &m, data + off + 60, (long long) off + 60,
                          depth);
        }
      off += 60 + (thin && !special ? 0 : m.size + (m.size & 1));
    }
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

void
lint_check_path (struct lint_ctx *ctx, const char *path)
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
  err = load_image (path, &im, 0);
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
  lint_check_path (ctx, path);
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
