/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Unit tests of the GCC-free verdict core.  Prints one "PASS: name" or
   "FAIL: name" line per check, for unit.exp to count.  */
#include "modinfo_nul/verdict.h"
#include "modinfo_nul/policy.h"

#include <stdio.h>
#include <string.h>

static int failures;

static void
check (int ok, const char *name)
{
  printf ("%s: %s\n", ok ? "PASS" : "FAIL", name);
  if (!ok)
    failures++;
}

/* Judge the N bytes of literal S (N includes its NUL when wanted).  */
static struct mn_verdict
judge (const char *s, size_t n)
{
  struct mn_verdict v;
  mn_judge ((const unsigned char *) s, n, &v);
  return v;
}

#define JUDGE(lit) judge (lit, sizeof lit)

static void
test_verdicts (void)
{
  struct mn_verdict v;

  v = JUDGE ("license=GPL");
  check (v.kind == MN_OK && v.visible_len == 11 && v.tag_len == 7,
         "one string is ok, tag 'license'");

  v = JUDGE ("");
  check (v.kind == MN_OK && v.visible_len == 0 && v.tag_len == 0,
         "an empty string is one string");

  v = JUDGE ("license=GPL\0for files in the GPL directory");
  check (v.kind == MN_EMBEDDED_NUL && v.visible_len == 11
         && v.hidden_start == 12 && v.hidden_end == v.size - 1,
         "embedded NUL: visible and hidden parts");

  v = JUDGE ("license=GPL\0\0\0x\0\0");
  check (v.kind == MN_EMBEDDED_NUL && v.hidden_start == 14
         && v.hidden_end == 15, "hidden text skips NULs on both sides");

  v = JUDGE ("\0license=GPL");
  check (v.kind == MN_EMBEDDED_NUL && v.visible_len == 0 && v.tag_len == 0
         && v.hidden_start == 1, "NUL at offset 0");

  v = judge ("license=GPL", 11);
  check (v.kind == MN_UNTERMINATED && v.visible_len == 11 && v.tag_len == 7,
         "no NUL: unterminated");
  check (mn_kind_is_error (v.kind), "unterminated is an error");

  v = judge ("license=GPL\0\0\0\0", 16);
  check (v.kind == MN_TRAILING_NULS && v.extra_nuls == 4,
         "trailing NULs only: padding");
  check (!mn_kind_is_error (v.kind), "padding is not an error");

  v = JUDGE ("GPL\0");
  check (v.kind == MN_TRAILING_NULS && v.extra_nuls == 1,
         "explicit \\0 at the end is padding");

  v = judge ("", 0);
  check (v.kind == MN_EMPTY_OBJECT && mn_kind_is_error (v.kind),
         "zero bytes: not a string");

  v = JUDGE ("a\001b\x01\1");
  check (v.kind == MN_OK, "\\01, \\x01 and \\1 are not NUL");

  v = JUDGE ("description=a=b");
  check (v.tag_len == 11, "tag ends at the first '='");

  v = JUDGE ("noequals");
  check (v.kind == MN_OK && v.tag_len == 0, "no '=': no tag");

  v = judge ("x=\0", 3);
  check (v.kind == MN_OK && v.tag_len == 1 && v.visible_len == 2,
         "empty value");
}

