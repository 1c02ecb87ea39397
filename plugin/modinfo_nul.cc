/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo_nul: a GCC plugin that checks every object the compiler places
   in the kernel's .modinfo section.  This file is the GCC glue: options,
   callbacks and diagnostics.  The verdict itself is in the core, lib/.  */
#define MN_WANT_GCC_VERSION
#include "gcc_compat.h"
#include "modinfo_nul/verdict.h"
#include "modinfo_nul/policy.h"
#include "modinfo_nul/asm_scan.h"
#include "literal_loc.h"

MN_EXPORT int plugin_is_GPL_compatible;

namespace {

const char *const plugin_version = MODINFO_NUL_VERSION;
const char *plugin_name = "modinfo_nul";

const char *const plugin_help =
  "check that every object placed in .modinfo (or the sections given) is "
  "exactly one NUL-terminated string\n"
  "  -fplugin-arg-modinfo_nul-section=NAME[,NAME...]  sections to check "
  "(default .modinfo)\n"
  "  -fplugin-arg-modinfo_nul-allow-license=LIST  licenses allowed (gpl = "
  "the kernel's GPL-compatible idents; %20 is a space)\n"
  "  -fplugin-arg-modinfo_nul-deny-author=SUBSTR[,...]  authors refused\n"
  "  -fplugin-arg-modinfo_nul-warn-only  report problems as warnings "
  "(-Werror still makes them errors)\n"
  "  -fplugin-arg-modinfo_nul-verbose    a note for every object checked\n"
  "  -fplugin-arg-modinfo_nul-disable    load but check nothing\n"
  "  -fplugin-arg-modinfo_nul-help       print this help\n"
  "  -fplugin-arg-modinfo_nul-version    print the plugin's version";

struct plugin_info info = { MODINFO_NUL_VERSION, plugin_help };

/* Larger objects are not copied to be judged (a designated initializer can
   ask for gigabytes); the kernel's largest entries are a few kilobytes.  */
const unsigned HOST_WIDE_INT max_checked_size = 64u << 20;

/* Options.  */
auto_vec<const char *> checked_sections;
bool warn_only;
bool verbose;
struct mn_policy *policy;

/* The first license entry of the translation unit: the one the module
   loader uses.  */
location_t first_license_loc;
char *first_license;

/* Declarations already judged (a redeclaration reports the same decl
   again), by DECL_UID: UIDs are dense and never reused, so a bitmap is
   cheaper than a hash table and safe after the tree is collected.  */
bitmap judged;
bitmap_obstack judged_obstack;   /* GCC's default one is not set up yet */

/* Definitions seen without an initializer; a C tentative definition may
   still get one.  What the report needs is copied, since the tree may be
   collected before the end of the compilation.  */
struct pending_decl
{
  tree decl;
  location_t user;
  char *name;
  char *section;
};
auto_vec<pending_decl> pending;

/* An error, or a warning under warn-only (which -Werror turns back).  */
#define MN_REPORT(LOC, ...) \
  (warn_only ? (void) warning_at (LOC, 0, __VA_ARGS__) \
             : error_at (LOC, __VA_ARGS__))

/* Section DECL lives in if it is one we check, else NULL.  */
const char *
checked_section_of (tree decl)
{
  /* GCC keeps one copy of each section name, so every .modinfo entry of a
     file hands over the same pointer: remember the last answer.  */
  static const char *last_name;
  static bool last_checked;
  const char *sec = DECL_SECTION_NAME (decl);
  if (!sec)
    return NULL;
  if (sec != last_name)
    {
      last_name = sec;
      last_checked = mn_section_is_checked (sec, MN_ASM_COMMENT_START,
                                            checked_sections.address (),
                                            checked_sections.length ());
    }
  return last_checked ? sec : NULL;
}

bool
narrow_char_type_p (tree t)
{
  t = TYPE_MAIN_VARIANT (t);
  return t == char_type_node || t == signed_char_type_node
         || t == unsigned_char_type_node;
}

/* Escaped, shortened text for a message.  */
struct quoted
{
  char buf[96];
  quoted (const unsigned char *p, size_t n)
  {
    mn_escape (buf, sizeof buf, p, n, 64);
  }
};

/* The entry-level checks on TEXT (LEN bytes, what the kernel reads), for
   an entry whose diagnostics go to the location USER_LOC computes.  */
void
check_entry (const char *sec, const char *text, size_t len,
             location_t (*user_loc) (const void *), const void *arg)
{
  struct mn_entry_info info;
  enum mn_entry_problem problem
    = mn_policy_check_entry (policy, text, len, &info);
  if (problem == MN_ENTRY_FINE && !info.is_license)
    return;

  location_t user = user_loc (arg);
  quoted entry ((const unsigned char *) text, len);
  quoted value ((const unsigned char *) text + info.value_start,
                len - info.value_start);
  switch (problem)
    {
    case MN_ENTRY_FINE:
      break;
    case MN_ENTRY_NO_TAG:
      warning_at (user, 0, "%qs entry %qs has no %<tag=%> prefix; modpost "
                  "and the module loader ignore it", sec, entry.buf);
      return;
    case MN_ENTRY_BAD_TAG:
      {
        quoted tag ((const unsigned char *) text, info.value_start - 1);
        warning_at (user, 0, "%qs entry %qs has a malformed tag %qs; a tag is "
                    "letters, digits and %<_%>, after an optional "
                    "%<module.%> prefix", sec, entry.buf, tag.buf);
        return;
      }
    case MN_ENTRY_EMPTY_LICENSE:
      warning_at (user, 0, "empty license in %qs entry %qs; the kernel treats "
                  "the module as proprietary", sec, entry.buf);
      break;
    case MN_ENTRY_LICENSE_DENIED:
      {
        char allowed[256];
        MN_REPORT (user, "license %qs is not allowed by "
                   "%<-fplugin-arg-%s-allow-license%>; allowed: %s",
                   value.buf, plugin_name,
                   mn_policy_describe_licenses (policy, allowed,
                                                sizeof allowed));
        break;
      }
    case MN_ENTRY_AUTHOR_DENIED:
      MN_REPORT (user, "author %qs contains %qs, which "
                 "%<-fplugin-arg-%s-deny-author%> refuses", value.buf,
                 mn_policy_denied_author (policy, info.denied_index),
                 plugin_name);
      return;
    }

  if (!info.is_license)
    return;
  if (!first_license)
    {
      first_license = xstrdup (value.buf);
      first_license_loc = user;
      return;
    }
  auto_diagnostic_group group;
  if (warning_at (user, 0, "another license entry %qs; the module loader "
                  "uses the first, %qs, and modpost checks both",
                  value.buf, first_license))
    inform (first_license_loc, "the first license entry is here");
}

location_t
decl_user_location (const void *decl)
{
  return mn_user_location ((tree) const_cast<void *> (decl));
}

void
report_verdict (tree decl, const char *sec, const unsigned char *bytes,
                const struct mn_verdict &v)
{
  if (v.kind != MN_UNTERMINATED && v.kind != MN_EMPTY_OBJECT)
    check_entry (sec, (const char *) bytes, v.visible_len,
                 decl_user_location, decl);

  /* The common case costs a few compares: locations and quoting are
     worked out only when there is something to say.  */
  if (v.kind == MN_OK && !verbose)
    return;
  location_t user = mn_user_location (decl);
  quoted tag (bytes, v.tag_len);
  quoted visible (bytes, v.visible_len);

  switch (v.kind)
    {
    case MN_OK:
      if (verbose)
        inform (user, "%qs entry %qs checked: one string of %wu bytes",
                sec, visible.buf, (unsigned HOST_WIDE_INT) v.size);
      return;

    case MN_EMPTY_OBJECT:
      MN_REPORT (user, "%qD in section %qs is empty; the section holds only "
                 "NUL-terminated strings", decl, sec);
      return;

    case MN_UNTERMINATED:
      MN_REPORT (user, "%qs entry %qs is not NUL-terminated; the kernel "
                 "reads on into the next entry", sec,
                 v.tag_len ? tag.buf : visible.buf);
      inform (user, "%qD has %wu bytes; leave out the array size, or make it "
              "at least %wu", decl, (unsigned HOST_WIDE_INT) v.size,
              (unsigned HOST_WIDE_INT) v.size + 1);
      return;

    case MN_TRAILING_NULS:
      warning_at (user, 0, "%qs entry %qs ends in %wu extra NUL bytes, which "
                  "the kernel reads as empty entries", sec,
                  v.tag_len ? tag.buf : visible.buf,
                  (unsigned HOST_WIDE_INT) v.extra_nuls);
      if (verbose)
        inform (user, "leave out the array size or the trailing %<\\0%>");
      return;

    case MN_EMBEDDED_NUL:
      {
        quoted hidden (bytes + v.hidden_start, v.hidden_end - v.hidden_start);
        location_t caret, token;
        bool exact = mn_locate_byte (decl, bytes, v.size, v.visible_len,
                                     &caret, &token);
        location_t where = exact ? caret : user;
        if (v.tag_len)
          MN_REPORT (where, "embedded NUL in %qs entry %qs: the kernel reads "
                     "%qs and ignores %qs", sec, tag.buf, visible.buf,
                     hidden.buf);
        else
          MN_REPORT (where, "embedded NUL in %qs entry: the kernel reads %qs "
                     "and ignores %qs", sec, visible.buf, hidden.buf);
        if (exact)
          mn_note_macro_origins (token);
        return;
      }
    }
}

/* Judge DECL, a variable defined with an initializer in checked section
   SEC.  */
void
judge_variable (tree decl, const char *sec)
{
  tree type = TREE_TYPE (decl);
  tree init = DECL_INITIAL (decl);

  if (type == error_mark_node || !init || init == error_mark_node)
    return;
  if (TREE_CODE (type) != ARRAY_TYPE || !narrow_char_type_p (TREE_TYPE (type)))
    {
      MN_REPORT (mn_user_location (decl), "%qD in section %qs has type %qT; "
                 "the section holds only NUL-terminated arrays of %<char%>",
                 decl, sec, type);
      return;
    }
  tree size_tree = TYPE_SIZE_UNIT (type);
  if (!size_tree || TREE_CODE (size_tree) != INTEGER_CST
      || !tree_fits_uhwi_p (size_tree))
    {
      MN_REPORT (mn_user_location (decl),
                 "%qD in section %qs has no constant size", decl, sec);
      return;
    }
  unsigned HOST_WIDE_INT size = tree_to_uhwi (size_tree);
  if (size > max_checked_size)
    {
      warning_at (mn_user_location (decl), 0,
                  "%qD in section %qs is too large to verify", decl, sec);
      return;
    }

  const unsigned char *bytes;
  unsigned char *copy = NULL;
  if (TREE_CODE (init) == STRING_CST
      && (unsigned HOST_WIDE_INT) TREE_STRING_LENGTH (init) == size)
    bytes = (const unsigned char *) TREE_STRING_POINTER (init);
  else
    {
      copy = XCNEWVEC (unsigned char, size ? size : 1);
      if (TREE_CODE (init) == STRING_CST)
        memcpy (copy, TREE_STRING_POINTER (init),
                MIN ((unsigned HOST_WIDE_INT) TREE_STRING_LENGTH (init), size));
      else if (size
               && native_encode_initializer (init, copy, size, 0) != (int) size)
        {
          MN_REPORT (mn_user_location (decl), "the initializer of %qD in "
                     "section %qs is not a constant string", decl, sec);
          XDELETEVEC (copy);
          return;
        }
      bytes = copy;
    }

  struct mn_verdict v;
  mn_judge (bytes, size, &v);
  report_verdict (decl, sec, bytes, v);
  XDELETEVEC (copy);
}

/* The asm route.  */

const struct mn_asm_target asm_target
  = { MN_ASM_COMMENT_START, MN_ASM_WORD_SIZE, BYTES_BIG_ENDIAN };

/* asm statements already scanned, by location: an inline function's asm
   is seen once per caller.  */
hash_set<int_hash<location_t, 0, 1> > *scanned_asm;

location_t
asm_location (const void *loc)
{
  return *(const location_t *) loc;
}

void
on_asm_event (const struct mn_asm_event *ev, void *arg)
{
  location_t loc = *(const location_t *) arg;
  const char *sec = ev->section;
  quoted entry (ev->bytes, ev->len);
  const unsigned char *eq
    = (const unsigned char *) (ev->len ? memchr (ev->bytes, '=', ev->len)
                                       : NULL);
  quoted tag (ev->bytes, eq ? (size_t) (eq - ev->bytes) : ev->len);
  bool reported = true;

  switch (ev->kind)
    {
    case MN_ASM_EMBEDDED_NUL:
      {
        quoted hidden (ev->hidden, ev->hidden_len);
        MN_REPORT (loc, "embedded NUL in %qs entry %qs written by an %<asm%> "
                   "statement: the kernel reads %qs and ignores %qs",
                   sec, tag.buf, entry.buf, hidden.buf);
        check_entry (sec, (const char *) ev->bytes, ev->len, asm_location,
                     &loc);
        break;
      }
    case MN_ASM_ENTRY:
      if (!ev->terminated)
        MN_REPORT (loc, "%qs entry %qs written by an %<asm%> statement is not "
                   "NUL-terminated; the kernel reads on into the next entry",
                   sec, tag.buf);
      else
        {
          reported = false;
          check_entry (sec, (const char *) ev->bytes, ev->len, asm_location,
                       &loc);
          if (verbose)
            inform (loc, "%qs entry %qs written by an %<asm%> statement "
                    "checked", sec, entry.buf);
        }
      break;
    case MN_ASM_UNVERIFIABLE:
      warning_at (loc, 0, "cannot verify what this %<asm%> statement writes "
                  "into %qs: %s", sec, ev->what);
      break;
    }
  if (reported && ev->line > 1)
    inform (loc, "at line %u of the %<asm%> text", ev->line);
}

void
scan_asm (const char *text, bool extended, location_t loc)
{
  if (!mn_asm_may_switch_section (text))
    return;
  mn_asm_scan (text, extended, &asm_target, checked_sections.address (),
               checked_sections.length (), on_asm_event, &loc);
}

/* A pass just before expansion: the asm statements of every function that
   is emitted, inline copies included, and of none that is not.  */
const pass_data asm_pass_data = {
  GIMPLE_PASS, "modinfo_nul_asm", OPTGROUP_NONE, TV_NONE,
  PROP_cfg, 0, 0, 0, 0
};

class asm_pass : public gimple_opt_pass
{
public:
  asm_pass (gcc::context *ctxt) : gimple_opt_pass (asm_pass_data, ctxt) {}
  unsigned int execute (function *fn) final override;
};

unsigned int
asm_pass::execute (function *fn)
{
  basic_block bb;
  FOR_EACH_BB_FN (bb, fn)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
         gsi_next (&gsi))
      if (gasm *stmt = dyn_cast<gasm *> (gsi_stmt (gsi)))
        {
          location_t loc = gimple_location (stmt);
          const char *text = gimple_asm_string (stmt);
          location_t key = get_pure_location (line_table, loc);
          /* Keys 0 and 1 mark empty and deleted slots of the set.  */
          if (mn_asm_may_switch_section (text)
              && (key <= BUILTINS_LOCATION || !scanned_asm->add (key)))
            scan_asm (text, !gimple_asm_input_p (stmt), loc);
        }
  return 0;
}

