/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Evaluate what an asm template writes into the checked sections, the way
   gas would: section directives, data directives and their strings and
   numbers.  Anything whose bytes depend on more than the text (operands,
   symbols, macros, files) is reported as unverifiable.  No GCC headers.  */
#include "modinfo_nul/asm_scan.h"
#include "modinfo_nul/verdict.h"

#include <stdlib.h>
#include <string.h>

#define MAX_NAME 256
#define MAX_STACK 64
#define MAX_FILL (1u << 20)
#define OPERAND_MARK '\001'   /* stands for a %-operand of extended asm */

/* Why bytes cannot be known here, as the end of a diagnostic.  */
static const char why_operand[]
  = "an operand is substituted only when the asm is emitted";
static const char why_expression[]
  = "a symbol or expression is evaluated only by the assembler";
static const char why_instruction[]
  = "an instruction puts machine code there";
static const char why_not_string[]
  = "a non-string operand is evaluated only by the assembler";

struct buf
{
  unsigned char *p;
  size_t len, cap;
};

static int
buf_push (struct buf *b, const void *data, size_t n)
{
  if (n == 0)
    return 1;   /* b->p may still be NULL */
  if (b->len + n > b->cap)
    {
      size_t cap = b->cap ? b->cap : 64;
      unsigned char *grown;
      while (cap < b->len + n)
        cap *= 2;
      grown = (unsigned char *) realloc (b->p, cap);
      if (!grown)
        return 0;
      b->p = grown;
      b->cap = cap;
    }
  memcpy (b->p + b->len, data, n);
  b->len += n;
  return 1;
}

struct scanner
{
  const struct mn_asm_target *target;
  const char *const *checked;
  size_t nchecked;
  mn_asm_callback cb;
  void *arg;

  char current[MAX_NAME];     /* "" before the first directive: unknown */
  char previous[MAX_NAME];
  char stack[MAX_STACK][MAX_NAME];
  char stack_prev[MAX_STACK][MAX_NAME];
  int depth;
  const char *in_checked;     /* the checked name current is, or NULL */

  struct buf entry;           /* the entry being written */
  int last_was_empty;         /* an empty entry was just reported */
  unsigned line;              /* line of the statement being handled */
  unsigned entry_line;        /* line where the pending entry started */
};

static void
report (struct scanner *s, struct mn_asm_event *ev)
{
  ev->section = s->in_checked;
  s->cb (ev, s->arg);
}

static void
unverifiable (struct scanner *s, const char *what)
{
  struct mn_asm_event ev;
  memset (&ev, 0, sizeof ev);
  ev.kind = MN_ASM_UNVERIFIABLE;
  ev.line = s->line;
  ev.what = what;
  report (s, &ev);
}

/* The pending entry ends: with a NUL, or by leaving the section.  */
static void
end_entry (struct scanner *s, int terminated)
{
  struct mn_asm_event ev;
  if (!terminated && s->entry.len == 0)
    return;
  if (terminated && s->entry.len == 0 && s->last_was_empty)
    return;   /* a run of NULs is reported once */
  memset (&ev, 0, sizeof ev);
  ev.kind = MN_ASM_ENTRY;
  ev.line = s->entry.len ? s->entry_line : s->line;
  ev.bytes = s->entry.p;
  ev.len = s->entry.len;
  ev.terminated = terminated;
  report (s, &ev);
  s->last_was_empty = s->entry.len == 0;
  s->entry.len = 0;
}

static void
emit_bytes (struct scanner *s, const unsigned char *p, size_t n)
{
  size_t i;
  for (i = 0; i < n; i++)
    {
      if (p[i] == 0)
        {
          end_entry (s, 1);
          continue;
        }
      if (s->entry.len == 0)
        s->entry_line = s->line;
      s->last_was_empty = 0;
      buf_push (&s->entry, p + i, 1);
    }
}

