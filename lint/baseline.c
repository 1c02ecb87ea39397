/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint: baseline files, the warnings a project has accepted.
   One "KIND FILE[:SYMBOL]" a line; '#' starts a comment line.  */
#define _GNU_SOURCE
#include "lint.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

struct baseline_entry
{
  char *kind, *file, *symbol;   /* symbol NULL: any */
};

struct lint_baseline
{
  struct baseline_entry *e;
  size_t n;
};

/* Parse LINE (no newline) into B; returns NULL or what is wrong.  */
static const char *
parse_line (struct lint_baseline *b, char *line)
{
  char *p = line, *kind, *colon;
  struct baseline_entry *e;
  while (*p == ' ' || *p == '\t')
    p++;
  if (!*p || *p == '#')
    return NULL;
  kind = p;
  p += strcspn (p, " \t");
  if (!*p)
    return "expected 'KIND FILE[:SYMBOL]'";
  *p++ = 0;
  if (mn_kind_by_name (kind) == MN_FK_COUNT)
    return "unknown kind";
  while (*p == ' ' || *p == '\t')
    p++;
  if (!*p)
    return "expected 'KIND FILE[:SYMBOL]'";
  b->e = xrealloc (b->e, (b->n + 1) * sizeof *b->e);
  e = &b->e[b->n++];
  e->kind = xstrdup (kind);
  colon = strrchr (p, ':');
  if (colon)
    *colon = 0;
  e->file = xstrdup (p);
  e->symbol = colon && strcmp (colon + 1, "*") != 0 ? xstrdup (colon + 1)
              : NULL;
  return NULL;
}

struct lint_baseline *
lint_baseline_read (const char *path, char **err)
{
  FILE *f = fopen (path, "r");
  struct lint_baseline *b;
  char *line = NULL;
  size_t cap = 0, lineno = 0;
  ssize_t n;

  *err = NULL;
  if (!f)
    {
      *err = xasprintf ("%s: %s", path, strerror (errno));
      return NULL;
    }
  b = xmalloc (sizeof *b);
  memset (b, 0, sizeof *b);
  while (!*err && (n = getline (&line, &cap, f)) >= 0)
    {
      const char *bad;
      lineno++;
      while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
        line[--n] = 0;
      bad = parse_line (b, line);
      if (bad)
        *err = xasprintf ("%s:%zu: %s", path, lineno, bad);
    }
  free (line);
  fclose (f);
  if (*err)
    {
      lint_baseline_free (b);
      return NULL;
    }
  return b;
}

int
lint_baseline_has (const struct lint_baseline *b, const char *kind,
                   const char *file, const char *symbol)
{
  size_t i;
  for (i = 0; b && i < b->n; i++)
    if (strcmp (b->e[i].kind, kind) == 0 && strcmp (b->e[i].file, file) == 0
        && (!b->e[i].symbol
            || (symbol && strcmp (b->e[i].symbol, symbol) == 0)))
      return 1;
  return 0;
}

void
lint_baseline_free (struct lint_baseline *b)
{
  size_t i;
  if (!b)
    return;
  for (i = 0; i < b->n; i++)
    {
      free (b->e[i].kind);
      free (b->e[i].file);
      free (b->e[i].symbol);
    }
  free (b->e);
  free (b);
}

void
lint_baseline_write (FILE *out, const char *kind, const char *file,
                     const char *symbol)
{
  /* A line break in a name would write a line of its own, accepting
     another file's finding: such a finding stays unaccepted.  */
  if (strpbrk (file, "\n\r") || (symbol && strpbrk (symbol, "\n\r")))
    return;
  if (symbol)
    fprintf (out, "%s %s:%s\n", kind, file, symbol);
  else if (strchr (file, ':'))
    fprintf (out, "%s %s:*\n", kind, file);
  else
    fprintf (out, "%s %s\n", kind, file);
}
