/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint: the checks on one ELF object's checked sections, by each
   object's own bytes and as the kernel parses the section.  */
#include "elf_model.h"
#include "modinfo_nul/license.h"
#include "modinfo_nul/verdict.h"

#include <string.h>

/* Where the first license of the module was, for the note.  */
struct first_license
{
  const struct lint_section *sec;
  size_t offset, sym_offset;
  const char *symbol;
};

struct check_state
{
  struct lint_ctx *ctx;
  const struct lint_object *o;
  const struct lint_section *s;
  int final_module;
  struct mn_license_state lic;
  struct first_license first;
};

#define AT(st, off, sym, so, ...)                                         \
  lint_report ((st)->ctx, (st)->s->label, (st)->s->file_offset, (off), \
               (sym), (so), __VA_ARGS__)

/* The name an entry goes by in messages: its tag, or all its text.  */
static const char *
entry_name (struct lint_quote *q, const unsigned char *p,
            const struct mn_verdict *v)
{
  return lint_q (q, p, v->tag_len ? v->tag_len : v->visible_len);
}

static void
report_verdict (struct check_state *st, const struct lint_sym *sym,
                size_t off, const struct mn_verdict *v)
{
  const char *sec = st->s->name;
  const unsigned char *p = st->s->bytes + off;
  struct lint_quote a, b, c;
  size_t f;

  switch (v->kind)
    {
    case MN_OK:
      break;
    case MN_EMPTY_OBJECT:
      AT (st, off, sym->name, 0, MN_MSG_EMPTY_OBJECT, sym->name, sec);
      break;
    case MN_UNTERMINATED:
      f = AT (st, off, sym->name, 0, MN_MSG_UNTERMINATED, sec,
              entry_name (&a, p, v));
      lint_note (st->ctx, f, st->s->label, st->s->file_offset, off,
                 sym->name, 0, MN_MSG_UNTERMINATED_SIZE, sym->name,
                 (uint64_t) sym->size, (uint64_t) sym->size + 1);
      break;
    case MN_TRAILING_NULS:
      if (v->visible_len == 0)
        AT (st, off, sym->name, 0, MN_MSG_ONLY_NULS, sym->name, sec,
            (uint64_t) sym->size);
      else
        AT (st, off, sym->name, 0, MN_MSG_TRAILING_NULS, sec,
            entry_name (&a, p, v), (uint64_t) v->extra_nuls);
      break;
    case MN_EMBEDDED_NUL:
      lint_q (&c, p + v->hidden_start, v->hidden_end - v->hidden_start);
      if (v->tag_len)
        AT (st, off + v->visible_len, sym->name, v->visible_len,
            MN_MSG_EMBEDDED_NUL, sec, lint_q (&a, p, v->tag_len),
            lint_q (&b, p, v->visible_len), c.buf);
      else
        AT (st, off + v->visible_len, sym->name, v->visible_len,
            MN_MSG_EMBEDDED_NUL_NO_TAG, sec, lint_q (&b, p, v->visible_len),
            c.buf);
      break;
    }
}

/* 1. One object by its own bytes, as the plugin judges it.  */
static void
check_symbol (struct check_state *st, size_t k)
{
  const struct lint_section *s = st->s;
  const struct lint_sym *sym = &st->o->syms[k];
  struct mn_verdict v;
  size_t off, i;

  if (sym->value < s->base || sym->value - s->base > s->size
      || sym->size > s->size - (sym->value - s->base))
    {
      AT (st, sym->value < s->base ? 0 : sym->value - s->base > s->size
          ? s->size : (size_t) (sym->value - s->base), sym->name, 0,
          MN_MSG_OUTSIDE_SECTION, sym->name, (uint64_t) sym->size,
          s->name, (uint64_t) s->size);
      st->o->bad[k] = 1;
      return;
    }
  off = (size_t) (sym->value - s->base);
  for (i = 0; i < sym->size; i++)
    s->owner[off + i] = (int32_t) k;
  st->ctx->counts.objects++;
  if (sym->type == STT_FUNC)
    {
      AT (st, off, sym->name, 0, MN_MSG_FUNCTION, sym->name, s->name);
      st->o->bad[k] = 1;
      return;
    }
  if (lint_model_has_reloc (s, off, sym->size))
    {
      st->o->bad[k] = 1;            /* check_relocs reports it */
      return;
    }
  mn_judge (s->bytes + off, sym->size, &v);
  report_verdict (st, sym, off, &v);
  if (v.kind != MN_OK && v.kind != MN_TRAILING_NULS)
    st->o->bad[k] = 1;
}

/* 2. Addresses stored into the section: whatever holds them is no
   string, and its bytes are only known after linking.  */
static void
check_relocs (struct check_state *st)
{
  size_t k;
  for (k = 0; k < st->s->nrelocs; k++)
    {
      size_t so = 0;
      const char *sn = lint_model_owner (st->o, st->s, st->s->relocs[k], &so);
      AT (st, st->s->relocs[k], sn, so, MN_MSG_RELOCATION, st->s->name);
    }
}

