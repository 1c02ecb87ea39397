/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas-diff: the gas reader's account of an assembly file, for comparison
   with the real assembler (gas.exp, gen.py) and for table-driven tests.

   gas-diff [--target=x86|aarch64] [--section=NAME]... [--chunk=N]
            [--seed=S] [--objects] FILE.s
     Feeds FILE.s (- for stdin) to the reader and prints, for each checked
     section (default .modinfo), one line
       SECTION NAME HEX
     with the concatenated bytes of its objects in layout order as lower
     case hex ("-" when there are none), or instead a single line
       UNFOLLOWED <why> line N
     when the reader could not follow gas.  The file is fed whole, one byte
     at a time, with --chunk=N in N-byte pieces and in seeded random
     pieces (--seed, default 1); all accounts must be the same, else the
     first two that differ are printed after a line "SPLITS DIFFER" and
     the exit status is 2.  --objects adds one line per object:
       OBJECT SECTION LEN label=L line=N app=B:LINE:FILE padding=P
   gas-diff [--target=x86|aarch64] --rest-ops
     Prints the pseudo-ops after which the reader reads the rest of the
     line as a statement, one a line.
   gas-diff [--target=x86|aarch64] --pseudo-ops
     Prints the reader's table of the target's pseudo-ops, one a line
     (gas.exp compares it with what the assembler says).
   gas-diff --expect FILE
     Table-driven tests: FILE holds cases
       === NAME [target=x86|aarch64] [section=NAME]... [nonl]
       <input lines>
       --- [objects]
       <expected lines>
     (a case ends at the next "===" line or at the end).  "nonl" drops the
     input's last newline.  In the input, a line "\" alone stands for an
     empty line at the end, and the two characters \e stand for ESC (0x1b)
     nowhere else needed.  An expected line "UNFOLLOWED" matches any
     unfollowed account, "UNFOLLOWED line N" one at line N, and a full
     "UNFOLLOWED WHY line N" matches exactly.  Each case prints
     "PASS: NAME" or "FAIL: NAME" with both accounts; the exit status is 1
     when any failed.

   Exit status: 0 done, 1 bad usage, unreadable file or a failed case,
   2 the account depends on how the text was split.  */
#include "modinfo_nul/gas_reader.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_SECTIONS 16

struct options
{
  struct mn_gas_target target;
  const char *sections[MAX_SECTIONS];
  size_t nsections;
  size_t chunk;
  unsigned long seed;
  int objects;
};

/* A growing text buffer.  */
struct buf
{
  char *p;
  size_t len, cap;
};

static void
buf_add (struct buf *b, const char *s, size_t n)
{
  if (b->len + n + 1 > b->cap)
    {
      size_t cap = b->cap ? b->cap : 256;
      while (cap < b->len + n + 1)
        cap *= 2;
      b->p = (char *) realloc (b->p, cap);
      if (b->p == NULL)
        {
          fputs ("gas-diff: out of memory\n", stderr);
          exit (1);
        }
      b->cap = cap;
    }
  memcpy (b->p + b->len, s, n);
  b->len += n;
  b->p[b->len] = 0;
}

static void
buf_str (struct buf *b, const char *s)
{
  buf_add (b, s, strlen (s));
}

static void
buf_fmt_ul (struct buf *b, const char *before, unsigned long v)
{
  char tmp[64];
  snprintf (tmp, sizeof tmp, "%s%lu", before, v);
  buf_str (b, tmp);
}

/* Printable text: bytes outside 0x21-0x7e (0x20-0x7e with SPACES) and
   backslashes as \xHH.  */
static void
buf_visible_sp (struct buf *b, const char *s, int spaces)
{
  char tmp[8];
  if (s == NULL)
    {
      buf_str (b, "(null)");
      return;
    }
  for (; *s; s++)
    {
      unsigned char c = (unsigned char) *s;
      if ((c > 0x20 || (spaces && c == 0x20)) && c < 0x7f && c != '\\')
        buf_add (b, (const char *) &c, 1);
      else
        {
          snprintf (tmp, sizeof tmp, "\\x%02x", c);
          buf_str (b, tmp);
        }
    }
}

static void
buf_visible (struct buf *b, const char *s)
{
  buf_visible_sp (b, s, 0);
}

/* A small deterministic generator (xorshift64*), the same everywhere.  */
static unsigned long long rng_state;

static unsigned long
rng_next (void)
{
  rng_state ^= rng_state >> 12;
  rng_state ^= rng_state << 25;
  rng_state ^= rng_state >> 27;
  return (unsigned long) ((rng_state * 2685821657736338717ULL) >> 33);
}