static void
set_section (struct scanner *s, const char *name)
{
  const char *now = NULL;
  size_t i;
  for (i = 0; i < s->nchecked; i++)
    if (strcmp (name, s->checked[i]) == 0)
      now = s->checked[i];
  if (s->in_checked)
    end_entry (s, 0);
  strcpy (s->previous, s->current);
  strcpy (s->current, name);
  s->in_checked = now;
  s->last_was_empty = 0;
}

static const char *
skip_blanks (const char *p, const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\f' || *p == '\v'
                     || *p == '\r'))
    p++;
  return p;
}

/* Decode the gas string literal at *P (which starts with '"') into OUT;
   advance *P past it.  Returns 0 if it is unterminated.  */
static int
decode_string (const char **pp, const char *end, struct buf *out)
{
  const char *p = *pp + 1;
  while (p < end && *p != '"')
    {
      unsigned char c = (unsigned char) *p++;
      if (c == '\\' && p < end)
        c = mn_gas_escape (&p, end);
      buf_push (out, &c, 1);
    }
  if (p >= end)
    return 0;
  *pp = p + 1;
  return 1;
}

/* Parse a constant at *P: a number in gas's bases or a character
   constant, with unary minus or complement.  */
static int
parse_number (const char **pp, const char *end, unsigned long long *out)
{
  const char *p = skip_blanks (*pp, end);
  int neg = 0, inv = 0;
  unsigned long long v = 0;

  while (p < end && (*p == '-' || *p == '~' || *p == '+'))
    {
      if (*p == '-')
        neg = !neg;
      else if (*p == '~')
        inv = !inv;
      p++;
    }
  if (p < end && *p == '\'')
    {
      struct buf one = { NULL, 0, 0 };
      char quoted[8];
      size_t n = 0;
      p++;
      if (p >= end)
        return 0;
      /* Reuse the string decoder on a one-character body.  */
      quoted[n++] = '"';
      if (*p == '\\' && p + 1 < end)
        {
          const char *q = p + 1;
          quoted[n++] = '\\';
          if (*q == 'x' || *q == 'X')
            {
              quoted[n++] = *q++;
              while (q < end && mn_gas_hex_value (*q) >= 0 && n < 6)
                quoted[n++] = *q++;
            }
          else if (*q >= '0' && *q <= '7')
            while (q < end && *q >= '0' && *q <= '7' && n < 6)
              quoted[n++] = *q++;
          else
            quoted[n++] = *q++;
          p = q;
        }
      else
        quoted[n++] = *p++;
      quoted[n++] = '"';
      {
        const char *qp = quoted;
        if (!decode_string (&qp, quoted + n, &one) || one.len != 1)
          {
            free (one.p);
            return 0;
          }
      }
      v = one.p[0];
      free (one.p);
      if (p < end && *p == '\'')
        p++;
    }
  else if (p < end && *p >= '0' && *p <= '9')
    {
      int base = 10;
      if (*p == '0' && p + 1 < end && (p[1] == 'x' || p[1] == 'X'))
        base = 16, p += 2;
      else if (*p == '0' && p + 1 < end && (p[1] == 'b' || p[1] == 'B'))
        base = 2, p += 2;
      else if (*p == '0')
        base = 8;
      for (; p < end; p++)
        {
          int d = mn_gas_hex_value (*p);
          if (d < 0 || d >= base)
            break;
          v = v * (unsigned) base + (unsigned) d;
        }
      if (p < end && mn_gas_symbol_char (*p))
        return 0;   /* 1f, 2b: local labels; 1.5: not an integer */
    }
  else
    return 0;
  if (inv)
    v = ~v;
  if (neg)
    v = -v;
  *out = v;
  *pp = skip_blanks (p, end);
  return 1;
}

