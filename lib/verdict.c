/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The byte-level verdict on .modinfo objects: no GCC headers here.  */
#include "modinfo_nul/verdict.h"

#include <string.h>

void
mn_judge (const unsigned char *bytes, size_t size, struct mn_verdict *v)
{
  const unsigned char *nul, *eq;
  size_t i;

  memset (v, 0, sizeof *v);
  v->size = size;
  if (size == 0)
    {
      v->kind = MN_EMPTY_OBJECT;
      return;
    }
  nul = (const unsigned char *) memchr (bytes, 0, size);
  v->visible_len = nul ? (size_t) (nul - bytes) : size;
  eq = (const unsigned char *) memchr (bytes, '=', v->visible_len);
  v->tag_len = eq ? (size_t) (eq - bytes) : 0;
  if (!nul)
    {
      v->kind = MN_UNTERMINATED;
      return;
    }
  if (v->visible_len + 1 == size)
    {
      v->kind = MN_OK;
      return;
    }
  for (i = v->visible_len + 1; i < size && bytes[i] == 0; i++)
    ;
  if (i == size)
    {
      v->kind = MN_TRAILING_NULS;
      v->extra_nuls = size - v->visible_len - 1;
      return;
    }
  v->kind = MN_EMBEDDED_NUL;
  v->hidden_start = i;
  v->hidden_end = size;
  while (bytes[v->hidden_end - 1] == 0)
    v->hidden_end--;
}

int
mn_kind_is_error (enum mn_kind kind)
{
  return kind != MN_OK && kind != MN_TRAILING_NULS;
}

