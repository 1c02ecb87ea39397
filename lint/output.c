/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint: printing findings as text, JSON or SARIF 2.1.0, after
   accepted warnings (--accept, --baseline) are set aside.  */
#include "lint.h"

#include <stdlib.h>
#include <string.h>

#ifndef MODINFO_NUL_VERSION
#define MODINFO_NUL_VERSION "unknown"
#endif

static enum mn_finding_kind
finding_kind (const struct lint_finding *f)
{
  return f->msg == MN_MSG_COUNT ? MN_FK_UNREADABLE : mn_message_kind (f->msg);
}

static int
finding_cmp (const void *a, const void *b)
{
  const struct lint_finding *x = a, *y = b;
  int c;
  if (!x->section != !y->section)
    return x->section ? -1 : 1;
  if (x->section && (c = strcmp (x->section, y->section)) != 0)
    return c;
  if (x->offset != y->offset)
    return x->offset < y->offset ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* The length of the valid UTF-8 sequence at P (its code point in *CP),
   or 0: overlong forms, surrogates and code points past U+10FFFF are
   not valid.  */
static size_t
utf8_seq (const unsigned char *p, unsigned int *cp)
{
  unsigned char c = *p;
  size_t len = c < 0x80 ? 1 : c >= 0xc2 && c < 0xe0 ? 2
               : c >= 0xe0 && c < 0xf0 ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
  size_t k;
  *cp = len > 1 ? c & (0x7f >> len) : c;
  for (k = 1; k < len; k++)
    {
      if ((p[k] & 0xc0) != 0x80)
        return 0;
      *cp = (*cp << 6) | (p[k] & 0x3f);
    }
  if ((len == 3 && (*cp < 0x800 || (*cp >= 0xd800 && *cp < 0xe000)))
      || (len == 4 && (*cp < 0x10000 || *cp > 0x10ffff)))
    return 0;
  return len;
}

/* Code points a Unicode-aware reader breaks a line at, or reorders text
   around: C1 controls (NEL), the line and paragraph separators, the bidi
   marks, embeddings, overrides and isolates.  */
static int
line_forging (unsigned int cp)
{
  return (cp >= 0x80 && cp <= 0x9f) || cp == 0x61c || cp == 0x200e
         || cp == 0x200f || (cp >= 0x2028 && cp <= 0x202e)
         || (cp >= 0x2066 && cp <= 0x2069);
}

/* JSON string: quotes, backslashes and control bytes escaped, and the
   code points of line_forging () (valid JSON as they are, but viewers
   break lines or reorder text at them); bytes that are not valid UTF-8
   become U+FFFD so the output is always valid.  */
void
lint_json_string (FILE *out, const char *s)
{
  const unsigned char *p = (const unsigned char *) s;
  putc ('"', out);
  while (*p)
    {
      unsigned int cp;
      size_t len = utf8_seq (p, &cp);
      if (len == 0)
        {
          fputs ("\\ufffd", out);
          p++;
          continue;
        }
      if (cp == '"' || cp == '\\')
        fprintf (out, "\\%c", (int) cp);
      else if (cp == '\n')
        fputs ("\\n", out);
      else if (cp == '\t')
        fputs ("\\t", out);
      else if (cp < 0x20 || cp == 0x7f || line_forging (cp))
        fprintf (out, "\\u%04x", cp);
      else
        fwrite (p, 1, len, out);
      p += len;
    }
  putc ('"', out);
}

static void
json_nullable (FILE *out, const char *key, const char *s)
{
  fprintf (out, ", \"%s\": ", key);
  if (s)
    lint_json_string (out, s);
  else
    fputs ("null", out);
}

/* A name or a message on a text line: control bytes (a newline in a
   file name could forge a line of its own), the code points above and
   bytes that are no valid UTF-8 as \xNN; other UTF-8 (an author's
   accented name) as it is.  */
static void
print_escaped (FILE *out, const char *text)
{
  const unsigned char *p = (const unsigned char *) text;
  while (*p)
    {
      unsigned int cp;
      size_t len = utf8_seq (p, &cp), k;
      if (len == 0)
        len = 1, cp = 0x80;     /* escaped below */
      if (cp < 0x20 || cp == 0x7f || line_forging (cp))
        for (k = 0; k < len; k++)
          fprintf (out, "\\x%02x", p[k]);
      else
        fwrite (p, 1, len, out);
      p += len;
    }
}

static void
print_text_line (const struct lint_ctx *ctx, const struct lint_finding *f,
                 const char *kind)
{
  FILE *out = f->sev == MN_SEV_FATAL ? stderr : stdout;
  if (out == stderr)
    fflush (stdout);
  print_escaped (out, ctx->origin.name);
  fputs (": ", out);
  if (f->section)
    {
      print_escaped (out, f->section);
      fprintf (out, "+0x%zx", f->offset);
      if (f->symbol)
        {
          fputs (" <", out);
          print_escaped (out, f->symbol);
          if (f->sym_offset)
            fprintf (out, "+0x%zx", f->sym_offset);
          putc ('>', out);
        }
      fputs (": ", out);
    }
  fprintf (out, "%s: ", mn_severity_name (f->sev));
  print_escaped (out, f->text);
  if (kind)
    fprintf (out, " [%s]", kind);
  putc ('\n', out);
}

static void
print_json (struct lint_ctx *ctx, const struct lint_finding *f,
            const char *kind)
{
  fputs (ctx->first_output ? "\n  {" : ",\n  {", stdout);
  ctx->first_output = 0;
  fputs ("\"file\": ", stdout);
  lint_json_string (stdout, ctx->origin.name);
  json_nullable (stdout, "section", f->section);
  if (f->section)
    printf (", \"offset\": %zu", f->offset);
  else
    fputs (", \"offset\": null", stdout);
  json_nullable (stdout, "symbol", f->symbol);
  printf (", \"severity\": \"%s\", \"kind\": \"%s\", \"message\": ",
          f->sev == MN_SEV_FATAL ? "fatal" : mn_severity_name (f->sev), kind);
  lint_json_string (stdout, f->text);
  if (f->note)
    {
      fputs (", \"note\": {\"section\": ", stdout);
      lint_json_string (stdout, f->note->section);
      printf (", \"offset\": %zu", f->note->offset);
      json_nullable (stdout, "symbol", f->note->symbol);
      fputs (", \"message\": ", stdout);
      lint_json_string (stdout, f->note->text);
      putc ('}', stdout);
    }
  putc ('}', stdout);
}

/* A SARIF URI reference for a path: unreserved bytes and '/' kept.  */
static void
sarif_uri (FILE *out, const char *path)
{
  const unsigned char *p = (const unsigned char *) path;
  putc ('"', out);
  for (; *p; p++)
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')
        || (*p >= '0' && *p <= '9') || strchr ("-._~/", *p))
      putc (*p, out);
    else
      fprintf (out, "%%%02X", *p);
  putc ('"', out);
}