/* The operands of .ascii/.asciz/.string: strings separated by commas.  */
static void
do_strings (struct scanner *s, const char *p, const char *end,
            int terminate)
{
  struct buf str = { NULL, 0, 0 };
  for (;;)
    {
      p = skip_blanks (p, end);
      if (p >= end || *p != '"')
        {
          unverifiable (s, p < end && *p == OPERAND_MARK ? why_operand
                                                         : why_not_string);
          break;
        }
      str.len = 0;
      {
        const char *close = p + 1;
        while (close < end && *close != '"')
          close += *close == '\\' && close + 1 < end ? 2 : 1;
        if (memchr (p, OPERAND_MARK, (size_t) (close - p)))
          {
            unverifiable (s, why_operand);
            break;
          }
      }
      if (!decode_string (&p, end, &str))
        {
          unverifiable (s, "an unterminated string");
          break;
        }
      {
        const unsigned char *nul
          = (const unsigned char *) (str.len ? memchr (str.p, 0, str.len)
                                             : NULL);
        size_t first = nul ? (size_t) (nul - str.p) : str.len, i, last = 0;
        int hides = 0;
        for (i = first; i < str.len; i++)
          if (str.p[i])
            {
              if (!hides)
                hides = 1, last = i;
              else
                last = i;
            }
        if (hides)
          {
            struct mn_asm_event ev;
            size_t h = first;
            while (!str.p[h])
              h++;
            if (s->entry.len == 0)
              s->entry_line = s->line;
            buf_push (&s->entry, str.p, first);
            memset (&ev, 0, sizeof ev);
            ev.kind = MN_ASM_EMBEDDED_NUL;
            ev.line = s->entry_line;
            ev.bytes = s->entry.p;
            ev.len = s->entry.len;
            ev.hidden = str.p + h;
            ev.hidden_len = last + 1 - h;
            report (s, &ev);
            s->entry.len = 0;
            s->last_was_empty = 1;   /* the fragments are not reported again */
          }
        else
          {
            unsigned char zero = 0;
            emit_bytes (s, str.p, str.len);
            if (terminate)
              emit_bytes (s, &zero, 1);
          }
      }
      p = skip_blanks (p, end);
      if (p >= end)
        break;
      if (*p != ',')
        {
          unverifiable (s, why_expression);
          break;
        }
      p++;
    }
  free (str.p);
}

static void
do_numbers (struct scanner *s, const char *p, const char *end, int size)
{
  for (;;)
    {
      unsigned long long v;
      unsigned char bytes[8];
      int k;
      if (!parse_number (&p, end, &v))
        {
          p = skip_blanks (p, end);
          unverifiable (s, p < end && *p == OPERAND_MARK ? why_operand
                                                         : why_expression);
          return;
        }
      for (k = 0; k < size; k++)
        bytes[s->target->big_endian ? size - 1 - k : k]
          = (unsigned char) (v >> (8 * k));
      emit_bytes (s, bytes, (size_t) size);
      if (p >= end)
        return;
      if (*p != ',')
        {
          unverifiable (s, why_expression);
          return;
        }
      p++;
    }
}

static void
do_fill (struct scanner *s, const char *p, const char *end)
{
  unsigned long long n, fill = 0;
  if (!parse_number (&p, end, &n) || n > MAX_FILL
      || (p < end && (*p != ',' || (p++, !parse_number (&p, end, &fill))))
      || p < end)
    {
      unverifiable (s, "a size or fill that is not a small constant");
      return;
    }
  {
    unsigned char c = (unsigned char) fill;
    unsigned long long i;
    for (i = 0; i < n; i++)
      emit_bytes (s, &c, 1);
  }
}

static int
name_is (const char *dir, size_t n, const char *name)
{
  size_t k = strlen (name), i;
  if (n != k)
    return 0;
  for (i = 0; i < n; i++)
    if ((dir[i] | 0x20) != name[i] && dir[i] != name[i])
      return 0;
  return 1;
}

static int
name_is_any (const char *dir, size_t n, const char *const *names)
{
  for (; *names; names++)
    if (name_is (dir, n, *names))
      return 1;
  return 0;
}

static const char *const no_data[] = {
  ".globl", ".global", ".local", ".weak", ".weakref", ".hidden",
  ".protected", ".internal", ".type", ".size", ".file", ".loc",
  ".loc_view", ".ident", ".set", ".equ", ".equiv", ".eqv", ".subsection",
  ".symver", ".nops_off", ".att_syntax", ".intel_syntax", ".code16",
  ".code32", ".code64", ".arch", ".option", ".attribute", NULL
};