/* 3. Bytes that belong to no object: no compiler check saw them.  */
static void
check_uncovered (struct check_state *st)
{
  const struct lint_section *s = st->s;
  size_t i = 0;
  while (i < s->size)
    {
      size_t start, first, last;
      struct lint_quote q;
      if (s->owner[i] >= 0)
        {
          i++;
          continue;
        }
      for (start = i; i < s->size && s->owner[i] < 0; i++)
        ;
      for (first = start; first < i && !s->bytes[first]; first++)
        ;
      if (first == i)
        continue;               /* padding */
      for (last = i; !s->bytes[last - 1]; last--)
        ;
      AT (st, first, NULL, 0, MN_MSG_UNCHECKED_BYTES,
          (uint64_t) (last - first), s->name,
          lint_q (&q, s->bytes + first, last - first));
    }
}

/* The license rules across the whole object (its .modinfo sections, in
   order): the loader uses the first, modpost checks every one.  They
   read "license=" at an entry's start only; a built-in module's
   ("modname.license=") no kernel reader enforces.  */
static void
check_license (struct check_state *st, size_t start, size_t end,
               const struct mn_entry_info *info, const char *sn, size_t so)
{
  const char *val = (const char *) st->s->bytes + start + info->value_start;
  size_t vlen = end - start - info->value_start;
  struct lint_quote a, b;
  const struct first_license *fl = &st->first;
  enum mn_message m;
  size_t f;

  if (strcmp (st->s->name, ".modinfo") != 0 || info->tag_start)
    return;
  m = mn_license_add (&st->lic, val, vlen);
  if (st->lic.first == val)
    {
      st->first.sec = st->s;
      st->first.offset = start;
      st->first.symbol = sn;
      st->first.sym_offset = so;
    }
  if (m == MN_MSG_COUNT)
    return;
  f = AT (st, start, sn, so, m, lint_q (&a, (const unsigned char *) val, vlen),
          lint_q (&b, (const unsigned char *) st->lic.first,
                  st->lic.first_len));
  lint_note (st->ctx, f, fl->sec->label, fl->sec->file_offset, fl->offset,
             fl->symbol, fl->sym_offset, MN_MSG_FIRST_LICENSE);
}

static void
report_entry_problem (struct check_state *st, enum mn_entry_problem pr,
                      size_t start, size_t end,
                      const struct mn_entry_info *info, const char *sn,
                      size_t so)
{
  const unsigned char *p = st->s->bytes + start;
  const char *sec = st->s->name;
  enum mn_message m = mn_entry_message (pr, st->final_module);
  struct lint_quote a, b;
  char allowed[512];

  switch (pr)
    {
    case MN_ENTRY_NO_TAG:
    case MN_ENTRY_EMPTY_LICENSE:
      AT (st, start, sn, so, m, sec, lint_q (&a, p, end - start));
      break;
    case MN_ENTRY_BAD_TAG:
      AT (st, start, sn, so, m, sec, lint_q (&a, p, end - start),
          lint_q (&b, p, info->value_start - 1));
      break;
    case MN_ENTRY_LICENSE_DENIED:
      mn_policy_describe_licenses (st->ctx->opt->policy, allowed,
                                   sizeof allowed);
      AT (st, start, sn, so, m,
          lint_q (&a, p + info->value_start, end - start - info->value_start),
          "--allow-license", allowed);
      break;
    case MN_ENTRY_AUTHOR_DENIED:
      AT (st, start, sn, so, m,
          lint_q (&a, p + info->value_start, end - start - info->value_start),
          mn_policy_denied_author (st->ctx->opt->policy, info->denied_index),
          "--deny-author");
      break;
    default:
      break;
    }
}

/* One entry [START, END) as the kernel reads it; NUL_FOUND: terminated.  */
static void
check_entry (struct check_state *st, size_t start, size_t end, int nul_found)
{
  const struct lint_section *s = st->s;
  struct mn_entry_info info;
  enum mn_entry_problem pr;
  size_t so = 0;
  const char *sn = lint_model_owner (st->o, s, start, &so);
  /* An object already reported by its own verdict is not told again.  */
  int in_bad = sn && st->o->bad[s->owner[start]];
  struct lint_quote q;

  st->ctx->counts.entries++;
  if (!nul_found && !in_bad)
    AT (st, start, sn, so, MN_MSG_UNTERMINATED_LAST, s->name,
        lint_q (&q, s->bytes + start, end - start));
  pr = mn_policy_check_entry (st->ctx->opt->policy,
                              (const char *) s->bytes + start, end - start,
                              &info);
  if (pr != MN_ENTRY_FINE
      && (!in_bad || pr == MN_ENTRY_LICENSE_DENIED
          || pr == MN_ENTRY_AUTHOR_DENIED))
    report_entry_problem (st, pr, start, end, &info, sn, so);
  /* An empty license counts: the loader reads it as proprietary.  */
  if (info.is_license && (pr == MN_ENTRY_FINE || pr == MN_ENTRY_EMPTY_LICENSE
                          || pr == MN_ENTRY_LICENSE_DENIED))
    check_license (st, start, end, &info, sn, so);
}

