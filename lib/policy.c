/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Policies on .modinfo entries: no GCC headers here.  */
#include "modinfo_nul/policy.h"

#include <stdlib.h>
#include <string.h>

const char *const mn_gpl_licenses[] = {
  "GPL", "GPL v2", "GPL and additional rights", "Dual BSD/GPL",
  "Dual MIT/GPL", "Dual MPL/GPL"
};
const size_t mn_gpl_license_count
  = sizeof mn_gpl_licenses / sizeof mn_gpl_licenses[0];

struct item_list
{
  char **items;
  size_t count;
};

struct mn_policy
{
  struct item_list licenses;
  struct item_list authors;
};

struct mn_policy *
mn_policy_new (void)
{
  return (struct mn_policy *) calloc (1, sizeof (struct mn_policy));
}

static void
list_free (struct item_list *l)
{
  size_t i;
  for (i = 0; i < l->count; i++)
    free (l->items[i]);
  free (l->items);
  l->items = NULL;
  l->count = 0;
}

void
mn_policy_free (struct mn_policy *p)
{
  if (!p)
    return;
  list_free (&p->licenses);
  list_free (&p->authors);
  free (p);
}

static int
list_add (struct item_list *l, const char *s, size_t n)
{
  size_t i;
  char **grown;
  char *copy;

  for (i = 0; i < l->count; i++)
    if (strlen (l->items[i]) == n && memcmp (l->items[i], s, n) == 0)
      return 1;   /* "gpl,GPL" lists GPL once */
  grown = (char **) realloc (l->items, (l->count + 1) * sizeof *grown);
  copy = (char *) malloc (n + 1);
  if (!grown || !copy)
    {
      free (copy);
      if (grown)
        l->items = grown;
      return 0;
    }
  memcpy (copy, s, n);
  copy[n] = 0;
  l->items = grown;
  l->items[l->count++] = copy;
  return 1;
}

/* Decode item [S, S+N) into OUT (at least N+1 bytes); returns the decoded
   length or (size_t)-1 on a bad escape.  */
static size_t
decode_item (const char *s, size_t n, char *out)
{
  size_t i, o = 0;
  for (i = 0; i < n; i++)
    {
      if (s[i] != '%')
        {
          out[o++] = s[i];
          continue;
        }
      if (i + 2 >= n)
        return (size_t) -1;
      if (strncmp (s + i, "%20", 3) == 0)
        out[o++] = ' ';
      else if (strncmp (s + i, "%2C", 3) == 0 || strncmp (s + i, "%2c", 3) == 0)
        out[o++] = ',';
      else if (strncmp (s + i, "%25", 3) == 0)
        out[o++] = '%';
      else
        return (size_t) -1;
      i += 2;
    }
  out[o] = 0;
  return o;
}

static const char *
parse_list (struct item_list *l, const char *list, int expand_gpl,
            size_t *bad_item)
{
  const char *item = list;
  char *buf;

  *bad_item = 0;
  if (!list || !*list)
    return "needs a value";
  buf = (char *) malloc (strlen (list) + 1);
  if (!buf)
    return "out of memory";
  for (;;)
    {
      const char *end = strchr (item, ',');
      size_t n = end ? (size_t) (end - item) : strlen (item), len;
      *bad_item = (size_t) (item - list);
      if (n == 0)
        {
          free (buf);
          return "has an empty item";
        }
      len = decode_item (item, n, buf);
      if (len == (size_t) -1)
        {
          free (buf);
          return "has a '%' that is not %20, %2C or %25";
        }
      if (expand_gpl && strcmp (buf, "gpl") == 0)
        {
          size_t k;
          for (k = 0; k < mn_gpl_license_count; k++)
            if (!list_add (l, mn_gpl_licenses[k], strlen (mn_gpl_licenses[k])))
              break;
        }
      else if (!list_add (l, buf, len))
        {
          free (buf);
          return "out of memory";
        }
      if (!end)
        break;
      item = end + 1;
    }
  free (buf);
  return NULL;
}

const char *
mn_policy_allow_licenses (struct mn_policy *p, const char *list,
                          size_t *bad_item)
{
  return parse_list (&p->licenses, list, 1, bad_item);
}

const char *
mn_policy_deny_authors (struct mn_policy *p, const char *list,
                        size_t *bad_item)
{
  return parse_list (&p->authors, list, 0, bad_item);
}

int
mn_policy_has_license_list (const struct mn_policy *p)
{
  return p && p->licenses.count != 0;
}