/* The section name operand of .section/.pushsection, as gas reads it.  */
static void
read_section_name (struct scanner *s, const char *p, const char *end,
                   char *out)
{
  char tmp[MAX_NAME * 2];
  size_t n = (size_t) (end - p), got;
  if (n >= sizeof tmp)
    n = sizeof tmp - 1;
  memcpy (tmp, p, n);
  tmp[n] = 0;
  got = mn_asm_section_name (tmp, s->target->comment_start, out, MAX_NAME);
  if (got == (size_t) -1)
    out[0] = 0;
}

static void
statement (struct scanner *s, const char *p, const char *end)
{
  const char *dir;
  size_t n;

  p = skip_blanks (p, end);
  /* Labels: "name:" and "1:".  */
  for (;;)
    {
      const char *q = p;
      while (q < end && mn_gas_symbol_char (*q))
        q++;
      if (q > p && q < end && *q == ':')
        p = skip_blanks (q + 1, end);
      else
        break;
    }
  if (p >= end)
    return;

  dir = p;
  while (p < end && mn_gas_symbol_char (*p))
    p++;
  n = (size_t) (p - dir);
  p = skip_blanks (p, end);

  if (name_is (dir, n, ".section") || name_is (dir, n, ".pushsection"))
    {
      char name[MAX_NAME];
      read_section_name (s, p, end, name);
      if (name_is (dir, n, ".pushsection") && s->depth < MAX_STACK)
        {
          strcpy (s->stack[s->depth], s->current);
          strcpy (s->stack_prev[s->depth], s->previous);
          s->depth++;
        }
      set_section (s, name);
      return;
    }
  if (name_is (dir, n, ".popsection"))
    {
      if (s->depth > 0)
        {
          s->depth--;
          set_section (s, s->stack[s->depth]);
          strcpy (s->previous, s->stack_prev[s->depth]);
        }
      else
        set_section (s, "");
      return;
    }
  if (name_is (dir, n, ".previous"))
    {
      char back[MAX_NAME];
      strcpy (back, s->previous);
      set_section (s, back);
      return;
    }
  if (name_is (dir, n, ".text") || name_is (dir, n, ".data")
      || name_is (dir, n, ".bss"))
    {
      char name[8];
      memcpy (name, dir, n);
      name[n] = 0;
      set_section (s, name);
      return;
    }

  if (!s->in_checked)
    return;

  if (n == 0 || dir[0] != '.')
    {
      unverifiable (s, *dir == OPERAND_MARK ? why_operand : why_instruction);
      return;
    }
  if (name_is (dir, n, ".ascii"))
    do_strings (s, p, end, 0);
  else if (name_is (dir, n, ".asciz") || name_is (dir, n, ".string")
           || name_is (dir, n, ".string8"))
    do_strings (s, p, end, 1);
  else if (name_is (dir, n, ".byte") || name_is (dir, n, ".dc.b"))
    do_numbers (s, p, end, 1);
  else if (name_is (dir, n, ".short") || name_is (dir, n, ".hword")
           || name_is (dir, n, ".2byte") || name_is (dir, n, ".value")
           || name_is (dir, n, ".dc.w"))
    do_numbers (s, p, end, 2);
  else if (name_is (dir, n, ".word"))
    do_numbers (s, p, end, s->target->word_size);
  else if (name_is (dir, n, ".int") || name_is (dir, n, ".long")
           || name_is (dir, n, ".4byte") || name_is (dir, n, ".dc.l"))
    do_numbers (s, p, end, 4);
  else if (name_is (dir, n, ".quad") || name_is (dir, n, ".8byte")
           || name_is (dir, n, ".dc.q"))
    do_numbers (s, p, end, 8);
  else if (name_is (dir, n, ".zero") || name_is (dir, n, ".skip")
           || name_is (dir, n, ".space"))
    do_fill (s, p, end);
  else if (name_is_any (dir, n, no_data)
           || (n > 5 && strncmp (dir, ".cfi_", 5) == 0))
    ;
  else
    {
      char what[96];
      static const char tail[] = "' is evaluated only by the assembler";
      size_t k = n < 40 ? n : 40;
      what[0] = '\'';
      memcpy (what + 1, dir, k);
      memcpy (what + 1 + k, tail, sizeof tail);
      unverifiable (s, what);
    }
}

