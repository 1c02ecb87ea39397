/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint: gathering the findings of the object being checked, in
   the core's words.  */
#define _GNU_SOURCE
#include "lint.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

static char *
render (enum mn_message msg, va_list ap)
{
  const char *fmt = mn_message_format (msg);
  va_list copy;
  size_t n;
  char *text;
  va_copy (copy, ap);
  n = mn_vrender (NULL, 0, fmt, copy);
  va_end (copy);
  text = xmalloc (n + 1);
  mn_vrender (text, n + 1, fmt, ap);
  return text;
}

static void
locate (struct lint_finding *f, const char *section, long long sec_file_off,
        size_t offset, const char *symbol, size_t sym_offset)
{
  f->section = section ? xstrdup (section) : NULL;
  f->offset = offset;
  f->file_offset = section && sec_file_off >= 0
                   ? sec_file_off + (long long) offset : -1;
  f->symbol = symbol ? xstrdup (symbol) : NULL;
  f->sym_offset = sym_offset;
  f->note = NULL;
}

static struct lint_finding *
new_finding (struct lint_ctx *ctx)
{
  struct lint_finding *f;
  if (ctx->nitems == ctx->cap)
    {
      ctx->cap = ctx->cap ? 2 * ctx->cap : 16;
      ctx->items = xrealloc (ctx->items, ctx->cap * sizeof *ctx->items);
    }
  f = &ctx->items[ctx->nitems];
  memset (f, 0, sizeof *f);
  f->seq = ctx->nitems++;
  return f;
}

/* Findings kept before they are printed: an object of a few kilobytes
   can decompress to millions of bad entries.  Past the second bound the
   object's findings are not said one by one.  */
#define LINT_KEEP_FINDINGS 65536
#define LINT_OBJECT_FINDINGS 1000000

size_t
lint_report (struct lint_ctx *ctx, const char *section,
             long long sec_file_offset, size_t offset, const char *symbol,
             size_t sym_offset, enum mn_message msg, ...)
{
  struct lint_finding *f;
  ctx->file_findings++;
  if (++ctx->object_findings > LINT_OBJECT_FINDINGS)
    {
      if (ctx->object_findings == LINT_OBJECT_FINDINGS + 1)
        lint_fatal (ctx, "more than %d findings in one object: the rest "
                    "are not reported", LINT_OBJECT_FINDINGS);
      return 0;
    }
  /* An archive can hold many such objects.  */
  if (ctx->file_findings > LINT_OBJECT_FINDINGS)
    {
      if (ctx->file_findings == LINT_OBJECT_FINDINGS + 1)
        lint_fatal (ctx, "more than %d findings in one input file: the "
                    "rest are not reported", LINT_OBJECT_FINDINGS);
      return 0;
    }
  if (ctx->nitems >= LINT_KEEP_FINDINGS)
    lint_flush (ctx);
  f = new_finding (ctx);
  va_list ap;
  f->msg = msg;
  f->sev = mn_message_severity (msg);
  locate (f, section, sec_file_offset, offset, symbol, sym_offset);
  va_start (ap, msg);
  f->text = render (msg, ap);
  va_end (ap);
  /* Findings move when the array grows: the handle is an index.  */
  return f->seq + 1;
}

void
lint_note (struct lint_ctx *ctx, size_t i,
           const char *section, long long sec_file_offset, size_t offset,
           const char *symbol, size_t sym_offset, enum mn_message msg, ...)
{
  struct lint_finding *n;
  va_list ap;
  if (!i || i > ctx->nitems)
    return;
  n = xmalloc (sizeof *n);
  memset (n, 0, sizeof *n);
  n->msg = msg;
  n->sev = MN_SEV_NOTE;
  locate (n, section, sec_file_offset, offset, symbol, sym_offset);
  va_start (ap, msg);
  n->text = render (msg, ap);
  va_end (ap);
  ctx->items[i - 1].note = n;
}

void
lint_fatal (struct lint_ctx *ctx, const char *fmt, ...)
{
  struct lint_finding *f = new_finding (ctx);
  va_list ap;
  char *text;
  va_start (ap, fmt);
  text = xvasprintf (fmt, ap);
  va_end (ap);
  f->msg = MN_MSG_COUNT;
  f->sev = MN_SEV_FATAL;
  locate (f, NULL, -1, 0, NULL, 0);
  f->text = text;
}
