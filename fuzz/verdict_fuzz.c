/* SPDX-License-Identifier: GPL-2.0-or-later */
/* libFuzzer target: mn_judge and mn_escape on arbitrary bytes.  Every
   broken invariant calls abort().

   Built by "make fuzz" with
     clang-14 -g -O1 -fsanitize=fuzzer,address,undefined
              -fno-sanitize-recover=all -I include
   Each output buffer is a heap block of exactly the size announced to
   mn_escape, so AddressSanitizer sees any write past it (mn_escape once
   wrote "..." and its NUL into 1-3 byte buffers: regression input
   fuzz/corpus/verdict_fuzz/regress-escape-outsz-lt-4).

   MN_FUZZ_MIN_OUTSZ (default 1) is the smallest OUTSZ given to mn_escape.  */
#include "modinfo_nul/verdict.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#ifndef MN_FUZZ_MIN_OUTSZ
#define MN_FUZZ_MIN_OUTSZ 1
#endif

#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

static void
check_verdict (const unsigned char *bytes, size_t size)
{
  struct mn_verdict v;
  const unsigned char *nul, *eq;
  size_t i;

  /* Garbage in the verdict must not survive: mn_judge sets every field.  */
  memset (&v, 0xa5, sizeof v);
  mn_judge (size ? bytes : NULL, size, &v);

  CHECK (v.size == size);
  CHECK (v.visible_len <= size);
  CHECK (v.tag_len <= size && v.hidden_start <= size
         && v.hidden_end <= size && v.extra_nuls <= size);

  /* visible_len: index of the first NUL, or SIZE when there is none.  */
  nul = size ? (const unsigned char *) memchr (bytes, 0, size) : NULL;
  CHECK (v.visible_len == (nul ? (size_t) (nul - bytes) : size));

  /* tag_len: bytes before the first '=' of the visible string, or 0.  */
  eq = v.visible_len
       ? (const unsigned char *) memchr (bytes, '=', v.visible_len) : NULL;
  CHECK (v.tag_len == (eq ? (size_t) (eq - bytes) : 0));
  if (v.tag_len != 0)
    CHECK (v.tag_len < v.visible_len && bytes[v.tag_len] == '=');

  if (v.kind != MN_EMBEDDED_NUL)
    CHECK (v.hidden_start == 0 && v.hidden_end == 0);
  if (v.kind != MN_TRAILING_NULS)
    CHECK (v.extra_nuls == 0);

  switch (v.kind)
    {
    case MN_EMPTY_OBJECT:
      CHECK (size == 0 && v.visible_len == 0 && v.tag_len == 0);
      break;
    case MN_UNTERMINATED:
      CHECK (size > 0 && nul == NULL && v.visible_len == size);
      break;
    case MN_OK:
      CHECK (nul != NULL && v.visible_len + 1 == size);
      break;
    case MN_TRAILING_NULS:
      CHECK (nul != NULL && v.visible_len + 1 < size);
      CHECK (v.extra_nuls >= 1
             && v.extra_nuls == size - v.visible_len - 1);
      for (i = v.visible_len; i < size; i++)
        CHECK (bytes[i] == 0);
      break;
    case MN_EMBEDDED_NUL:
      CHECK (nul != NULL && v.visible_len + 1 < size);
      CHECK (v.visible_len < v.hidden_start);
      CHECK (v.hidden_start < v.hidden_end && v.hidden_end <= size);
      CHECK (bytes[v.hidden_start] != 0 && bytes[v.hidden_end - 1] != 0);
      /* Only NULs between the terminator and the hidden text, and after
         the hidden text.  */
      for (i = v.visible_len; i < v.hidden_start; i++)
        CHECK (bytes[i] == 0);
      for (i = v.hidden_end; i < size; i++)
        CHECK (bytes[i] == 0);
      break;
    default:
      abort ();
    }

  CHECK (mn_kind_is_error (v.kind)
         == (v.kind != MN_OK && v.kind != MN_TRAILING_NULS));
}

static int
hexval (int c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return -1;
}

/* Undo mn_escape on the LEN bytes at S into DEC (room for LEN bytes);
   returns the decoded length.  Aborts on a malformed escape.  */
static size_t
unescape (const char *s, size_t len, unsigned char *dec)
{
  size_t i = 0, d = 0;

  while (i < len)
    {
      if (s[i] != '\\')
        {
          dec[d++] = (unsigned char) s[i++];
          continue;
        }
      CHECK (i + 1 < len);
      switch (s[i + 1])
        {
        case '\\': dec[d++] = '\\'; i += 2; break;
        case 'n':  dec[d++] = '\n'; i += 2; break;
        case 't':  dec[d++] = '\t'; i += 2; break;
        case '0':  dec[d++] = 0;    i += 2; break;
        case 'x':
          CHECK (i + 3 < len);
          CHECK (hexval (s[i + 2]) >= 0 && hexval (s[i + 3]) >= 0);
          dec[d++] = (unsigned char) (hexval (s[i + 2]) * 16
                                      + hexval (s[i + 3]));
          i += 4;
          break;
        default:
          abort ();
        }
    }
  return d;
}