/* Feed TEXT in pieces: MODE 0 whole, 1 CHUNK bytes each, 2 random sizes
   from SEED, with the reader skimming as SKIM says.  Append the account
   to OUT, with every object when OBJECTS.  */
static void
account (const struct options *o, const char *text, size_t len, int mode,
         size_t chunk, unsigned long seed, enum mn_gas_skim skim,
         int objects, struct buf *out)
{
  struct mn_gas_reader *r;
  const struct mn_gas_object *objs = NULL;
  struct mn_gas_unfollowed u;
  size_t n, i, s, at = 0;
  static const char hex[] = "0123456789abcdef";

  r = mn_gas_reader_new (&o->target, o->sections, o->nsections);
  if (r == NULL)
    {
      buf_str (out, "NO READER\n");
      return;
    }
  mn_gas_reader_set_skim (r, skim);
  rng_state = 0x9e3779b97f4a7c15ULL ^ (unsigned long long) seed;
  if (rng_state == 0)
    rng_state = 1;
  while (at < len)
    {
      size_t piece = len - at;
      if (mode == 1 && chunk > 0 && piece > chunk)
        piece = chunk;
      else if (mode == 2)
        {
          /* Mostly short pieces, now and then a long one.  */
          size_t want = (rng_next () % 4 == 0) ? 1 + rng_next () % 64
                                                : rng_next () % 5;
          if (want < piece)
            piece = want;
        }
      /* A zero-length piece is a valid call too.  */
      mn_gas_reader_feed (r, text + at, piece);
      at += piece;
    }
  mn_gas_reader_finish (r);

  memset (&u, 0, sizeof u);
  if (mn_gas_reader_unfollowed (r, &u))
    {
      buf_str (out, "UNFOLLOWED ");
      buf_visible_sp (out, u.why, 1);
      buf_fmt_ul (out, " line ", u.line);
      buf_str (out, "\n");
      mn_gas_reader_free (r);
      return;
    }

  n = mn_gas_reader_objects (r, &objs);
  for (s = 0; s < o->nsections; s++)
    {
      size_t nbytes = 0;
      buf_str (out, "SECTION ");
      buf_visible (out, o->sections[s]);
      buf_str (out, " ");
      for (i = 0; i < n; i++)
        {
          size_t k;
          if (objs[i].checked != s)
            continue;
          for (k = 0; k < objs[i].len; k++)
            {
              char h[2];
              h[0] = hex[objs[i].bytes[k] >> 4];
              h[1] = hex[objs[i].bytes[k] & 15];
              buf_add (out, h, 2);
            }
          nbytes += objs[i].len;
        }
      if (nbytes == 0)
        buf_str (out, "-");
      buf_str (out, "\n");
    }
  for (i = 0; i < n; i++)
    {
      if (objs[i].checked >= o->nsections)
        {
          buf_fmt_ul (out, "BAD CHECKED INDEX ", (unsigned long) objs[i].checked);
          buf_str (out, "\n");
          continue;
        }
      if (objs[i].len > 0 && objs[i].bytes == NULL)
        buf_str (out, "BAD NULL BYTES\n");
      if (!objects)
        continue;
      buf_str (out, "OBJECT ");
      buf_visible (out, o->sections[objs[i].checked]);
      buf_fmt_ul (out, " ", (unsigned long) objs[i].len);
      buf_str (out, " label=");
      if (objs[i].label)
        buf_visible (out, objs[i].label);
      else
        buf_str (out, "-");
      buf_fmt_ul (out, " line=", objs[i].line);
      buf_fmt_ul (out, " app=", objs[i].app_block);
      buf_fmt_ul (out, ":", objs[i].app_line);
      buf_str (out, ":");
      if (objs[i].app_file)
        buf_visible (out, objs[i].app_file);
      else
        buf_str (out, "-");
      buf_fmt_ul (out, " padding=", (unsigned long) objs[i].padding);
      buf_str (out, "\n");
    }
  mn_gas_reader_free (r);
}

/* The account of TEXT, checked to be the same for several splits and
   with the skimmer (vector and portable) on and off, objects and their
   lines included.  Puts the account into OUT; returns 0, or 2 when two
   differ (OUT then holds the report).  */
static int
full_account (const struct options *o, const char *text, size_t len,
              struct buf *out)
{
  struct buf ref = { 0 }, other = { 0 };
  int k, rc = 0;
  static const char *const skim_names[] = { "off", "portable", "fast" };