/* A location; RELATED: a note's, which carries its own message.  */
static void
sarif_location (const struct lint_ctx *ctx, const struct lint_finding *f,
                int related)
{
  fputs ("{\"physicalLocation\": {\"artifactLocation\": {\"uri\": ", stdout);
  sarif_uri (stdout, ctx->origin.path);
  putc ('}', stdout);
  if (f->file_offset >= 0 && ctx->origin.base >= 0)
    printf (", \"region\": {\"byteOffset\": %lld, \"byteLength\": 1}",
            ctx->origin.base + f->file_offset);
  putc ('}', stdout);
  if (f->symbol)
    {
      fputs (", \"logicalLocations\": [{\"name\": ", stdout);
      lint_json_string (stdout, f->symbol);
      fputs (", \"kind\": \"variable\"}]", stdout);
    }
  if (related)
    {
      fputs (", \"message\": {\"text\": ", stdout);
      lint_json_string (stdout, f->text);
      putc ('}', stdout);
    }
  putc ('}', stdout);
}

static void
print_sarif (struct lint_ctx *ctx, const struct lint_finding *f,
             const char *kind)
{
  fputs (ctx->first_output ? "\n        {" : ",\n        {", stdout);
  ctx->first_output = 0;
  printf ("\"ruleId\": \"%s\", \"ruleIndex\": %d, \"level\": \"%s\", "
          "\"message\": {\"text\": ", kind, (int) finding_kind (f),
          f->sev == MN_SEV_WARNING ? "warning" : "error");
  lint_json_string (stdout, f->text);
  fputs ("}, \"locations\": [", stdout);
  sarif_location (ctx, f, 0);
  fputs ("]", stdout);
  if (f->note)
    {
      fputs (", \"relatedLocations\": [", stdout);
      sarif_location (ctx, f->note, 1);
      fputs ("]", stdout);
    }
  fputs (", \"properties\": {\"object\": ", stdout);
  lint_json_string (stdout, ctx->origin.name);
  json_nullable (stdout, "section", f->section);
  if (f->section)
    printf (", \"sectionOffset\": %zu", f->offset);
  json_nullable (stdout, "symbol", f->symbol);
  fputs ("}}", stdout);
}