/* Length of the valid UTF-8 sequence at P (N bytes left), or 0.  */
static size_t
utf8_seq_len (const unsigned char *p, size_t n)
{
  size_t len, k;
  unsigned int cp;

  if (p[0] < 0xc2 || p[0] > 0xf4)
    return 0;
  len = p[0] < 0xe0 ? 2 : p[0] < 0xf0 ? 3 : 4;
  if (n < len)
    return 0;
  cp = p[0] & (0x7f >> len);
  for (k = 1; k < len; k++)
    {
      if ((p[k] & 0xc0) != 0x80)
        return 0;
      cp = (cp << 6) | (p[k] & 0x3f);
    }
  /* Reject overlong forms, surrogates and code points past U+10FFFF.  */
  if ((len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000)
      || (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
    return 0;
  return len;
}

size_t
mn_escape (char *out, size_t outsz, const unsigned char *p, size_t n,
           size_t max_out)
{
  static const char hex[] = "0123456789abcdef";
  size_t o = 0, i = 0;

  /* Room for "..." and the NUL is needed whatever MAX_OUT says.  */
  if (outsz < 4)
    {
      if (outsz)
        out[0] = 0;
      return 0;
    }
  if (outsz < max_out + 4)
    max_out = outsz - 4;
  while (i < n)
    {
      char buf[4];
      const char *piece = buf;
      size_t len;
      unsigned char c = p[i];

      if (c == '\\')
        buf[0] = '\\', buf[1] = (char) c, len = 2;
      else if (c == '\n')
        buf[0] = '\\', buf[1] = 'n', len = 2;
      else if (c == '\t')
        buf[0] = '\\', buf[1] = 't', len = 2;
      else if (c == 0)
        buf[0] = '\\', buf[1] = '0', len = 2;
      else if (c >= 0x20 && c < 0x7f)
        buf[0] = (char) c, len = 1;
      else if (c >= 0x80 && (len = utf8_seq_len (p + i, n - i)) != 0)
        piece = (const char *) p + i;
      else
        buf[0] = '\\', buf[1] = 'x', buf[2] = hex[c >> 4],
          buf[3] = hex[c & 15], len = 4;

      /* "\0" followed by a digit would read as an octal escape.  */
      if (c == 0 && i + 1 < n && p[i + 1] >= '0' && p[i + 1] <= '7')
        buf[1] = 'x', buf[2] = '0', buf[3] = '0', len = 4;

      if (o + len > max_out)
        {
          memcpy (out + o, "...", 3);
          o += 3;
          break;
        }
      memcpy (out + o, piece, len);
      o += len;
      i += piece == buf ? 1 : len;
    }
  out[o] = 0;
  return o;
}

int
mn_gas_symbol_char (char c)
{
  /* read.c's lex_type makes every byte from 0x80 on a name's byte
     (UTF-8 names), and app.c's scrubber agrees.  */
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
         || (c >= '0' && c <= '9') || c == '_' || c == '.' || c == '$'
         || (unsigned char) c >= 0x80;
}

int
mn_gas_hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f')
    return (c | 0x20) - 'a' + 10;
  return -1;
}

unsigned char
mn_gas_escape (const char **pp, const char *end)
{
  const char *p = *pp;
  unsigned v = (unsigned char) *p++;
  switch (v)
    {
    case 'b': v = '\b'; break;
    case 'f': v = '\f'; break;
    case 'n': v = '\n'; break;
    case 'r': v = '\r'; break;
    case 't': v = '\t'; break;
    case 'v': v = '\v'; break;
    case 'x': case 'X':
      /* All the hex digits; only the low byte counts, as in gas.  */
      for (v = 0; p < end && mn_gas_hex_value (*p) >= 0; p++)
        v = ((v << 4) | (unsigned) mn_gas_hex_value (*p)) & 0xff;
      break;
    default:
      /* Up to three decimal digits, each worth a power of eight: gas
         reads "\080" as 0*64 + 8*8 + 0, which is '@'.  */
      if (v >= '0' && v <= '9')
        {
          int k;
          v -= '0';
          for (k = 1; k < 3 && p < end && *p >= '0' && *p <= '9'; k++, p++)
            v = v * 8 + (unsigned) (*p - '0');
        }
    }
  *pp = p;
  return (unsigned char) v;
}

/* A byte that ends an unquoted section name, as the end of its text.  */
static int
ends_name (char c)
{
  return c == 0 || c == '\n' || c == ',' || c == ';';
}

size_t
mn_asm_section_name (const char *name, const char *comment_start,
                     char *out, size_t outsz)
{
  size_t o = 0, clen = comment_start ? strlen (comment_start) : 0;
  const char *s = name, *name_end = name + strlen (name);

  if (outsz == 0)
    return (size_t) -1;
  while (*s == ' ' || *s == '\t')
    s++;
  if (*s == '"')
    {
      for (s++; *s && *s != '"'; s++)
        {
          int c = (unsigned char) *s;
          if (c == '\\' && s[1])
            {
              s++;
              c = mn_gas_escape (&s, name_end);
              s--;   /* the loop steps over the last byte it used */
            }
          /* gas stops a quoted name at an embedded NUL.  */
          if ((c & 0xff) == 0)
            break;
          if (o + 1 >= outsz)
            return (size_t) -1;
          out[o++] = (char) c;
        }
    }
  else
    for (; !ends_name (*s); s++)
      {
        if (clen && *s == *comment_start
            && strncmp (s, comment_start, clen) == 0)
          break;
        if (*s == ' ' || *s == '\t')
          {
            /* gas's scrubber drops blanks unless a symbol character
               follows: ".modinfo !" is read as ".modinfo!", while
               ".modinfo x" ends the name (and leaves junk gas rejects).  */
            const char *next = s;
            while (*next == ' ' || *next == '\t')
              next++;
            if (ends_name (*next)
                || mn_gas_symbol_char (*next)
                || (clen && strncmp (next, comment_start, clen) == 0))
              break;
            s = next - 1;
            continue;
          }
        if (o + 1 >= outsz)
          return (size_t) -1;
        out[o++] = *s;
      }
  out[o] = 0;
  return o;
}

int
mn_section_is_checked (const char *name, const char *comment_start,
                       const char *const *checked, size_t nchecked)
{
  char buf[256];
  size_t i, len;

  /* The common case, an exact match, needs no parsing.  */
  for (i = 0; i < nchecked; i++)
    if (strcmp (name, checked[i]) == 0)
      return 1;
  len = mn_asm_section_name (name, comment_start, buf, sizeof buf);
  if (len == (size_t) -1)
    return 0;
  for (i = 0; i < nchecked; i++)
    if (strcmp (buf, checked[i]) == 0)
      return 1;
  return 0;
}