  account (o, text, len, 0, 0, 0, MN_GAS_SKIM_FAST, 1, &ref);
  for (k = 0; k < 8 && rc == 0; k++)
    {
      other.len = 0;
      if (other.p)
        other.p[0] = 0;
      if (k == 0)
        account (o, text, len, 1, 1, 0, MN_GAS_SKIM_FAST, 1, &other);
      else if (k == 1 && o->chunk > 0)
        account (o, text, len, 1, o->chunk, 0, MN_GAS_SKIM_FAST, 1, &other);
      else if (k == 6 || k == 7)
        account (o, text, len, 0, 0, 0,
                 k == 6 ? MN_GAS_SKIM_OFF : MN_GAS_SKIM_PORTABLE, 1, &other);
      else
        account (o, text, len, 2, 0, o->seed + (unsigned long) k,
                 k == 2 ? MN_GAS_SKIM_OFF : MN_GAS_SKIM_FAST, 1, &other);
      if (other.len != ref.len || memcmp (other.p, ref.p, ref.len) != 0)
        {
          rc = 2;
          buf_str (out, "SPLITS DIFFER\n");
          buf_str (out, "whole:\n");
          buf_add (out, ref.p, ref.len);
          if (k == 0)
            buf_str (out, "one byte at a time:\n");
          else if (k == 1 && o->chunk > 0)
            buf_fmt_ul (out, "chunks of ", (unsigned long) o->chunk);
          else if (k == 6 || k == 7)
            {
              buf_str (out, "whole, skimming ");
              buf_str (out, skim_names[k == 6 ? 0 : 1]);
            }
          else
            buf_fmt_ul (out, "random pieces, seed ", o->seed + (unsigned long) k);
          buf_str (out, k == 0 ? "" : ":\n");
          buf_add (out, other.p, other.len);
        }
    }
  if (rc == 0)
    {
      free (ref.p);
      ref.p = NULL;
      ref.len = ref.cap = 0;
      account (o, text, len, 0, 0, 0, MN_GAS_SKIM_FAST, o->objects, &ref);
      buf_add (out, ref.p, ref.len);
    }
  free (ref.p);
  free (other.p);
  return rc;
}

static int
set_target (struct options *o, const char *name)
{
  if (strcmp (name, "x86") == 0)
    {
      o->target.comment_start = "#";
      o->target.word_size = 2;
      o->target.big_endian = 0;
    }
  else if (strcmp (name, "aarch64") == 0)
    {
      o->target.comment_start = "//";
      o->target.word_size = 4;
      o->target.big_endian = 0;
    }
  else
    return -1;
  return 0;
}

static int
read_file (const char *path, struct buf *b)
{
  FILE *f = strcmp (path, "-") == 0 ? stdin : fopen (path, "rb");
  char tmp[4096];
  size_t n;
  if (f == NULL)
    return -1;
  while ((n = fread (tmp, 1, sizeof tmp, f)) > 0)
    buf_add (b, tmp, n);
  if (b->p == NULL)
    buf_add (b, "", 0);
  if (f != stdin)
    fclose (f);
  return 0;
}

/* Does the account GOT match the expected lines WANT?  */
static int
line_matches (const char *want, const char *got)
{
  const char *l;
  if (strcmp (want, got) == 0)
    return 1;
  if (strncmp (got, "UNFOLLOWED ", 11) != 0)
    return 0;
  if (strcmp (want, "UNFOLLOWED") == 0)
    return 1;
  if (strncmp (want, "UNFOLLOWED line ", 16) == 0)
    {
      l = strrchr (got, ' ');
      return l != NULL && strcmp (l + 1, want + 16) == 0
             && l - got >= 5 && strncmp (l - 5, " line", 5) == 0;
    }
  return 0;
}

static int
account_matches (const char *want, const char *got)
{
  /* Line by line, both ending in newlines.  */
  while (*want || *got)
    {
      const char *we = strchr (want, '\n'), *ge = strchr (got, '\n');
      char *wl, *gl;
      size_t wn = we ? (size_t) (we - want) : strlen (want);
      size_t gn = ge ? (size_t) (ge - got) : strlen (got);
      int ok;
      if (!*want || !*got)
        return 0;
      wl = (char *) malloc (wn + 1);
      gl = (char *) malloc (gn + 1);
      memcpy (wl, want, wn);
      wl[wn] = 0;
      memcpy (gl, got, gn);
      gl[gn] = 0;
      ok = line_matches (wl, gl);
      free (wl);
      free (gl);
      if (!ok)
        return 0;
      want += wn + (we != NULL);
      got += gn + (ge != NULL);
    }
  return 1;
}