/* Whether the warning F is accepted; counts it either way.  */
static int
accepted (struct lint_ctx *ctx, const struct lint_finding *f,
          enum mn_finding_kind kind)
{
  const struct lint_options *opt = ctx->opt;
  struct lint_counts *c = &ctx->counts;
  if (f->sev == MN_SEV_FATAL)
    return c->fatal++, 0;
  if (f->sev == MN_SEV_ERROR)
    return c->errors++, 0;
  if (opt->write_baseline && !opt->accept[kind])
    lint_baseline_write (opt->write_baseline, mn_kind_name (kind),
                         ctx->origin.name, f->symbol);
  if (opt->accept[kind]
      || lint_baseline_has (opt->baseline, mn_kind_name (kind),
                            ctx->origin.name, f->symbol))
    return c->accepted++, 1;
  c->warnings++;
  return 0;
}

static void
print_finding (struct lint_ctx *ctx, const struct lint_finding *f)
{
  enum mn_finding_kind kind = finding_kind (f);
  const char *name = mn_kind_name (kind);
  if (accepted (ctx, f, kind))
    return;
  if (ctx->opt->quiet && f->sev != MN_SEV_FATAL)
    return;
  if (ctx->opt->format == LINT_JSON && !ctx->opt->quiet)
    print_json (ctx, f, name);
  else if (ctx->opt->format == LINT_SARIF && !ctx->opt->quiet)
    print_sarif (ctx, f, name);
  else
    {
      print_text_line (ctx, f, f->sev == MN_SEV_FATAL ? NULL : name);
      if (f->note)
        print_text_line (ctx, f->note, NULL);
    }
}

static void
finding_free (struct lint_finding *f)
{
  free (f->section);
  free (f->symbol);
  free (f->text);
  if (f->note)
    {
      finding_free (f->note);
      free (f->note);
    }
}

void
lint_flush (struct lint_ctx *ctx)
{
  size_t i;
  if (ctx->nitems)
    qsort (ctx->items, ctx->nitems, sizeof *ctx->items, finding_cmp);
  for (i = 0; i < ctx->nitems; i++)
    {
      print_finding (ctx, &ctx->items[i]);
      finding_free (&ctx->items[i]);
    }
  ctx->nitems = 0;
}

static void
sarif_rules (void)
{
  unsigned k;
  for (k = 0; k < MN_FK_COUNT; k++)
    {
      enum mn_severity sev = mn_kind_severity ((enum mn_finding_kind) k);
      printf ("%s\n            {\"id\": \"%s\", \"defaultConfiguration\": "
              "{\"level\": \"%s\"}}", k ? "," : "",
              mn_kind_name ((enum mn_finding_kind) k),
              sev == MN_SEV_WARNING ? "warning" : sev == MN_SEV_NOTE ? "note"
              : "error");
    }
}

void
lint_output_begin (struct lint_ctx *ctx)
{
  ctx->first_output = 1;
  if (ctx->opt->quiet)
    return;
  if (ctx->opt->format == LINT_JSON)
    fputs ("[", stdout);
  else if (ctx->opt->format == LINT_SARIF)
    {
      fputs ("{\n  \"$schema\": \"https://json.schemastore.org/sarif-2.1.0.json\",\n"
             "  \"version\": \"2.1.0\",\n  \"runs\": [\n    {\n"
             "      \"tool\": {\"driver\": {\"name\": \"modinfo-lint\", "
             "\"version\": \"" MODINFO_NUL_VERSION "\", \"rules\": [", stdout);
      sarif_rules ();
      fputs ("]}},\n      \"results\": [", stdout);
    }
}

void
lint_output_end (struct lint_ctx *ctx)
{
  if (ctx->opt->quiet)
    return;
  if (ctx->opt->format == LINT_JSON)
    fputs (ctx->first_output ? "]\n" : "\n]\n", stdout);
  else if (ctx->opt->format == LINT_SARIF)
    fputs (ctx->first_output ? "]\n    }\n  ]\n}\n"
           : "\n      ]\n    }\n  ]\n}\n", stdout);
}