int
mn_policy_has_author_list (const struct mn_policy *p)
{
  return p && p->authors.count != 0;
}

const char *
mn_policy_denied_author (const struct mn_policy *p, size_t i)
{
  return p && i < p->authors.count ? p->authors.items[i] : "";
}

char *
mn_policy_describe_licenses (const struct mn_policy *p, char *out,
                             size_t outsz)
{
  size_t i, o = 0;
  if (!outsz)
    return out;
  out[0] = 0;
  for (i = 0; p && i < p->licenses.count; i++)
    {
      const char *item = p->licenses.items[i];
      size_t n = strlen (item), sep = i ? 2 : 0;
      /* Keep room for ", ..." and the NUL.  */
      if (o + sep + n + 6 > outsz)
        {
          if (o + 6 <= outsz)
            {
              memcpy (out + o, ", ...", 6);
              o += 5;
            }
          break;
        }
      memcpy (out + o, ", ", sep);
      memcpy (out + o + sep, item, n);
      o += sep + n;
      out[o] = 0;
    }
  return out;
}

static int
is_tag_char (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')
         || (c >= '0' && c <= '9') || c == '_';
}

/* Whether [S, S+N) contains the NUL-terminated NEEDLE.  */
static int
contains (const char *s, size_t n, const char *needle)
{
  size_t k = strlen (needle), i;
  if (k == 0)
    return 0;
  for (i = 0; i + k <= n; i++)
    if (memcmp (s + i, needle, k) == 0)
      return 1;
  return 0;
}

/* The tag the module loader reads the license from.  */
static const char license_tag[] = "license";
#define LICENSE_TAG_LEN (sizeof license_tag - 1)

int
mn_entry_may_be_license (const char *text, size_t len)
{
  const char *eq = (const char *) memchr (text, '=', len);
  return eq && (size_t) (eq - text) >= LICENSE_TAG_LEN
         && memcmp (eq - LICENSE_TAG_LEN, license_tag, LICENSE_TAG_LEN) == 0;
}

enum mn_entry_problem
mn_policy_check_entry (const struct mn_policy *p, const char *text,
                       size_t len, struct mn_entry_info *info)
{
  const char *eq = (const char *) memchr (text, '=', len);
  size_t tag_end, i;
  int dash = 0;

  memset (info, 0, sizeof *info);
  info->value_start = len;
  if (!eq)
    return MN_ENTRY_NO_TAG;
  tag_end = (size_t) (eq - text);
  info->value_start = tag_end + 1;

  /* An optional "modname." prefix (built-in modules' KBUILD_MODNAME),
     which may hold a '-', before a tag of tag characters.  One pass:
     every entry is checked.  */
  for (i = 0; i < tag_end; i++)
    {
      char c = text[i];
      if (is_tag_char (c))
        continue;
      if (c == '-' && !info->tag_start)
        dash = 1;
      else if (c == '.' && !info->tag_start && i > 0)
        info->tag_start = i + 1;
      else
        return MN_ENTRY_BAD_TAG;
    }
  if (dash && !info->tag_start)
    return MN_ENTRY_BAD_TAG;
  info->tag_len = tag_end - info->tag_start;
  if (info->tag_len == 0)
    return MN_ENTRY_BAD_TAG;

  info->is_license = info->tag_len == LICENSE_TAG_LEN
                     && memcmp (text + info->tag_start, license_tag,
                                LICENSE_TAG_LEN) == 0;
  if (info->is_license)
    {
      const char *value = text + info->value_start;
      size_t vlen = len - info->value_start;
      /* An empty license is none of an allowed list's (whose items are
         never empty): the kernel takes it for a proprietary one.  */
      if (mn_policy_has_license_list (p))
        {
          for (i = 0; i < p->licenses.count; i++)
            if (strlen (p->licenses.items[i]) == vlen
                && memcmp (p->licenses.items[i], value, vlen) == 0)
              break;
          if (i == p->licenses.count)
            return MN_ENTRY_LICENSE_DENIED;
        }
      if (vlen == 0)
        return MN_ENTRY_EMPTY_LICENSE;
    }
  else if (info->tag_len == 6
           && memcmp (text + info->tag_start, "author", 6) == 0
           && mn_policy_has_author_list (p))
    {
      for (i = 0; i < p->authors.count; i++)
        if (contains (text + info->value_start, len - info->value_start,
                      p->authors.items[i]))
          {
            info->denied_index = i;
            return MN_ENTRY_AUTHOR_DENIED;
          }
    }
  return MN_ENTRY_FINE;
}