/* One case of an --expect file.  */
static int
run_case (const char *head, const char *input, size_t ilen,
          const char *want, int objects)
{
  struct options o;
  struct buf name = { 0 }, text = { 0 }, got = { 0 };
  const char *p = head;
  int nonl = 0, rc, ok;
  size_t i;
  static char secbuf[MAX_SECTIONS][256];

  memset (&o, 0, sizeof o);
  set_target (&o, "x86");
  o.seed = 1;
  o.objects = objects;
  /* NAME, then key=value words.  */
  while (*p == ' ')
    p++;
  while (*p && *p != ' ')
    buf_add (&name, p++, 1);
  if (name.p == NULL)
    buf_str (&name, "(unnamed)");
  while (*p)
    {
      const char *w;
      size_t n;
      while (*p == ' ')
        p++;
      w = p;
      while (*p && *p != ' ')
        p++;
      n = (size_t) (p - w);
      if (n == 0)
        break;
      if (n > 7 && strncmp (w, "target=", 7) == 0)
        {
          char t[32];
          snprintf (t, sizeof t, "%.*s", (int) (n - 7), w + 7);
          if (set_target (&o, t) != 0)
            {
              printf ("FAIL: %s (unknown target %s)\n", name.p, t);
              free (name.p);
              return 1;
            }
        }
      else if (n > 8 && strncmp (w, "section=", 8) == 0
               && o.nsections < MAX_SECTIONS && n - 8 < 256)
        {
          memcpy (secbuf[o.nsections], w + 8, n - 8);
          secbuf[o.nsections][n - 8] = 0;
          o.sections[o.nsections] = secbuf[o.nsections];
          o.nsections++;
        }
      else if (n == 4 && strncmp (w, "nonl", 4) == 0)
        nonl = 1;
      else
        {
          printf ("FAIL: %s (unknown option %.*s)\n", name.p, (int) n, w);
          free (name.p);
          return 1;
        }
    }
  if (o.nsections == 0)
    o.sections[o.nsections++] = ".modinfo";

  /* The input: "\e" is ESC, a line "\" alone is an empty line.  */
  for (i = 0; i < ilen; i++)
    {
      if (input[i] == '\\' && i + 1 < ilen && input[i + 1] == 'e')
        {
          buf_add (&text, "\033", 1);
          i++;
        }
      else if (input[i] == '\\' && (i == 0 || input[i - 1] == '\n')
               && i + 1 < ilen && input[i + 1] == '\n')
        ;
      else
        buf_add (&text, input + i, 1);
    }
  if (text.p == NULL)
    buf_add (&text, "", 0);
  if (nonl && text.len > 0 && text.p[text.len - 1] == '\n')
    text.p[--text.len] = 0;

  rc = full_account (&o, text.p, text.len, &got);
  ok = rc == 0 && account_matches (want, got.p ? got.p : "");
  if (ok)
    printf ("PASS: %s\n", name.p);
  else
    {
      printf ("FAIL: %s\n", name.p);
      printf ("  input:\n");
      for (i = 0; i < text.len; i++)
        {
          unsigned char c = (unsigned char) text.p[i];
          if (i == 0 || text.p[i - 1] == '\n')
            printf ("    | ");
          if (c == '\n' || (c >= 0x20 && c < 0x7f))
            putchar (c);
          else
            printf ("\\x%02x", c);
        }
      if (text.len && text.p[text.len - 1] != '\n')
        putchar ('\n');
      printf ("  expected:\n");
      for (p = want; *p;)
        {
          const char *e = strchr (p, '\n');
          size_t n = e ? (size_t) (e - p) : strlen (p);
          printf ("    %.*s\n", (int) n, p);
          p += n + (e != NULL);
        }
      printf ("  got:\n");
      for (p = got.p ? got.p : ""; *p;)
        {
          const char *e = strchr (p, '\n');
          size_t n = e ? (size_t) (e - p) : strlen (p);
          printf ("    %.*s\n", (int) n, p);
          p += n + (e != NULL);
        }
    }
  free (name.p);
  free (text.p);
  free (got.p);
  return !ok;
}

