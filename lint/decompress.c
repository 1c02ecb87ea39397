/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint: decompressors for .ko.xz, .ko.zst and .ko.gz, chosen by
   magic number from a table.  */
#include "decompress.h"
#include "lint.h"

#include <limits.h>
#include <lzma.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include <zstd.h>

/* Grow BUF (capacity *CAP) so that at least one more byte fits after
   USED; returns 0 past LINT_MAX_IMAGE.  */
int
lint_grow (unsigned char **buf, size_t *cap, size_t used)
{
  size_t n;
  if (used < *cap)
    return 1;
  if (*cap >= LINT_MAX_IMAGE)
    return 0;
  n = *cap ? *cap * 2 : 1 << 20;
  if (n > LINT_MAX_IMAGE)
    n = LINT_MAX_IMAGE;
  *buf = xrealloc (*buf, n);
  *cap = n;
  return 1;
}

static const char *
unxz (const unsigned char *in, size_t n, struct lint_buffer *out)
{
  lzma_stream s = LZMA_STREAM_INIT;
  size_t cap = 0;
  lzma_ret r;

  /* One stream, as the kernel's module_xz_decompress reads it: what
     follows the stream (padding, another stream, other bytes) is not
     read.  */
  if (lzma_stream_decoder (&s, UINT64_MAX, 0) != LZMA_OK)
    return "cannot start the xz decoder";
  s.next_in = in;
  s.avail_in = n;
  do
    {
      if (!lint_grow (&out->data, &cap, s.total_out))
        {
          lzma_end (&s);
          return "xz data decompresses to more than 1 GiB";
        }
      s.next_out = out->data + s.total_out;
      s.avail_out = cap - s.total_out;
      r = lzma_code (&s, LZMA_FINISH);
    }
  while (r == LZMA_OK);
  out->size = s.total_out;
  lzma_end (&s);
  if (r != LZMA_STREAM_END)
    return r == LZMA_BUF_ERROR ? "truncated xz data" : "corrupt xz data";
  return NULL;
}

static const char *
unzstd (const unsigned char *in, size_t n, struct lint_buffer *out)
{
  ZSTD_DStream *d = ZSTD_createDStream ();
  ZSTD_inBuffer ib = { in, n, 0 };
  size_t cap = 0, r = 0;

  if (!d)
    return "cannot start the zstd decoder";
  while (ib.pos < ib.size)
    {
      ZSTD_outBuffer ob;
      if (!lint_grow (&out->data, &cap, out->size))
        {
          ZSTD_freeDStream (d);
          return "zstd data decompresses to more than 1 GiB";
        }
      ob.dst = out->data;
      ob.size = cap;
      ob.pos = out->size;
      r = ZSTD_decompressStream (d, &ob, &ib);
      out->size = ob.pos;
      if (ZSTD_isError (r))
        {
          ZSTD_freeDStream (d);
          return "corrupt zstd data";
        }
      if (r != 0 && ib.pos == ib.size && ob.pos < ob.size)
        break;                  /* needs input that is not there */
    }
  ZSTD_freeDStream (d);
  return r != 0 ? "truncated zstd data" : NULL;
}

/* One inflate step; returns NULL to go on, "" when done, or an error.  */
static const char *
gunzip_step (z_stream *s, struct lint_buffer *out, size_t *cap)
{
  size_t room;
  int r;
  if (!lint_grow (&out->data, cap, out->size))
    return "gzip data decompresses to more than 1 GiB";
  room = *cap - out->size;
  s->next_out = out->data + out->size;
  s->avail_out = room > UINT_MAX ? UINT_MAX : (unsigned) room;
  r = inflate (s, Z_NO_FLUSH);
  out->size = (size_t) (s->next_out - out->data);
  if (r == Z_STREAM_END)
    return "";
  if (r == Z_BUF_ERROR && s->avail_in == 0)
    return "truncated gzip data";
  return r == Z_OK || r == Z_BUF_ERROR ? NULL : "corrupt gzip data";
}

/* As the kernel's module_gzip_decompress reads a module: the 10-byte
   header (magic and method 8) and a file name skipped, then one raw
   deflate stream; the trailer (CRC-32 and size, which the kernel does
   not check) and any bytes after it, another member too, are not
   read.  */
static const char *
gunzip (const unsigned char *in, size_t n, struct lint_buffer *out)
{
  z_stream s;
  size_t cap = 0, start = 10;
  const char *err;

  if (n < 10 || in[2] != 8)
    return "not deflate data with a 10-byte gzip header";
  /* Past any other header field than a file name the kernel inflates
     other bytes than gzip and kmod do.  FTEXT (0x01) is a hint with no
     field.  */
  if (in[3] & ~0x09)
    return "header flags other than FNAME (FEXTRA, FHCRC, FCOMMENT or "
           "reserved ones), which the kernel does not skip: it would "
           "inflate other bytes than gzip does; cannot read it as the "
           "kernel does";
  if (in[3] & 0x08)
    {
      const unsigned char *nul = memchr (in + 10, 0, n - 10);
      if (!nul)
        return "truncated gzip data";
      start = (size_t) (nul - in) + 1;
    }
  memset (&s, 0, sizeof s);
  if (inflateInit2 (&s, -MAX_WBITS) != Z_OK)
    return "cannot start the gzip decoder";
  s.next_in = (unsigned char *) in + start;
  s.avail_in = n - start > UINT_MAX ? UINT_MAX : (unsigned) (n - start);
  while ((err = gunzip_step (&s, out, &cap)) == NULL)
    ;
  inflateEnd (&s);
  return *err ? err : NULL;
}

static const struct lint_decompressor decompressors[] = {
  { "xz", "\xfd" "7zXZ\0", 6, unxz },
  { "zstd", "\x28\xb5\x2f\xfd", 4, unzstd },
  { "gzip", "\x1f\x8b", 2, gunzip },
};

const struct lint_decompressor *
lint_decompressor_for (const unsigned char *data, size_t size)
{
  size_t i;
  for (i = 0; i < sizeof decompressors / sizeof decompressors[0]; i++)
    if (size >= decompressors[i].magic_len
        && memcmp (data, decompressors[i].magic,
                   decompressors[i].magic_len) == 0)
      return &decompressors[i];
  return NULL;
}
