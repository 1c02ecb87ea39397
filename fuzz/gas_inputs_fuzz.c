/* SPDX-License-Identifier: GPL-2.0-or-later */
/* libFuzzer target: mn_gas_depfile_names on arbitrary bytes (a heap
   block of exactly the input's size, no NUL after it), for the target
   and input names of the plugin's assembler run.  Every broken
   invariant calls abort().  */
#define _GNU_SOURCE
#include "modinfo_nul/gas_inputs.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

static const char target[] = "/tmp/modinfo_nul.o";
static const char input[] = "/tmp/modinfo_nul.s";

struct seen
{
  const char *text;
  size_t len;
  size_t names;
};

static int
check_name (const char *name, void *arg)
{
  struct seen *s = (struct seen *) arg;
  size_t n = strlen (name), i;
  /* A name is a whole token of the text, of bytes gas writes as they
     are, and never the input.  */
  CHECK (n > 0 && n < 4096);
  CHECK (strcmp (name, input) != 0);
  for (i = 0; i < n; i++)
    CHECK (name[i] != ' ' && name[i] != '\n' && name[i] != '\\'
           && name[i] != '$' && (unsigned char) name[i] >= 0x20
           && name[i] != 0x7f);
  CHECK (s->len >= n && memmem (s->text, s->len, name, n) != NULL);
  s->names++;
  /* Stop at the third, to see the early return too.  */
  return s->names < 3;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = (char *) malloc (size ? size : 1);
  struct seen s;
  int r;
  CHECK (text != NULL);
  if (size)
    memcpy (text, data, size);
  s.text = text;
  s.len = size;
  s.names = 0;
  r = mn_gas_depfile_names (text, size, target, input, check_name, &s);
  CHECK (r == -1 || r == 0 || r == 1);
  CHECK (r != 0 || s.names == 3);
  /* Read whole: the target first, the input last.  */
  if (r == 1)
    CHECK (size > sizeof target && memcmp (text, target, sizeof target - 1) == 0
           && memmem (text, size, input, sizeof input - 1) != NULL);
  free (text);
  return 0;
}