static void
test_escape (void)
{
  char out[128];
  const unsigned char utf8[] = "Ren\xc3\xa9 \xe2\x82\xac";
  const unsigned char bad[] = "a\xff\xc3(";
  const unsigned char ctl[] = "a\tb\nc\\d\"e";
  const unsigned char nul_digit[] = { 'a', 0, '1', 0, 'b' };
  unsigned char big[1000];

  mn_escape (out, sizeof out, utf8, sizeof utf8 - 1, 64);
  check (strcmp (out, "Ren\xc3\xa9 \xe2\x82\xac") == 0,
         "escape keeps valid UTF-8");
  mn_escape (out, sizeof out, bad, sizeof bad - 1, 64);
  check (strcmp (out, "a\\xff\\xc3(") == 0, "escape: invalid UTF-8 as \\x");
  mn_escape (out, sizeof out, ctl, sizeof ctl - 1, 64);
  check (strcmp (out, "a\\tb\\nc\\\\d\"e") == 0, "escape: controls, backslash");
  mn_escape (out, sizeof out, nul_digit, sizeof nul_digit, 64);
  check (strcmp (out, "a\\x001\\0b") == 0,
         "escape: NUL before a digit stays unambiguous");
  memset (big, 'x', sizeof big);
  mn_escape (out, sizeof out, big, sizeof big, 64);
  check (strlen (out) == 67 && strcmp (out + 64, "...") == 0,
         "escape shortens long text with ...");
  mn_escape (out, 8, big, sizeof big, 64);
  check (strlen (out) <= 7, "escape respects a small buffer");
  {
    char tiny[3] = { 'x', 'x', 'x' };
    check (mn_escape (tiny, 3, big, sizeof big, 64) == 0 && tiny[0] == 0
           && tiny[1] == 'x', "escape writes only an empty string below 4 bytes");
  }
  {
    const unsigned char seq[] = "ab\xe2\x82\xac";
    mn_escape (out, sizeof out, seq, sizeof seq - 1, 4);
    check (strcmp (out, "ab...") == 0, "escape never cuts a UTF-8 sequence");
  }
  {
    const unsigned char overlong[] = "\xc0\xaf\xe0\x80\xaf\xed\xa0\x80";
    mn_escape (out, sizeof out, overlong, sizeof overlong - 1, 64);
    check (strcmp (out, "\\xc0\\xaf\\xe0\\x80\\xaf\\xed\\xa0\\x80") == 0,
           "escape: overlong forms and surrogates are invalid");
  }
}

static const char *const modinfo[] = { ".modinfo" };

static int
in_modinfo (const char *name, const char *comment)
{
  return mn_section_is_checked (name, comment, modinfo, 1);
}

static void
test_section_names (void)
{
  char out[64];

  check (in_modinfo (".modinfo", "#"), "exact name");
  check (in_modinfo (".modinfo #", "#"), "name then x86 comment");
  check (in_modinfo (".modinfo#x", "#"), "comment right after the name");
  check (in_modinfo (" \t.modinfo", "#"), "leading blanks");
  check (in_modinfo ("\".modinfo\"", "#"), "quoted name");
  check (in_modinfo ("\"\\056modinfo\"", "#"), "quoted name with octal escape");
  check (in_modinfo (".modinfo,\"a\"#", "#"), "name then flags");
  check (in_modinfo (".modinfo;nop", "#"), "name then statement separator");
  check (in_modinfo (".modinfo\n.text", "#"), "name then newline");
  check (in_modinfo (".modinfo //x", "//"), "aarch64 comment");
  check (!in_modinfo (".modinfo#x", "//"), "'#' is part of a name on aarch64");
  check (!in_modinfo (".modinfo #", "//"),
         "aarch64: the blank before '#' is scrubbed, the name is .modinfo#");
  check (!in_modinfo (".modinfo !", "#"), "x86: '.modinfo !' is .modinfo!");
  check (in_modinfo (".modinfo x", "#"),
         "a blank before a symbol character ends the name");
  check (in_modinfo (".modinfo \t,\"a\"", "#"), "blanks before the flags");
  check (!in_modinfo (".modinfo_extra", "#"), ".modinfo_extra is another section");
  check (!in_modinfo (".modinfo.x", "#"), ".modinfo.x is another section");
  check (!in_modinfo (".rodata.x", "#"), ".rodata.x is not checked");
  check (!in_modinfo ("modinfo", "#"), "name without dot");
  check (!in_modinfo ("\".modinfo,x\"", "#"), "quoted name keeps its comma");
  check (!in_modinfo ("\".mod\\000info\"", "#"), "quoted name stops at \\000");
  check (!in_modinfo ("", "#"), "empty name");
  check (mn_asm_section_name (".modinfo", "#", out, 4) == (size_t) -1,
         "name longer than the buffer is cut, not overrun");
  check (mn_asm_section_name ("\"a\\x41\\tb\"", NULL, out, sizeof out) == 4
         && strcmp (out, "aA\tb") == 0, "quoted name: hex and \\t escapes");
}

static enum mn_entry_problem
entry (const struct mn_policy *p, const char *text)
{
  struct mn_entry_info info;
  return mn_policy_check_entry (p, text, strlen (text), &info);
}