/* mn_escape into a heap block of exactly OUTSZ bytes; FULL/FULL_LEN is the
   escape of the whole input with room to spare.  */
static void
check_escape (const unsigned char *p, size_t n, size_t outsz, size_t max_out,
              const char *full, size_t full_len)
{
  char *out = (char *) malloc (outsz ? outsz : 1);
  size_t eff = max_out, ret, len, k;

  CHECK (out != NULL);
  memset (out, 0x7f, outsz ? outsz : 1);
  ret = mn_escape (out, outsz, p, n, max_out);

  /* Below 4 bytes there is no room for "...": the result is empty and
     nothing past its NUL is written.  */
  if (outsz < 4)
    {
      CHECK (ret == 0 && out[0] == 0);
      for (k = 1; k < outsz; k++)
        CHECK (out[k] == 0x7f);
      free (out);
      return;
    }

  /* NUL-terminated inside the buffer, and the length returned.  */
  CHECK (outsz > 0 && memchr (out, 0, outsz) != NULL);
  len = strlen (out);
  CHECK (ret == len);
  CHECK (len < outsz);
  CHECK (len <= max_out + 3);

  /* No raw control byte: C0 controls and DEL are always escaped.  */
  for (k = 0; k < len; k++)
    CHECK ((unsigned char) out[k] >= 0x20 && (unsigned char) out[k] != 0x7f);

  /* The result is the full escape, or a prefix of it cut at a piece
     boundary followed by "...".  */
  if (outsz < max_out + 4)
    eff = outsz > 4 ? outsz - 4 : 0;
  if (full_len <= eff)
    CHECK (len == full_len && memcmp (out, full, len) == 0);
  else
    {
      CHECK (len >= 3 && len - 3 <= eff);
      CHECK (memcmp (out + len - 3, "...", 3) == 0);
      CHECK (memcmp (out, full, len - 3) == 0);
      /* The cut is not in the middle of an escape or a UTF-8 sequence:
         the kept part decodes to a prefix of the input.  */
      {
        unsigned char *dec = (unsigned char *) malloc (len + 1);
        size_t dlen;
        CHECK (dec != NULL);
        dlen = unescape (out, len - 3, dec);
        CHECK (dlen < n && memcmp (dec, p, dlen) == 0);
        /* Cut only when the next piece (at most 4 bytes) did not fit.  */
        CHECK (len - 3 + 4 > eff);
        free (dec);
      }
    }
  free (out);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static const size_t sizes[] = { 1, 2, 3, 4, 5, 6, 7, 8, 11, 16, 68, 96 };
  static const size_t max_outs[] = { 0, 1, 3, 4, 5, 7, 64, 1000 };
  char *full;
  unsigned char *dec;
  size_t full_sz, full_len, dlen, i, j, k;

  check_verdict (data, size);

  /* The reference escape: every byte escapes to at most 4 bytes.  */
  full_sz = 4 * size + 4;
  full = (char *) malloc (full_sz);
  CHECK (full != NULL);
  full_len = mn_escape (full, full_sz, data, size, 4 * size);
  CHECK (full_len == strlen (full) && full_len <= 4 * size);
  for (k = 0; k < full_len; k++)
    CHECK ((unsigned char) full[k] >= 0x20 && (unsigned char) full[k] != 0x7f);
  /* Nothing cut: it decodes back to the input exactly.  */
  dec = (unsigned char *) malloc (full_len + 1);
  CHECK (dec != NULL);
  dlen = unescape (full, full_len, dec);
  CHECK (dlen == size && memcmp (dec, data, size) == 0);
  free (dec);

  for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
    {
      if (sizes[i] < MN_FUZZ_MIN_OUTSZ)
        continue;
      for (j = 0; j < sizeof max_outs / sizeof max_outs[0]; j++)
        check_escape (data, size, sizes[i], max_outs[j], full, full_len);
      /* MAX_OUT exactly as large as OUTSZ allows.  */
      check_escape (data, size, sizes[i], sizes[i] >= 4 ? sizes[i] - 4 : 0,
                    full, full_len);
    }
  check_escape (data, size, full_sz, full_len, full, full_len);
  if (full_len > 0)
    check_escape (data, size, full_sz, full_len - 1, full, full_len);
  free (full);
  return 0;
}
