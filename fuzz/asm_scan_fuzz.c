/* SPDX-License-Identifier: GPL-2.0-or-later */
/* libFuzzer target: mn_asm_scan on arbitrary asm templates, as basic and
   extended asm, for x86 and aarch64 conventions.  Every event must be
   well formed; every broken invariant calls abort().  */
#include "modinfo_nul/asm_scan.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

static const char *const checked[] = { ".modinfo", ".vendor_info" };

static void
on_event (const struct mn_asm_event *ev, void *arg)
{
  size_t i;
  (void) arg;
  CHECK (ev->section == checked[0] || ev->section == checked[1]);
  CHECK (ev->line >= 1);
  switch (ev->kind)
    {
    case MN_ASM_ENTRY:
      CHECK (ev->len == 0 || ev->bytes != NULL);
      for (i = 0; i < ev->len; i++)
        CHECK (ev->bytes[i] != 0);   /* an entry is what the kernel reads */
      break;
    case MN_ASM_EMBEDDED_NUL:
      CHECK (ev->hidden != NULL && ev->hidden_len > 0);
      CHECK (ev->hidden[0] != 0 && ev->hidden[ev->hidden_len - 1] != 0);
      for (i = 0; i < ev->len; i++)
        CHECK (ev->bytes[i] != 0);
      break;
    case MN_ASM_UNVERIFIABLE:
      CHECK (ev->what != NULL && strlen (ev->what) > 0);
      break;
    default:
      abort ();
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static const struct mn_asm_target x86 = { "#", 2, 0 };
  static const struct mn_asm_target arm = { "//", 4, 0 };
  static const struct mn_asm_target big = { NULL, 4, 1 };
  char *text = (char *) malloc (size + 1);
  if (!text)
    return 0;
  memcpy (text, data, size);
  text[size] = 0;   /* a template is a C string: stops at its first NUL */
  mn_asm_scan (text, 0, &x86, checked, 2, on_event, NULL);
  mn_asm_scan (text, 1, &x86, checked, 2, on_event, NULL);
  mn_asm_scan (text, 1, &arm, checked, 1, on_event, NULL);
  mn_asm_scan (text, 0, &big, checked, 2, on_event, NULL);
  free (text);
  return 0;
}
