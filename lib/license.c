/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The license rules for one module, shared by the plugin and the lint.  */
#include "modinfo_nul/license.h"
#include "modinfo_nul/policy.h"

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