/* Top-level asm keeps no location: each new one is placed between the
   declarations parsed before and after it, and found in that text.  It is
   scanned as soon as it is seen, so that it is checked even when the
   compile stops before the passes run.  */
asm_node *last_asm_seen;
location_t last_decl_loc;

location_t find_toplevel_asm (location_t after, location_t before);

void
note_new_toplevel_asm (location_t here)
{
  asm_node *next = last_asm_seen ? last_asm_seen->next
                                 : symtab->first_asm_symbol ();
  location_t after = last_decl_loc;
  for (; next; next = next->next)
    {
      const char *text = TREE_STRING_POINTER (next->asm_str);
      last_asm_seen = next;
      if (!mn_asm_may_switch_section (text))
        continue;
      /* Several in a row: each is searched for after the one before.  */
      location_t loc = find_toplevel_asm (after, here);
      scan_asm (text, false, loc);
      after = loc;
    }
  if (here > BUILTINS_LOCATION)
    last_decl_loc = here;
}

void
on_finish_decl (void *gcc_data, void *)
{
  tree decl = (tree) gcc_data;
  if (decl && (last_asm_seen ? last_asm_seen->next
                             : symtab->first_asm_symbol ()))
    note_new_toplevel_asm (DECL_SOURCE_LOCATION (decl));
  else if (decl)
    last_decl_loc = DECL_SOURCE_LOCATION (decl);
  if (!decl || TREE_CODE (decl) != VAR_DECL || DECL_EXTERNAL (decl)
      || !TREE_STATIC (decl))
    return;
  const char *sec = checked_section_of (decl);
  if (!sec)
    return;
  if (!DECL_INITIAL (decl))
    {
      pending_decl p = { decl, mn_user_location (decl),
                         xstrdup (lang_hooks.decl_printable_name (decl, 1)),
                         xstrdup (sec) };
      pending.safe_push (p);
      return;
    }
  for (unsigned i = 0; i < pending.length (); i++)
    if (pending[i].decl == decl)
      pending[i].decl = NULL_TREE;
  if (!bitmap_set_bit (judged, DECL_UID (decl)))
    return;
  judge_variable (decl, sec);
}

