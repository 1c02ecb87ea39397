/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Unit tests of the finding table, the renderer and the license rules;
   findings_tests () is called from verdict_test.c's main.  */
#include "modinfo_nul/findings.h"
#include "modinfo_nul/license.h"

#include <stdio.h>
#include <string.h>

int findings_tests (void);

static int findings_failures;

static void
fcheck (int ok, const char *name)
{
  printf ("%s: %s\n", ok ? "PASS" : "FAIL", name);
  if (!ok)
    findings_failures++;
}

static void
test_render (void)
{
  char buf[128];
  size_t n;

  mn_render (buf, sizeof buf, mn_message_format (MN_MSG_EMBEDDED_NUL),
             ".modinfo", "license", "license=GPL", "x");
  fcheck (strcmp (buf, "embedded NUL in '.modinfo' entry 'license': the "
                  "kernel reads 'license=GPL' and ignores 'x'") == 0,
          "render: %qs as GCC prints it in the C locale");
  mn_render (buf, sizeof buf, "%<tag=%> %wu %u %s %% %qwu", (uint64_t) 1 << 40,
             7u, "s", (uint64_t) 3);
  fcheck (strcmp (buf, "'tag=' 1099511627776 7 s % '3'") == 0,
          "render: %< %> %wu %u %s %% %qwu");
  n = mn_render (buf, 5, "%qs", "abcdef");
  fcheck (n == 8 && strcmp (buf, "'abc") == 0,
          "render: cut to the buffer, full length returned");
  mn_render (buf, sizeof buf, "%y%");
  fcheck (strcmp (buf, "%y%") == 0, "render: unknown conversions kept");
}

static void
test_kinds (void)
{
  int ok = 1;
  unsigned k, m;
  for (k = 0; k < MN_FK_COUNT; k++)
    ok &= mn_kind_name ((enum mn_finding_kind) k) != NULL
          && mn_kind_by_name (mn_kind_name ((enum mn_finding_kind) k)) == k;
  fcheck (ok, "kinds: every kind has a name that finds it");
  fcheck (mn_kind_by_name ("no-such-kind") == MN_FK_COUNT,
          "kinds: an unknown name");
  for (ok = 1, m = 0; m < MN_MSG_COUNT; m++)
    ok &= mn_message_kind ((enum mn_message) m) < MN_FK_COUNT
          && *mn_message_format ((enum mn_message) m);
  fcheck (ok, "messages: every message has a kind and a format");
  fcheck (mn_message_severity (MN_MSG_FIRST_LICENSE) == MN_SEV_NOTE
          && mn_message_severity (MN_MSG_MULTI_LICENSE) == MN_SEV_WARNING
          && mn_message_severity (MN_MSG_LICENSE_CONFLICT) == MN_SEV_ERROR,
          "messages: severities");
  fcheck (mn_entry_message (MN_ENTRY_NO_TAG, 0) == MN_MSG_NO_TAG
          && mn_entry_message (MN_ENTRY_NO_TAG, 1) == MN_MSG_TAGLESS_FRAGMENT
          && mn_entry_message (MN_ENTRY_FINE, 1) == MN_MSG_COUNT,
          "messages: a tagless entry is an error in a final module");
}

static void
test_license (void)
{
  struct mn_license_state s;
  mn_license_init (&s);
  fcheck (mn_license_add (&s, "GPL", 3) == MN_MSG_COUNT
          && mn_license_add (&s, "GPL", 3) == MN_MSG_COUNT,
          "license: the first and identical repeats are silent");
  fcheck (mn_license_add (&s, "GPL v2", 6) == MN_MSG_MULTI_LICENSE,
          "license: two GPL-compatible ones warn");
  fcheck (mn_license_add (&s, "Proprietary", 11) == MN_MSG_LICENSE_CONFLICT,
          "license: a proprietary one beside GPL conflicts");
  mn_license_init (&s);
  mn_license_add (&s, "Proprietary", 11);
  fcheck (mn_license_add (&s, "MIT", 3) == MN_MSG_MULTI_LICENSE
          && mn_license_add (&s, "GPL", 3) == MN_MSG_LICENSE_CONFLICT,
          "license: GPL after a proprietary first conflicts");
  fcheck (mn_license_is_gpl_compatible ("Dual BSD/GPL", 12)
          && !mn_license_is_gpl_compatible ("GPL", 2),
          "license: GPL compatibility by exact ident");
}

int
findings_tests (void)
{
  test_render ();
  test_kinds ();
  test_license ();
  return findings_failures;
}
