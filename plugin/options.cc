/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -fplugin-arg-modinfo_nul-KEY[=VALUE]: one table of every option.  */
#include "gcc_compat.h"
#include "options.h"
#include "modinfo_nul/policy.h"
#include "modinfo_nul/verdict.h"

plugin_options options;
const char *plugin_name = "modinfo_nul";

namespace {

/* Parse VALUE for KEY; false after an error (reported).  */
typedef bool (*value_parser) (const char *key, const char *value);

bool parse_sections (const char *key, const char *value);
bool parse_allow_license (const char *key, const char *value);
bool parse_deny_author (const char *key, const char *value);

bool help_asked, version_asked;

struct option_spec
{
  const char *key;
  const char *syntax;     /* the value's form, or NULL for a flag */
  value_parser parse;     /* for an option with a value */
  bool *flag;             /* for a flag */
  const char *help;
};

const option_spec table[] = {
  { "section", "NAME[,NAME...]", parse_sections, NULL,
    "sections to check (default .modinfo)" },
  { "allow-license", "LIST", parse_allow_license, NULL,
    "licenses allowed (gpl = the kernel's GPL-compatible idents; %20 is a "
    "space)" },
  { "deny-author", "SUBSTR[,...]", parse_deny_author, NULL,
    "authors refused" },
  { "warn-only", NULL, NULL, &options.warn_only,
    "report problems as warnings (-Werror still makes them errors)" },
  { "verbose", NULL, NULL, &options.verbose,
    "a note for every object checked" },
  { "disable", NULL, NULL, &options.disable, "load but check nothing" },
  { "help", NULL, NULL, &help_asked, "print this help" },
  { "version", NULL, NULL, &version_asked, "print the plugin's version" },
};

const char intro[] = "check that every object placed in .modinfo (or the "
                     "sections given) is exactly one NUL-terminated string";

bool
parse_sections (const char *key, const char *value)
{
  /* The vector points into this copy, which lives as long as cc1; the
     static pointer keeps it reachable.  */
  static char *list;
  free (list);
  options.sections.truncate (0);
  list = xstrdup (value);
  for (char *name = list, *next; name; name = next)
    {
      next = strchr (name, ',');
      if (next)
        *next++ = 0;
      char as_read[256];
      if (!*name
          || mn_asm_section_name (name, MN_ASM_COMMENT_START, as_read,
                                  sizeof as_read) != strlen (name)
          || strcmp (as_read, name) != 0)
        {
          error ("invalid section name %qs in "
                 "%<-fplugin-arg-%s-%s=%s%>: give each name as the "
                 "assembler reads it, separated by commas",
                 name, plugin_name, key, value);
          return false;
        }
      options.sections.safe_push (name);
    }
  return true;
}

bool
report_list_error (const char *key, const char *value, const char *why,
                   size_t bad)
{
  if (why)
    error ("%<-fplugin-arg-%s-%s=%s%> %s (at %qs); give a comma-separated "
           "list, with %<%%20%> for a space and %<%%2C%> for a comma",
           plugin_name, key, value, why, value + bad);
  return !why;
}

bool
parse_allow_license (const char *key, const char *value)
{
  size_t bad = 0;
  const char *why = mn_policy_allow_licenses (options.policy, value, &bad);
  return report_list_error (key, value, why, bad);
}

bool
parse_deny_author (const char *key, const char *value)
{
  size_t bad = 0;
  const char *why = mn_policy_deny_authors (options.policy, value, &bad);
  return report_list_error (key, value, why, bad);
}

/* The help text as it is built: LEN bytes so far, of which those that
   fit are in BUF (SIZE bytes).  */
struct help_text
{
  char *buf;
  size_t size, len;
};

void
help_add (help_text *h, const char *text, size_t n)
{
  if (h->len + n < h->size)
    memcpy (h->buf + h->len, text, n);
  h->len += n;
}

void
help_add (help_text *h, const char *text)
{
  help_add (h, text, strlen (text));
}

/* "  -fplugin-arg-modinfo_nul-KEY[=SYNTAX]  HELP" for every option, into
   H.  Built without the heap where it fits: plugin_init runs while GCC's
   own heap is young, and the freed pieces of a string built up by
   concatenation change where GCC's later allocations land (glibc's
   malloc then ran about 1 M instructions more in a kernel compile).  */
void
build_help (const char *name, help_text *h)
{
  size_t width = 0;
  for (const option_spec &o : table)
    if (!o.syntax)
      width = MAX (width, strlen (o.key));
  help_add (h, intro);
  for (const option_spec &o : table)
    {
      help_add (h, "\n  -fplugin-arg-");
      help_add (h, name);
      help_add (h, "-");
      help_add (h, o.key);
      if (o.syntax)
        {
          help_add (h, "=");
          help_add (h, o.syntax);
        }
      size_t pad = o.syntax ? 2 : 2 + width - strlen (o.key);
      for (; pad; pad--)
        help_add (h, " ", 1);
      help_add (h, o.help);
    }
  if (h->len < h->size)
    h->buf[h->len] = 0;
}

/* "section=NAME[,NAME...], ..., version" for error messages.  */
char *
valid_keys ()
{
  char *text = xstrdup ("");
  for (const option_spec &o : table)
    {
      char *line = xasprintf ("%s%s%s%s%s", text, *text ? ", " : "", o.key,
                              o.syntax ? "=" : "",
                              o.syntax ? (o.parse == parse_sections
                                          ? o.syntax : "LIST") : "");
      free (text);
      text = line;
    }
  return text;
}

/* One note per line, so each carries GCC's prefix.  */
void
print_help ()
{
  inform (UNKNOWN_LOCATION, "%s %s:", plugin_name, MODINFO_NUL_VERSION);
  for (const char *line = options_help (); *line; )
    {
      const char *end = strchr (line, '\n');
      int len = end ? end - line : (int) strlen (line);
      inform (UNKNOWN_LOCATION, "%.*s", len, line);
      line += len + (end != NULL);
    }
}

const option_spec *
find_option (const char *key)
{
  for (const option_spec &o : table)
    if (strcmp (o.key, key) == 0)
      return &o;
  return NULL;
}

bool
parse_one (const char *key, const char *value)
{
  const option_spec *o = find_option (key);
  if (!o)
    {
      char *keys = valid_keys ();
      error ("unknown option %<-fplugin-arg-%s-%s%>; the valid keys are %s",
             plugin_name, key, keys);
      free (keys);
      return false;
    }
  if (o->syntax && (!value || !*value))
    {
      error ("%<-fplugin-arg-%s-%s%> needs a value: "
             "%<-fplugin-arg-%s-%s=%s%>", plugin_name, key, plugin_name,
             key, o->syntax);
      return false;
    }
  if (o->syntax)
    return o->parse (key, value);
  if (value)
    {
      error ("%<-fplugin-arg-%s-%s%> takes no value (found %<=%s%>)",
             plugin_name, key, value);
      return false;
    }
  *o->flag = true;
  return true;
}

} // anon namespace

const char *
options_help ()
{
  static char fixed[2048];
  static char *help;
  if (!help)
    {
      /* A plugin file's name can be long: then one allocation.  */
      help_text h = { fixed, sizeof fixed, 0 };
      build_help (plugin_name, &h);
      if (h.len >= h.size)
        {
          h.buf = XNEWVEC (char, h.len + 1);
          h.size = h.len + 1;
          h.len = 0;
          build_help (plugin_name, &h);
        }
      help = h.buf;
    }
  return help;
}

bool
parse_options (const struct plugin_name_args *args)
{
  options.sections.safe_push (".modinfo");
  options.policy = mn_policy_new ();
  bool ok = true;
  for (int i = 0; i < args->argc; i++)
    ok &= parse_one (args->argv[i].key, args->argv[i].value);
  if (help_asked)
    print_help ();
  if (version_asked)
    inform (UNKNOWN_LOCATION, "%s version %s", plugin_name,
            MODINFO_NUL_VERSION);
  return ok;
}