void
on_finish_function (void *gcc_data, void *)
{
  tree fndecl = (tree) gcc_data;
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL)
    return;
  note_new_toplevel_asm (DECL_SOURCE_LOCATION (fndecl));
  const char *sec = checked_section_of (fndecl);
  if (!sec || !bitmap_set_bit (judged, DECL_UID (fndecl)))
    return;
  MN_REPORT (mn_user_location (fndecl), "function %qD is placed in section "
             "%qs, which holds only NUL-terminated strings", fndecl, sec);
}

/* Before the IPA passes: top-level asm after the last declaration.  */
/* The "asm" keyword of a top-level asm parsed after AFTER (and before
   BEFORE, when known): the first one in the file's text from AFTER on.  */
location_t
find_toplevel_asm (location_t after, location_t before)
{
  location_t from = linemap_resolve_location (line_table, after,
                                              LRK_MACRO_EXPANSION_POINT, NULL);
  location_t to = linemap_resolve_location (line_table, before,
                                            LRK_MACRO_EXPANSION_POINT, NULL);
  location_t fallback = to > BUILTINS_LOCATION ? to : from;
  if (from <= BUILTINS_LOCATION)
    {
      /* Nothing declared before it: search its file (or, with no
         declaration at all, the main file) from the top.  */
      expanded_location y = expand_location (to);
      const char *file = to > BUILTINS_LOCATION ? y.file : main_input_filename;
      from = file ? mn_location_at (file, 1, 0) : UNKNOWN_LOCATION;
      if (from == UNKNOWN_LOCATION)
        return fallback;
    }
  expanded_location x = expand_location (from), y = expand_location (to);
  int last = (y.file && x.file && strcmp (x.file, y.file) == 0
              && y.line >= x.line) ? y.line : x.line + 200;
  bool in_comment = false;
  for (int line = x.line; line <= last; line++)
    {
      char_span text = mn_source_line (x.file, line);
      if (!text)
        break;
      const char *p = text.get_buffer ();
      size_t n = text.length ();
      /* Strictly after FROM: it is a declaration or the previous asm.  */
      for (size_t i = line == x.line ? x.column : 0; i < n; i++)
        {
          if (in_comment)
            {
              if (p[i] == '*' && i + 1 < n && p[i + 1] == '/')
                in_comment = false, i++;
              continue;
            }
          if (p[i] == '/' && i + 1 < n && p[i + 1] == '*')
            {
              in_comment = true;
              i++;
              continue;
            }
          if (p[i] == '/' && i + 1 < n && p[i + 1] == '/')
            break;
          if (p[i] == '"' || p[i] == '\'')
            {
              char quote = p[i];
              for (i++; i < n && p[i] != quote; i++)
                if (p[i] == '\\')
                  i++;
              continue;
            }
          if ((i > 0 && (ISIDNUM (p[i - 1]) || p[i - 1] == '$')) || i + 3 > n)
            continue;
          size_t k = 0;
          if (n - i >= 7 && memcmp (p + i, "__asm__", 7) == 0)
            k = 7;
          else if (n - i >= 5 && memcmp (p + i, "__asm", 5) == 0)
            k = 5;
          else if (memcmp (p + i, "asm", 3) == 0)
            k = 3;
          if (!k || (i + k < n && (ISIDNUM (p[i + k]) || p[i + k] == '$')))
            continue;
          location_t loc = mn_location_at (x.file, line, i + 1);
          return loc != UNKNOWN_LOCATION ? loc : fallback;
        }
    }
  return fallback;
}