static int
run_expect (const char *path)
{
  struct buf file = { 0 };
  const char *p, *end;
  int failed = 0, cases = 0;

  if (read_file (path, &file) != 0)
    {
      fprintf (stderr, "gas-diff: cannot read %s\n", path);
      return 1;
    }
  p = file.p;
  end = file.p + file.len;
  /* Skip anything before the first case (comments).  */
  while (p < end && strncmp (p, "=== ", 4) != 0)
    {
      const char *e = memchr (p, '\n', (size_t) (end - p));
      p = e ? e + 1 : end;
    }
  while (p < end)
    {
      struct buf head = { 0 }, want = { 0 };
      const char *e = memchr (p, '\n', (size_t) (end - p));
      const char *in, *in_end, *q;
      int objects = 0;

      buf_add (&head, p + 4, (size_t) ((e ? e : end) - (p + 4)));
      p = e ? e + 1 : end;
      in = p;
      in_end = NULL;
      while (p < end && strncmp (p, "=== ", 4) != 0)
        {
          e = memchr (p, '\n', (size_t) (end - p));
          if (in_end == NULL && strncmp (p, "---", 3) == 0
              && (p + 3 == end || p[3] == '\n' || p[3] == ' '))
            {
              in_end = p;
              q = e ? e : end;
              objects = (size_t) (q - p) >= 11
                        && memcmp (p + 4, "objects", 7) == 0;
            }
          else if (in_end != NULL && p[0] != '#')
            {
              q = e ? e : end;
              if (q > p)
                {
                  buf_add (&want, p, (size_t) (q - p));
                  buf_add (&want, "\n", 1);
                }
            }
          p = e ? e + 1 : end;
        }
      if (in_end == NULL)
        {
          printf ("FAIL: %s (no --- line)\n", head.p);
          failed++;
        }
      else
        failed += run_case (head.p, in, (size_t) (in_end - in),
                            want.p ? want.p : "", objects);
      cases++;
      free (head.p);
      free (want.p);
    }
  free (file.p);
  if (cases == 0)
    {
      fprintf (stderr, "gas-diff: no cases in %s\n", path);
      return 1;
    }
  return failed ? 1 : 0;
}

static void
usage (void)
{
  fputs ("usage: gas-diff [--target=x86|aarch64] [--section=NAME]... "
         "[--chunk=N] [--seed=S] [--objects] FILE.s\n"
         "       gas-diff --expect CASES\n"
         "       gas-diff [--target=x86|aarch64] --pseudo-ops\n"
         "       gas-diff [--target=x86|aarch64] --rest-ops\n", stderr);
}

/* One of the reader's name lists for O's target, one a line: its
   pseudo-ops (--pseudo-ops), or those after which it reads the rest of
   the line as a statement (--rest-ops).  */
static int
print_list (const struct options *o,
            const char *(*next) (int x86, size_t *i))
{
  size_t k = 0;
  const char *name;
  int x86 = strcmp (o->target.comment_start, "#") == 0;
  while ((name = next (x86, &k)))
    puts (name);
  return 0;
}

int
main (int argc, char **argv)
{
  struct options o;
  struct buf text = { 0 }, out = { 0 };
  const char *file = NULL;
  int i, rc;

  memset (&o, 0, sizeof o);
  set_target (&o, "x86");
  o.seed = 1;
  for (i = 1; i < argc; i++)
    {
      const char *a = argv[i];
      if (strncmp (a, "--target=", 9) == 0)
        {
          if (set_target (&o, a + 9) != 0)
            {
              usage ();
              return 1;
            }
        }
      else if (strncmp (a, "--section=", 10) == 0)
        {
          if (o.nsections == MAX_SECTIONS)
            {
              fputs ("gas-diff: too many sections\n", stderr);
              return 1;
            }
          o.sections[o.nsections++] = a + 10;
        }
      else if (strncmp (a, "--chunk=", 8) == 0)
        o.chunk = strtoul (a + 8, NULL, 10);
      else if (strncmp (a, "--seed=", 7) == 0)
        o.seed = strtoul (a + 7, NULL, 10);
      else if (strcmp (a, "--objects") == 0)
        o.objects = 1;
      else if (strcmp (a, "--pseudo-ops") == 0)
        return print_list (&o, mn_gas_pseudo_op_next);
      else if (strcmp (a, "--rest-ops") == 0)
        return print_list (&o, mn_gas_rest_op_next);
      else if (strcmp (a, "--expect") == 0 && i + 1 < argc)
        return run_expect (argv[i + 1]);
      else if (strncmp (a, "--expect=", 9) == 0)
        return run_expect (a + 9);
      else if (a[0] == '-' && a[1] != 0)
        {
          usage ();
          return 1;
        }
      else if (file == NULL)
        file = a;
      else
        {
          usage ();
          return 1;
        }
    }
  if (file == NULL)
    {
      usage ();
      return 1;
    }
  if (o.nsections == 0)
    o.sections[o.nsections++] = ".modinfo";
  if (read_file (file, &text) != 0)
    {
      fprintf (stderr, "gas-diff: cannot read %s\n", file);
      return 1;
    }
  rc = full_account (&o, text.p, text.len, &out);
  fputs (out.p ? out.p : "", stdout);
  free (text.p);
  free (out.p);
  return rc;
}
