/* SPDX-License-Identifier: GPL-2.0-or-later */
/* libFuzzer target: mn_asm_section_name and mn_section_is_checked on an
   arbitrary NUL-terminated name (the input up to its first NUL), with the
   comment sequences of several targets ("#", "//", ";", "@", none) and
   output buffers from 0 bytes up.  Every broken invariant calls abort().

   Each output buffer is a heap block of exactly the size announced, so
   AddressSanitizer sees any write past it.  A long \x escape once shifted
   an int past its range (undefined behaviour): regression input
   fuzz/corpus/section_name_fuzz/regress-hex-escape-shift.  */
#include "modinfo_nul/verdict.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

static const char *const comment_starts[] = { "#", "//", NULL, ";", "@", "" };
#define N_COMMENTS (sizeof comment_starts / sizeof comment_starts[0])

static const char *const checked_default[] = { ".modinfo", ".modinfo.extra" };

/* Read NAME with a heap block of OUTSZ bytes; REF/REF_LEN is the result
   read with room to spare.  */
static void
check_read (const char *name, const char *cs, size_t outsz,
            const char *ref, size_t ref_len)
{
  /* A 0-byte block must not be written at all: give 1 byte and check.  */
  char *out = (char *) malloc (outsz ? outsz : 1);
  size_t r;

  CHECK (out != NULL);
  memset (out, 0x5a, outsz ? outsz : 1);
  r = mn_asm_section_name (name, cs, out, outsz);
  if (r == (size_t) -1)
    /* Cut exactly when the full name does not fit.  */
    CHECK (ref_len >= outsz);
  else
    {
      CHECK (outsz > 0 && memchr (out, 0, outsz) != NULL);
      CHECK (r == strlen (out) && r < outsz);
      CHECK (r == ref_len && memcmp (out, ref, r) == 0);
    }
  if (outsz == 0)
    CHECK (r == (size_t) -1 && (unsigned char) out[0] == 0x5a);
  free (out);
}

static void
check_name (const char *name, size_t len, const char *cs)
{
  static const size_t sizes[] = { 0, 1, 2, 3, 4, 8, 9, 15, 16, 255, 256 };
  const char *p = name;
  char *ref;
  size_t ref_sz = len + 1, ref_len, i, k;
  const char *checked[3];
  int expect;

  /* The assembler's reading is never longer than the text read, so
     LEN + 1 bytes always hold it.  */
  ref = (char *) malloc (ref_sz);
  CHECK (ref != NULL);
  ref_len = mn_asm_section_name (name, cs, ref, ref_sz);
  CHECK (ref_len != (size_t) -1);
  CHECK (ref_len == strlen (ref) && ref_len <= len);

  /* An unquoted name stops at ',', ';', a newline, the comment sequence
     or blanks before a symbol character; other blanks are dropped (gas's
     scrubber), so the name is NAME's text after leading blanks with its
     blanks taken out.  Where nothing was glued over a blank, it is a
     plain prefix and holds no comment sequence.  */
  while (*p == ' ' || *p == '\t')
    p++;
  if (*p != '"')
    {
      const char *q = p;
      int glued = 0;
      for (k = 0; k < ref_len; k++, q++)
        {
          while (*q == ' ' || *q == '\t')
            q++, glued = 1;
          CHECK (*q == ref[k]);
        }
      for (k = 0; k < ref_len; k++)
        CHECK (!strchr (" \t\n,;", ref[k]));
      if (cs && *cs && !glued)
        CHECK (strstr (ref, cs) == NULL);
    }

  for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
    check_read (name, cs, sizes[i], ref, ref_len);
  check_read (name, cs, ref_len, ref, ref_len);
  check_read (name, cs, ref_len + 1, ref, ref_len);

  /* mn_section_is_checked: an exact match, or the assembler's reading of
     NAME (when it fits its 256-byte buffer) equal to a checked name.  */
  expect = 0;
  for (k = 0; k < 2; k++)
    if (strcmp (name, checked_default[k]) == 0
        || (ref_len < 256 && strcmp (ref, checked_default[k]) == 0))
      expect = 1;
  CHECK (mn_section_is_checked (name, cs, checked_default, 2) == expect);
  CHECK (mn_section_is_checked (name, cs, checked_default, 0) == 0);

  /* An exact checked name is always checked, whatever it holds.  */
  checked[0] = ".modinfo";
  checked[1] = name;
  checked[2] = ref;
  CHECK (mn_section_is_checked (name, cs, checked, 2) == 1);
  CHECK (mn_section_is_checked (checked_default[0], cs, checked, 2) == 1);
  /* And so is a name that reads as a checked one (if the read fits).  */
  CHECK (mn_section_is_checked (name, cs, checked + 2, 1)
         == (ref_len < 256 || strcmp (name, ref) == 0));
  free (ref);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *name = (char *) malloc (size + 1);
  size_t len, i;

  CHECK (name != NULL);
  memcpy (name, data, size);
  name[size] = 0;
  len = strlen (name);
  for (i = 0; i < N_COMMENTS; i++)
    check_name (name, len, comment_starts[i]);
  free (name);
  return 0;
}