void
on_all_ipa_passes_start (void *, void *)
{
  note_new_toplevel_asm (UNKNOWN_LOCATION);
}

/* At the very end, even after other errors: definitions that never got an
   initializer are all NUL bytes.  */
void
on_finish (void *, void *)
{
  for (unsigned i = 0; i < pending.length (); i++)
    {
      pending_decl &p = pending[i];
      if (p.decl)
        MN_REPORT (p.user, "%qs in section %qs has no constant initializer, "
                   "so it holds only NUL bytes", p.name, p.section);
      free (p.name);
      free (p.section);
    }
  pending.truncate (0);
}

const char *const valid_keys
  = "section=NAME[,NAME...], allow-license=LIST, deny-author=LIST, "
    "warn-only, verbose, disable, help, version";

/* Parse the section list VALUE into checked_sections.  */
bool
parse_sections (const char *value)
{
  /* checked_sections points into this copy, which lives as long as cc1;
     the static pointer keeps it reachable after the vector is gone.  */
  static char *list;
  free (list);
  checked_sections.truncate (0);
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
                 "%<-fplugin-arg-%s-section=%s%>: give each name as the "
                 "assembler reads it, separated by commas",
                 name, plugin_name, value);
          return false;
        }
      checked_sections.safe_push (name);
    }
  return true;
}