static void
test_policy (void)
{
  struct mn_policy *p = mn_policy_new ();
  size_t bad;
  char desc[64];
  struct mn_entry_info info;

  check (entry (NULL, "license=Anything") == MN_ENTRY_FINE,
         "no policy: any license");
  check (entry (NULL, "nothing") == MN_ENTRY_NO_TAG, "no '=': no tag");
  check (entry (NULL, "bad tag=x") == MN_ENTRY_BAD_TAG, "blank in a tag");
  check (entry (NULL, "e1000e.license=GPL") == MN_ENTRY_FINE,
         "built-in prefix");
  check (entry (NULL, "snd-hda.alias=x") == MN_ENTRY_FINE,
         "'-' allowed in the module prefix only");
  check (entry (NULL, "license=") == MN_ENTRY_EMPTY_LICENSE, "empty license");

  check (mn_policy_allow_licenses (p, "gpl,Dual%20BSD/GPL,a%2Cb%25", &bad)
         == NULL, "license list parses");
  check (mn_policy_has_license_list (p), "license list present");
  check (entry (p, "license=GPL and additional rights") == MN_ENTRY_FINE,
         "gpl expands to the kernel's idents");
  check (entry (p, "license=a,b%") == MN_ENTRY_FINE, "%2C and %25 decode");
  check (entry (p, "license=GPL ") == MN_ENTRY_LICENSE_DENIED,
         "licenses compare exactly");
  check (entry (p, "x.license=Proprietary") == MN_ENTRY_LICENSE_DENIED,
         "prefixed license is checked");
  mn_policy_describe_licenses (p, desc, sizeof desc);
  check (strlen (desc) < sizeof desc && strstr (desc, ", ...") != NULL,
         "license description is cut to its buffer");

  check (mn_policy_allow_licenses (p, "a,,b", &bad) != NULL && bad == 2,
         "empty item is refused at its offset");
  check (mn_policy_allow_licenses (p, "%2", &bad) != NULL,
         "truncated escape is refused");
  check (mn_policy_allow_licenses (p, "%41", &bad) != NULL,
         "unknown escape is refused");
  check (mn_policy_allow_licenses (p, "", &bad) != NULL, "empty list");

  check (mn_policy_deny_authors (p, "Evil,Bad%20Co", &bad) == NULL,
         "author list parses");
  check (mn_policy_check_entry (p, "author=Very Bad Co", 18, &info)
         == MN_ENTRY_AUTHOR_DENIED && info.denied_index == 1
         && strcmp (mn_policy_denied_author (p, info.denied_index),
                    "Bad Co") == 0, "denied author found");
  check (entry (p, "description=Evil") == MN_ENTRY_FINE,
         "only author entries are matched");
  mn_policy_free (p);
}

/* mn_entry_may_be_license never turns away a license entry.  */
static void
test_may_be_license (void)
{
  static const char *const entries[] = {
    "license=GPL", "e1000e.license=GPL", "license=", "license==x",
    "xlicense=GPL", "licence=GPL", "icense=GPL", "license", "=license",
    "alias=license=GPL", "a.b.license=GPL", "license =GPL", "LICENSE=GPL",
    "license=GPL\nlicense=x", "",
  };
  size_t i;
  int sound = 1, filters = 0;
  for (i = 0; i < sizeof entries / sizeof entries[0]; i++)
    {
      struct mn_entry_info info;
      size_t n = strlen (entries[i]);
      int may = mn_entry_may_be_license (entries[i], n);
      if (mn_policy_check_entry (NULL, entries[i], n, &info)
          != MN_ENTRY_NO_TAG && info.is_license && !may)
        sound = 0;
      filters += !may;
    }
  check (sound, "every license entry may be one");
  check (filters >= 8, "most others are turned away by the quick look");
  check (mn_entry_may_be_license ("license=GPL", 11)
         && !mn_entry_may_be_license ("licence=GPL", 11)
         && !mn_entry_may_be_license ("alias=license=GPL", 17),
         "the tag is the text before the first '='");
}

int findings_tests (void);
int gas_skim_tests (void);
int gas_options_tests (void);
int gas_inputs_tests (void);

int
main (void)
{
  test_verdicts ();
  test_escape ();
  test_section_names ();
  test_policy ();
  test_may_be_license ();
  failures += findings_tests ();
  failures += gas_skim_tests ();
  failures += gas_options_tests ();
  failures += gas_inputs_tests ();
  return failures != 0;
}
