/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint: memory helpers that stop cleanly when memory runs out.  */
#define _GNU_SOURCE
#include "lint.h"
#include "modinfo_nul/verdict.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static void
out_of_memory (void)
{
  fputs ("modinfo-lint: out of memory\n", stderr);
  exit (2);
}

void *
xmalloc (size_t n)
{
  void *p = malloc (n ? n : 1);
  if (!p)
    out_of_memory ();
  return p;
}

void *
xrealloc (void *p, size_t n)
{
  p = realloc (p, n ? n : 1);
  if (!p)
    out_of_memory ();
  return p;
}

char *
xstrdup (const char *s)
{
  size_t n = strlen (s) + 1;
  return memcpy (xmalloc (n), s, n);
}

char *
xvasprintf (const char *fmt, va_list ap)
{
  char *s;
  if (vasprintf (&s, fmt, ap) < 0)
    out_of_memory ();
  return s;
}

char *
xasprintf (const char *fmt, ...)
{
  va_list ap;
  char *s;
  va_start (ap, fmt);
  s = xvasprintf (fmt, ap);
  va_end (ap);
  return s;
}

const char *
lint_q (struct lint_quote *q, const unsigned char *p, size_t n)
{
  mn_escape (q->buf, sizeof q->buf, p, n, 64);
  return q->buf;
}