/* One note per line, so each carries GCC's prefix.  */
void
print_help ()
{
  inform (UNKNOWN_LOCATION, "%s %s:", plugin_name, plugin_version);
  for (const char *line = plugin_help; *line; )
    {
      const char *end = strchr (line, '\n');
      int len = end ? end - line : (int) strlen (line);
      inform (UNKNOWN_LOCATION, "%.*s", len, line);
      line += len + (end != NULL);
    }
}

bool
parse_arguments (struct plugin_name_args *args, bool *disable)
{
  bool ok = true;
  for (int i = 0; i < args->argc; i++)
    {
      const char *key = args->argv[i].key, *value = args->argv[i].value;
      if (strcmp (key, "section") == 0)
        {
          if (!value || !*value)
            {
              error ("%<-fplugin-arg-%s-section%> needs a value: "
                     "%<-fplugin-arg-%s-section=NAME[,NAME...]%>",
                     plugin_name, plugin_name);
              ok = false;
            }
          else if (!parse_sections (value))
            ok = false;
          continue;
        }
      if (strcmp (key, "allow-license") == 0
          || strcmp (key, "deny-author") == 0)
        {
          size_t bad = 0;
          const char *why
            = !value ? "needs a value"
              : key[0] == 'a' ? mn_policy_allow_licenses (policy, value, &bad)
                              : mn_policy_deny_authors (policy, value, &bad);
          if (why)
            {
              error ("%<-fplugin-arg-%s-%s=%s%> %s (at %qs); give a "
                     "comma-separated list, with %<%%20%> for a space and "
                     "%<%%2C%> for a comma", plugin_name, key,
                     value ? value : "", why, value ? value + bad : "");
              ok = false;
            }
          continue;
        }
      bool *flag = NULL;
      bool help = false, version = false;
      if (strcmp (key, "warn-only") == 0)
        flag = &warn_only;
      else if (strcmp (key, "verbose") == 0)
        flag = &verbose;
      else if (strcmp (key, "disable") == 0)
        flag = disable;
      else if (strcmp (key, "help") == 0)
        flag = &help;
      else if (strcmp (key, "version") == 0)
        flag = &version;
      if (!flag)
        {
          error ("unknown option %<-fplugin-arg-%s-%s%>; the valid keys "
                 "are %s", plugin_name, key, valid_keys);
          ok = false;
          continue;
        }
      if (value)
        {
          error ("%<-fplugin-arg-%s-%s%> takes no value (found %<=%s%>)",
                 plugin_name, key, value);
          ok = false;
          continue;
        }
      *flag = true;
      if (help)
        print_help ();
      if (version)
        inform (UNKNOWN_LOCATION, "%s version %s", plugin_name,
                plugin_version);
    }
  return ok;
}

} // anon namespace

