/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The license rules for one module, shared by the plugin and the lint.  */
#include "modinfo_nul/license.h"
#include "modinfo_nul/policy.h"

#include <stdlib.h>
#include <string.h>

int
mn_license_is_gpl_compatible (const char *text, size_t len)
{
  size_t i;
  for (i = 0; i < mn_gpl_license_count; i++)
    if (strlen (mn_gpl_licenses[i]) == len
        && memcmp (mn_gpl_licenses[i], text, len) == 0)
      return 1;
  return 0;
}

void
mn_license_init (struct mn_license_state *s)
{
  memset (s, 0, sizeof *s);
}

enum mn_message
mn_license_add (struct mn_license_state *s, const char *text, size_t len)
{
  if (!s->seen)
    {
      s->first = text;
      s->first_len = len;
      s->first_gpl = mn_license_is_gpl_compatible (text, len);
      s->seen = 1;
      return MN_MSG_COUNT;
    }
  /* MODULE_LICENSE in several files of one module repeats it: harmless.  */
  if (len == s->first_len && memcmp (text, s->first, len) == 0)
    return MN_MSG_COUNT;
  /* The loader reads the first, modpost every one: when they fall on
     opposite sides of GPL compatibility, the two disagree about which
     symbols the module may use.  */
  if (mn_license_is_gpl_compatible (text, len) != s->first_gpl)
    return MN_MSG_LICENSE_CONFLICT;
  return MN_MSG_MULTI_LICENSE;
}

void
mn_license_modules_init (struct mn_license_modules *m)
{
  memset (m, 0, sizeof *m);
}

void
mn_license_modules_free (struct mn_license_modules *m)
{
  free (m->v);
  mn_license_modules_init (m);
}

struct mn_license_module *
mn_license_module_of (struct mn_license_modules *m, const char *prefix,
                      size_t len)
{
  struct mn_license_module *mod;
  size_t i;
  /* The last one first: an object's entries come module by module.  */
  for (i = m->n; i-- > 0;)
    if (m->v[i].prefix_len == len && memcmp (m->v[i].prefix, prefix, len) == 0)
      return &m->v[i];
  if (m->n == m->cap)
    {
      size_t cap = m->cap ? 2 * m->cap : 4;
      struct mn_license_module *v
        = (struct mn_license_module *) realloc (m->v, cap * sizeof *v);
      if (!v)
        return NULL;
      m->v = v;
      m->cap = cap;
    }
  mod = &m->v[m->n++];
  memset (mod, 0, sizeof *mod);
  mod->prefix = prefix;
  mod->prefix_len = len;
  mn_license_init (&mod->state);
  return mod;
}
