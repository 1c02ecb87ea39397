/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint: the decompressors, one table entry per magic number.  */
#ifndef MODINFO_LINT_DECOMPRESS_H
#define MODINFO_LINT_DECOMPRESS_H

#include <stddef.h>

/* Larger images are refused (a real .ko is a few MiB; this stops
   decompression bombs).  */
#define LINT_MAX_IMAGE ((size_t) 1 << 30)

struct lint_buffer
{
  unsigned char *data;          /* malloc'd */
  size_t size;
};

struct lint_decompressor
{
  const char *name;
  const char *magic;
  size_t magic_len;
  /* Decompress IN into OUT (empty on entry; the caller frees OUT->data
     either way); returns NULL or what went wrong.  */
  const char *(*run) (const unsigned char *in, size_t n,
                      struct lint_buffer *out);
};

/* The decompressor whose magic number starts DATA, or NULL.  */
const struct lint_decompressor *
lint_decompressor_for (const unsigned char *data, size_t size);

int lint_grow (unsigned char **buf, size_t *cap, size_t used);

#endif
