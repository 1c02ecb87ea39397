/* SPDX-License-Identifier: GPL-2.0-or-later */
/* libFuzzer target: the gas reader on arbitrary assembly text, fed whole,
   in three pieces at two input-chosen split points, and one byte at a
   time.  Every broken invariant calls abort():
     - each object's checked index is below the number of checked sections;
     - an object with bytes has a non-NULL byte pointer;
     - the account (unfollowed or not, why, line; every object's section,
       label, line, #APP block, padding flag and bytes) is the same for
       every split.
     - with a settle hook (mn_gas_reader_set_settle), the objects are
       those without one but for the ones the hook settled, in order:
       each of those one_string, allocated, its bytes the
       hook's text and a NUL; a hook that settles nothing changes
       nothing.
   Input: byte 0 picks the target syntax (x86 or aarch64) and whether one
   or two sections are checked; bytes 1-4 the split points; the rest is
   the text.  */
#include "modinfo_nul/gas_reader.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(cond) do { if (!(cond)) abort (); } while (0)

static const char *const checked[] = { ".modinfo", ".modinfo.extra" };

struct acc
{
  unsigned char *p;
  size_t len, cap;
};

static void
acc_add (struct acc *a, const void *data, size_t n)
{
  if (a->len + n > a->cap)
    {
      size_t cap = a->cap ? a->cap * 2 : 1024;
      while (cap < a->len + n)
        cap *= 2;
      a->p = (unsigned char *) realloc (a->p, cap);
      CHECK (a->p != NULL);
      a->cap = cap;
    }
  if (n)
    memcpy (a->p + a->len, data, n);
  a->len += n;
}

static void
acc_str (struct acc *a, const char *s)
{
  size_t n = s ? strlen (s) + 1 : 0;
  acc_add (a, &n, sizeof n);
  if (s)
    acc_add (a, s, n);
}

static void
acc_ul (struct acc *a, unsigned long v)
{
  acc_add (a, &v, sizeof v);
}

/* Feed DATA split at A and B (A <= B <= LEN), or one byte at a time when
   ONE_BY_ONE, skimming as SKIM says; record the account in OUT.  */
static void
run (const struct mn_gas_target *t, size_t nchecked, const char *data,
     size_t len, size_t a, size_t b, int one_by_one, enum mn_gas_skim skim,
     struct acc *out)
{
  struct mn_gas_reader *r = mn_gas_reader_new (t, checked, nchecked);
  const struct mn_gas_object *objs = NULL;
  struct mn_gas_unfollowed u;
  size_t n, i;

  CHECK (r != NULL);
  mn_gas_reader_set_skim (r, skim);
  if (one_by_one)
    for (i = 0; i < len; i++)
      mn_gas_reader_feed (r, data + i, 1);
  else
    {
      mn_gas_reader_feed (r, data, a);
      mn_gas_reader_feed (r, data + a, b - a);
      mn_gas_reader_feed (r, data + b, len - b);
    }
  mn_gas_reader_finish (r);

  memset (&u, 0, sizeof u);
  if (mn_gas_reader_unfollowed (r, &u))
    {
      CHECK (u.why != NULL);
      acc_ul (out, 1);
      acc_str (out, u.why);
      acc_ul (out, u.line);
      acc_ul (out, u.app_block);
      acc_ul (out, u.app_line);
      acc_str (out, u.app_file);
      mn_gas_reader_free (r);
      return;
    }
  acc_ul (out, 0);
  n = mn_gas_reader_objects (r, &objs);
  CHECK (n == 0 || objs != NULL);
  acc_ul (out, n);
  for (i = 0; i < n; i++)
    {
      CHECK (objs[i].checked < nchecked);
      CHECK (objs[i].len == 0 || objs[i].bytes != NULL);
      acc_ul (out, objs[i].checked);
      acc_str (out, objs[i].label);
      acc_ul (out, objs[i].line);
      acc_ul (out, objs[i].app_block);
      acc_ul (out, objs[i].app_line);
      acc_str (out, objs[i].app_file);
      acc_ul (out, (unsigned long) objs[i].padding);
      acc_ul (out, objs[i].len);
      acc_add (out, objs[i].bytes, objs[i].len);
    }
  mn_gas_reader_free (r);
}

/* What a settle hook was asked and said: the texts it settled.  */
struct settled
{
  int mode;               /* 0 none, 1 all, 2 by the text's first byte */
  size_t n, cap;
  char **text;
  size_t *len;
};

static int
settle (void *ctx, const char *text, size_t len)
{
  struct settled *s = (struct settled *) ctx;
  CHECK (len > 0);
  if (s->mode == 0 || (s->mode == 2 && (text[0] & 1)))
    return 0;
  if (s->n == s->cap)
    {
      s->cap = s->cap ? s->cap * 2 : 16;
      s->text = (char **) realloc (s->text, s->cap * sizeof *s->text);
      s->len = (size_t *) realloc (s->len, s->cap * sizeof *s->len);
      CHECK (s->text && s->len);
    }
  /* A copy: the reader reuses the room of what it settles.  */
  s->text[s->n] = (char *) malloc (len);
  CHECK (s->text[s->n] != NULL);
  memcpy (s->text[s->n], text, len);
  s->len[s->n++] = len;
  return 1;
}