MN_EXPORT int
plugin_init (struct plugin_name_args *args, struct plugin_gcc_version *version)
{
  plugin_name = args->base_name;
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("%qs was built for GCC %s but this is GCC %s; rebuild it with "
             "this compiler", args->full_name, gcc_version.basever,
             version->basever);
      return 1;
    }

  register_callback (plugin_name, PLUGIN_INFO, NULL, &info);

  checked_sections.safe_push (".modinfo");
  policy = mn_policy_new ();
  bool disable = false;
  if (!parse_arguments (args, &disable))
    return 1;
  if (disable)
    return 0;

  bitmap_obstack_initialize (&judged_obstack);
  judged = BITMAP_ALLOC (&judged_obstack);
  scanned_asm = new hash_set<int_hash<location_t, 0, 1> >;
  struct register_pass_info asm_pass_info
    = { new asm_pass (g), "optimized", 1, PASS_POS_INSERT_AFTER };
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
                     &asm_pass_info);
  register_callback (plugin_name, PLUGIN_FINISH_DECL, on_finish_decl, NULL);
  register_callback (plugin_name, PLUGIN_FINISH_PARSE_FUNCTION,
                     on_finish_function, NULL);
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_START,
                     on_all_ipa_passes_start, NULL);
  register_callback (plugin_name, PLUGIN_FINISH, on_finish, NULL);
  return 0;
}