/* The template as gas will see it: for extended asm, "%%" becomes "%",
   dialect alternatives {att|intel} keep the first, and every operand
   becomes OPERAND_MARK.  */
static char *
flatten (const char *text, int extended)
{
  size_t n = strlen (text), o = 0;
  char *out = (char *) malloc (n + 1);
  int alt = 0;   /* 0: outside {}, 1: first alternative, 2: later ones */
  const char *p = text;

  if (!out)
    return NULL;
  if (!extended)
    {
      memcpy (out, text, n + 1);
      return out;
    }
  while (*p)
    {
      if (*p == '%')
        {
          p++;
          if (*p == '%' || *p == '{' || *p == '|' || *p == '}')
            {
              if (alt != 2)
                out[o++] = *p;
              p++;
              continue;
            }
          if (*p == '=')
            p++;
          else
            {
              while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z'))
                p++;
              if (*p == '[')
                {
                  while (*p && *p != ']')
                    p++;
                  if (*p)
                    p++;
                }
              else
                while (*p >= '0' && *p <= '9')
                  p++;
            }
          if (alt != 2)
            out[o++] = OPERAND_MARK;
          continue;
        }
      if (*p == '{')
        alt = 1;
      else if (*p == '|' && alt)
        alt = 2;
      else if (*p == '}' && alt)
        alt = 0;
      else if (alt != 2)
        out[o++] = *p;
      p++;
    }
  out[o] = 0;
  return out;
}

int
mn_asm_may_switch_section (const char *text)
{
  return strstr (text, "section") != NULL;
}

void
mn_asm_scan (const char *text, int extended,
             const struct mn_asm_target *target,
             const char *const *checked, size_t nchecked,
             mn_asm_callback cb, void *arg)
{
  struct scanner *s;
  char *flat, *p;
  size_t clen = target->comment_start ? strlen (target->comment_start) : 0;
  int in_c_comment = 0;
  unsigned line = 1;

  if (!mn_asm_may_switch_section (text))
    return;
  s = (struct scanner *) calloc (1, sizeof *s);
  flat = flatten (text, extended);
  if (!s || !flat)
    {
      free (s);
      free (flat);
      return;
    }
  s->target = target;
  s->checked = checked;
  s->nchecked = nchecked;
  s->cb = cb;
  s->arg = arg;

  /* Split into statements at newlines and ';', outside strings, dropping
     comments; each is compacted in place.  */
  p = flat;
  while (*p)
    {
      char *start = p, *w = p;
      int in_string = 0;
      unsigned stmt_line = line;
      while (*p)
        {
          if (in_c_comment)
            {
              if (*p == '\n')
                line++;
              if (p[0] == '*' && p[1] == '/')
                in_c_comment = 0, p++;
              p++;
              continue;
            }
          if (in_string)
            {
              if (*p == '\n')
                break;
              if (*p == '\\' && p[1] && p[1] != '\n')
                *w++ = *p++;
              else if (*p == '"')
                in_string = 0;
              *w++ = *p++;
              continue;
            }
          if (*p == '"')
            in_string = 1;
          else if (p[0] == '/' && p[1] == '*')
            {
              in_c_comment = 1;
              p += 2;
              continue;
            }
          else if (*p == '\n' || *p == ';')
            break;
          else if (clen && strncmp (p, target->comment_start, clen) == 0)
            {
              while (*p && *p != '\n')
                p++;
              break;
            }
          *w++ = *p++;
        }
      s->line = stmt_line;
      statement (s, start, w);
      if (*p == '\n')
        line++;
      if (*p)
        p++;
    }
  if (s->in_checked)
    end_entry (s, 0);
  free (s->entry.p);
  free (s);
  free (flat);
}