static int
same_object (const struct mn_gas_object *a, const struct mn_gas_object *b)
{
  return a->checked == b->checked && a->line == b->line
         && a->app_block == b->app_block && a->app_line == b->app_line
         && a->app_toplevel == b->app_toplevel
         && a->app_marker == b->app_marker && a->padding == b->padding
         && a->unallocated == b->unallocated
         && a->one_string == b->one_string && a->len == b->len
         && (a->label ? b->label && !strcmp (a->label, b->label) : !b->label)
         && (a->app_file ? b->app_file && !strcmp (a->app_file, b->app_file)
                         : !b->app_file)
         && (!a->len || !memcmp (a->bytes, b->bytes, a->len));
}

static struct mn_gas_reader *
read_whole (const struct mn_gas_target *t, size_t nchecked, const char *data,
            size_t len, struct settled *s)
{
  struct mn_gas_reader *r = mn_gas_reader_new (t, checked, nchecked);
  CHECK (r != NULL);
  if (s)
    mn_gas_reader_set_settle (r, settle, s);
  mn_gas_reader_feed (r, data, len);
  mn_gas_reader_finish (r);
  return r;
}

/* The objects read with a settle hook of MODE are those read without
   one, but for those the hook settled.  */
static void
check_settled (const struct mn_gas_target *t, size_t nchecked,
               const char *data, size_t len, int mode)
{
  struct settled s = { mode, 0, 0, NULL, NULL };
  struct mn_gas_reader *plain = read_whole (t, nchecked, data, len, NULL);
  struct mn_gas_reader *held = read_whole (t, nchecked, data, len, &s);
  struct mn_gas_unfollowed u, v;
  const struct mn_gas_object *a, *b;
  size_t na, nb, i, j = 0, k = 0;
  int ua, ub;

  memset (&u, 0, sizeof u);
  memset (&v, 0, sizeof v);
  ua = mn_gas_reader_unfollowed (plain, &u);
  ub = mn_gas_reader_unfollowed (held, &v);
  CHECK (ua == ub);
  if (ua)
    CHECK (u.line == v.line && !strcmp (u.why, v.why)
           && u.app_block == v.app_block && u.checked == v.checked);
  else
    {
      na = mn_gas_reader_objects (plain, &a);
      nb = mn_gas_reader_objects (held, &b);
      for (i = 0; i < na; i++)
        if (j < nb && same_object (&a[i], &b[j]))
          j++;
        else
          {
            CHECK (k < s.n && a[i].one_string
                   && !a[i].padding && !a[i].unallocated
                   && a[i].len == s.len[k] + 1 && !a[i].bytes[s.len[k]]
                   && !memcmp (a[i].bytes, s.text[k], s.len[k]));
            k++;
          }
      CHECK (j == nb && k == s.n);
      CHECK (mode != 0 || na == nb);
    }
  mn_gas_reader_free (plain);
  mn_gas_reader_free (held);
  for (k = 0; k < s.n; k++)
    free (s.text[k]);
  free (s.text);
  free (s.len);
}

int
LLVMFuzzerTestOneInput (const uint8_t *in, size_t size)
{
  struct mn_gas_target t;
  struct acc whole = { 0 }, split = { 0 }, bytewise = { 0 };
  struct acc unskimmed = { 0 }, portable = { 0 };
  const char *data;
  size_t len, a, b, nchecked;

  if (size < 5)
    return 0;
  memset (&t, 0, sizeof t);
  if (in[0] & 1)
    {
      t.comment_start = "//";
      t.word_size = 4;
    }
  else
    {
      t.comment_start = "#";
      t.word_size = 2;
    }
  t.big_endian = 0;
  nchecked = (in[0] & 2) ? 2 : 1;
  data = (const char *) in + 5;
  len = size - 5;
  a = len ? ((size_t) in[1] | (size_t) in[2] << 8) % (len + 1) : 0;
  b = len ? ((size_t) in[3] | (size_t) in[4] << 8) % (len + 1) : 0;
  if (a > b)
    {
      size_t tmp = a;
      a = b;
      b = tmp;
    }

  run (&t, nchecked, data, len, len, len, 0, MN_GAS_SKIM_FAST, &whole);
  run (&t, nchecked, data, len, a, b, 0, MN_GAS_SKIM_FAST, &split);
  CHECK (whole.len == split.len && memcmp (whole.p, split.p, whole.len) == 0);
  run (&t, nchecked, data, len, len, len, 0, MN_GAS_SKIM_OFF, &unskimmed);
  CHECK (whole.len == unskimmed.len
         && memcmp (whole.p, unskimmed.p, whole.len) == 0);
  run (&t, nchecked, data, len, a, b, 0, MN_GAS_SKIM_PORTABLE, &portable);
  CHECK (whole.len == portable.len
         && memcmp (whole.p, portable.p, whole.len) == 0);
  /* One byte at a time is slow on long inputs: only on short ones.  */
  if (len <= 4096)
    {
      run (&t, nchecked, data, len, 0, 0, 1, MN_GAS_SKIM_FAST, &bytewise);
      CHECK (whole.len == bytewise.len
             && memcmp (whole.p, bytewise.p, whole.len) == 0);
    }
  check_settled (&t, nchecked, data, len, (in[0] >> 2) % 3);
  free (whole.p);
  free (split.p);
  free (bytewise.p);
  free (unskimmed.p);
  free (portable.p);
  return 0;
}