/* 4. The section as the kernel parses it: NUL runs skipped, each string
   one entry.  */
static void
check_entries (struct check_state *st)
{
  const struct lint_section *s = st->s;
  size_t i = 0;
  while (i < s->size)
    {
      const unsigned char *nul;
      size_t start, end;
      while (i < s->size && !s->bytes[i])
        i++;
      if (i == s->size)
        break;
      start = i;
      nul = memchr (s->bytes + start, 0, s->size - start);
      end = nul ? (size_t) (nul - s->bytes) : s->size;
      check_entry (st, start, end, nul != NULL);
      i = end;
    }
}

static void
check_section (struct check_state *st)
{
  size_t k;
  if (st->s->nobits)
    {
      if (st->s->nobits_size)
        AT (st, 0, NULL, 0, MN_MSG_NOBITS, st->s->name,
            (uint64_t) st->s->nobits_size);
      return;
    }
  /* Its symbols and relocations are offsets into bytes no kernel reader
     sees.  */
  if (st->s->compressed)
    {
      AT (st, 0, NULL, 0, MN_MSG_COMPRESSED, st->s->name,
          (uint64_t) st->s->size);
      return;
    }
  if (st->s->merged_pieces)
    AT (st, 0, NULL, 0, MN_MSG_MERGED_PIECES, st->s->name,
        (uint64_t) st->s->merged_pieces);
  if (st->o->have_symtab)
    for (k = 0; k < st->s->sym_count; k++)
      check_symbol (st, st->o->by_sec[st->s->sym_first + k]);
  check_relocs (st);
  if (st->o->have_symtab)
    check_uncovered (st);
  check_entries (st);
}

/* Mark the checked sections this object has; say when a module has no
   .modinfo at all.  */
static void
note_sections (struct lint_ctx *ctx, const struct lint_object *o,
               int final_module)
{
  size_t i, j;
  uint64_t modinfos = 0;
  const struct lint_section *second = NULL;
  for (i = 0; i < o->nsecs; i++)
    {
      const struct lint_section *s = &o->secs[i];
      if (strcmp (s->name, ".modinfo") == 0)
        {
          if (++modinfos == 2)
            second = s;
          /* The loader reads the first string before it looks at the
             size; modpost, reading the .o, reads on past it.  */
          if (!(s->nobits ? s->nobits_size : s->size))
            lint_report (ctx, s->label, -1, 0, NULL, 0,
                         final_module ? MN_MSG_MODINFO_EMPTY
                         : MN_MSG_MODINFO_EMPTY_OBJECT,
                         s->name, (uint64_t) s->file_offset);
          /* A link keeps it apart from the allocated ones: the loader
             takes the first allocated .modinfo, modpost the last of
             the name.  */
          if (!s->alloc)
            lint_report (ctx, s->label, -1, 0, NULL, 0,
                         MN_MSG_MODINFO_NOT_ALLOC, s->name);
          if (s->group)
            lint_report (ctx, s->label, -1, 0, NULL, 0,
                         MN_MSG_MODINFO_GROUP, s->name, s->name);
        }
      for (j = 0; j < ctx->opt->nsections; j++)
        if (strcmp (s->name, ctx->opt->sections[j]) == 0)
          ctx->section_seen[j] = 1;
    }
  if (second)
    lint_report (ctx, second->label, -1, 0, NULL, 0, MN_MSG_MODINFO_SPLIT,
                 modinfos, ".modinfo");
  for (j = 0; j < ctx->opt->nsections; j++)
    if (final_module && !modinfos
        && strcmp (ctx->opt->sections[j], ".modinfo") == 0)
      {
        lint_report (ctx, NULL, -1, 0, NULL, 0, MN_MSG_NO_MODINFO,
                     ".modinfo");
        ctx->section_seen[j] = 1;
      }
}

void
lint_check_elf (struct lint_ctx *ctx, Elf *elf, size_t image_size)
{
  struct lint_object o;
  struct check_state st;
  size_t i;

  ctx->object_findings = 0;
  if (lint_model_load (ctx, elf, image_size, &o))
    {
      memset (&st, 0, sizeof st);
      st.ctx = ctx;
      st.o = &o;
      st.final_module = ctx->origin.final_module || o.is_module;
      mn_license_init (&st.lic);
      note_sections (ctx, &o, st.final_module);
      for (i = 0; i < o.nsecs; i++)
        {
          st.s = &o.secs[i];
          check_section (&st);
        }
    }
  /* Findings point into the model: print them before it goes.  */
  lint_flush (ctx);
  lint_model_free (&o);
}
