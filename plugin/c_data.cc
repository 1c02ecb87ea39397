/* SPDX-License-Identifier: GPL-2.0-or-later */
/* C declarations in the checked sections: judged before GCC writes them,
   with the caret on the byte that hides text.  */
#include "gcc_compat.h"
#include "glue.h"
#include "modinfo_nul/license.h"
#include "modinfo_nul/findings.h"
#include "literal_loc.h"

namespace mn {

bool collect_licenses = true;
/* Larger objects are not copied to be judged (a designated initializer can
   ask for gigabytes); the kernel's largest entries are a few kilobytes.  */
const unsigned HOST_WIDE_INT max_checked_size = 64u << 20;

/* The license entries of the translation unit, in the order they were
   judged: C declarations first, replaced by the assembly's order (the
   order the module loader reads) once the stream has been read.  */
struct license_entry
{
  char *entry;          /* the whole entry, NUL-terminated */
  size_t len, prefix_len, value_start;
  location_t loc;
  int order;            /* C's: the declaration's symbol order */
  unsigned seq;
};
vec<license_entry> licenses;
int judging_order;

/* Section DECL lives in if it is one we check, else NULL.  */
const char *
checked_section_of (tree decl)
{
  return checked_section_named (DECL_SECTION_NAME (decl));
}

const char *
checked_section_named (const char *sec)
{
  /* GCC keeps one copy of each section name, so every .modinfo entry of a
     file hands over the same pointer: remember the last answer.  */
  static const char *last_name;
  static bool last_checked;
  if (!sec)
    return NULL;
  if (sec != last_name)
    {
      last_name = sec;
      last_checked = mn_section_is_checked (sec, MN_ASM_COMMENT_START,
                                            options.sections.address (),
                                            options.sections.length ());
    }
  return last_checked ? sec : NULL;
}

bool
narrow_char_type_p (tree t)
{
  /* Any byte-sized integer: a char typedef with attributes (may_alias)
     is a type of its own, with the same bytes.  */
  return TREE_CODE (t) == INTEGER_TYPE
         && TYPE_PRECISION (t) == TYPE_PRECISION (char_type_node);
}

bool
license_section_p (const char *sec)
{
  static const char *const modinfo[] = { ".modinfo" };
  static const char *last_name;
  static bool last_answer;
  if (sec != last_name)
    {
      last_name = sec;
      last_answer = mn_section_is_checked (sec, MN_ASM_COMMENT_START,
                                           modinfo, 1);
    }
  return last_answer;
}

void
add_license (const char *entry, size_t len, size_t prefix_len,
             size_t value_start, location_t loc)
{
  license_entry e = { XNEWVEC (char, len + 1), len, prefix_len, value_start,
                      loc, judging_order, licenses.length () };
  memcpy (e.entry, entry, len);
  e.entry[len] = 0;
  licenses.safe_push (e);
}

static int
by_order_and_seq (const void *a, const void *b)
{
  const license_entry *x = (const license_entry *) a;
  const license_entry *y = (const license_entry *) b;
  if (x->order != y->order)
    return x->order < y->order ? -1 : 1;
  return x->seq < y->seq ? -1 : x->seq > y->seq;
}

/* The licenses C collected, in the order of their declarations.  */
void
sort_c_licenses ()
{
  licenses.qsort (by_order_and_seq);
}

void
clear_licenses ()
{
  for (unsigned i = 0; i < licenses.length (); i++)
    XDELETEVEC (licenses[i].entry);
  licenses.truncate (0);
}

/* Whether this LTRANS lto1's partition is one of several of the link:
   lto-wrapper names them "X.ltrans0.o" on (its list of them is gone by
   now), and deletes each only once its lto1 is done, so partition 0
   sees the next.  -1 when that cannot be told.  */
static int
ltrans_partition_of_several ()
{
  if (flag_lto_partition == LTO_PARTITION_ONE)
    return 0;
  if (num_in_fnames != 1 || !in_fnames[0])
    return -1;
  const char *in = in_fnames[0];
  size_t n = strlen (in), d;
  if (n < 2 || strcmp (in + n - 2, ".o"))
    return -1;
  for (d = n - 2; d > 0 && ISDIGIT (in[d - 1]); d--)
    ;
  static const char tag[] = ".ltrans";
  if (d == n - 2 || d < sizeof tag - 1
      || memcmp (in + d - (sizeof tag - 1), tag, sizeof tag - 1))
    return -1;
  if (n - 2 - d != 1 || in[d] != '0')
    return 1;
  char *next = xstrdup (in);
  next[d] = '1';
  struct stat st;
  int several = stat (next, &st) == 0;
  free (next);
  return several;
}

/* The loader uses the first license; modpost checks every one.  A
   built-in module's ("modname.license=") no kernel reader enforces.  The
   rule itself is the core's.  */
void
report_licenses ()
{
  if (flag_ltrans && licenses.length ())
    if (int several = ltrans_partition_of_several ())
      MN_WARNING (licenses[0].loc,
                  mn_message_format (MN_MSG_LICENSE_PARTITIONS),
                  several > 0 ? "one of several" : "maybe one of several",
                  ".modinfo");
  struct mn_license_state state;
  mn_license_init (&state);
  unsigned first = 0;
  for (unsigned i = 0; i < licenses.length (); i++)
    {
      const license_entry &e = licenses[i];
      if (e.prefix_len)
        continue;
      if (!state.seen)
        first = i;
      enum mn_message msg = mn_license_add (&state, e.entry + e.value_start,
                                            e.len - e.value_start);
      if (msg == MN_MSG_COUNT)
        continue;
      const license_entry &f = licenses[first];
      bool conflict = msg == MN_MSG_LICENSE_CONFLICT;
      if (slim_lto_unit ())
        msg = conflict ? MN_MSG_LICENSE_CONFLICT_LINK
                       : MN_MSG_MULTI_LICENSE_LINK;
      quoted value ((const unsigned char *) e.entry + e.value_start,
                    e.len - e.value_start);
      quoted first_value ((const unsigned char *) f.entry + f.value_start,
                          f.len - f.value_start);
      auto_diagnostic_group group;
      bool shown;
      if (conflict && !options.warn_only)
        shown = (error_at (e.loc, mn_message_format (msg), value.buf,
                           first_value.buf), true);
      else
        shown = MN_WARNING (e.loc, mn_message_format (msg), value.buf,
                            first_value.buf);
      if (shown)
        inform (f.loc, "%s",
                mn_message_format (slim_lto_unit () ? MN_MSG_OTHER_LICENSE
                                                    : MN_MSG_FIRST_LICENSE));
    }
  clear_licenses ();
}

/* The entry-level checks on TEXT (LEN bytes, what the kernel reads), for
   an entry whose diagnostics go to the location USER_LOC computes.  */
void
check_entry (const char *sec, const char *text, size_t len, bool in_bad,
             location_t (*user_loc) (const void *), const void *arg)
{
  struct mn_entry_info info;
  enum mn_entry_problem problem
    = mn_policy_check_entry (options.policy, text, len, &info);
  bool license = info.is_license && collect_licenses
                 && license_section_p (sec);
  if (problem == MN_ENTRY_FINE && !license)
    return;
  /* Text an object's own verdict reported is not told again, but the
     policy and the license rules still see it: the kernel reads it as an
     entry.  */
  if (in_bad && problem != MN_ENTRY_LICENSE_DENIED
      && problem != MN_ENTRY_AUTHOR_DENIED)
    {
      if (license && problem != MN_ENTRY_NO_TAG)
        add_license (text, len, info.tag_start, info.value_start,
                     user_loc (arg));
      return;
    }

  location_t user = user_loc (arg);
  quoted entry ((const unsigned char *) text, len);
  quoted value ((const unsigned char *) text + info.value_start,
                len - info.value_start);
  switch (problem)
    {
    case MN_ENTRY_FINE:
      break;
    case MN_ENTRY_NO_TAG:
      MN_WARNING (user, "%qs entry %qs has no %<tag=%> prefix; modpost "
                  "and the module loader ignore it", sec, entry.buf);
      return;
    case MN_ENTRY_BAD_TAG:
      {
        quoted tag ((const unsigned char *) text, info.value_start - 1);
        MN_WARNING (user, "%qs entry %qs has a malformed tag %qs; a tag is "
                    "letters, digits and %<_%>, after an optional "
                    "%<module.%> prefix", sec, entry.buf, tag.buf);
        return;
      }
    case MN_ENTRY_EMPTY_LICENSE:
      MN_WARNING (user, "empty license in %qs entry %qs; the kernel treats "
                  "the module as proprietary", sec, entry.buf);
      break;
    case MN_ENTRY_LICENSE_DENIED:
      {
        char allowed[256];
        MN_REPORT (user, "license %qs is not allowed by "
                   "%<-fplugin-arg-%s-allow-license%>; allowed: %s",
                   value.buf, plugin_name,
                   mn_policy_describe_licenses (options.policy, allowed,
                                                sizeof allowed));
        break;
      }
    case MN_ENTRY_AUTHOR_DENIED:
      MN_REPORT (user, "author %qs contains %qs, which "
                 "%<-fplugin-arg-%s-deny-author%> refuses", value.buf,
                 mn_policy_denied_author (options.policy, info.denied_index),
                 plugin_name);
      return;
    }

  if (license)
    add_license (text, len, info.tag_start, info.value_start, user);
}

bool
next_entry (const unsigned char *bytes, size_t len, size_t *at,
            size_t *start, size_t *n)
{
  while (*at < len)
    {
      const unsigned char *nul
        = (const unsigned char *) memchr (bytes + *at, 0, len - *at);
      size_t end = nul ? (size_t) (nul - bytes) : len;
      *start = *at;
      *n = end - *at;
      *at = end + 1;
      if (*n)
        return true;
    }
  return false;
}

/* The last tag (with any "modname." prefix) whose entries the policy
   passes whatever their value: not a license, not an author.  Most
   entries of a module share a few tags (case b: 20 000 aliases).  */
static char fine_tag[32];
static size_t fine_tag_len;
/* "TAG=" of fine_tag in the first bytes of two words, and which bytes
   those are (none when it is longer): an entry of 16 bytes or more is
   matched by two loads, not a memcmp call.  */
static uint64_t fine_head[2], fine_mask[2];

/* Whether the entry of LEN bytes at TEXT has the tag passed before,
   ended by its first '=' (the tag holds none).  */
static inline bool
tag_passed (const char *text, size_t len)
{
  uint64_t w[2];
  if (len >= sizeof w && fine_mask[0])
    {
      memcpy (w, text, sizeof w);
      return !((w[0] ^ fine_head[0]) & fine_mask[0])
             && !((w[1] ^ fine_head[1]) & fine_mask[1]);
    }
  return fine_tag_len && len > fine_tag_len && text[fine_tag_len] == '='
         && !memcmp (text, fine_tag, fine_tag_len);
}

/* The entry of LEN bytes at TEXT fine and no license to collect: then no
   location need be worked out.  */
bool
entry_silent (const char *text, size_t len, bool *license)
{
  if (tag_passed (text, len))
    {
      if (license)
        *license = false;
      return true;
    }
  const char *eq = (const char *) memchr (text, '=', len);
  size_t tag_len = eq ? (size_t) (eq - text) : 0;
  struct mn_entry_info info;
  bool fine = mn_policy_check_entry (options.policy, text, len, &info)
              == MN_ENTRY_FINE;
  if (license)
    *license = info.is_license;
  if (fine && tag_len && tag_len < sizeof fine_tag && !info.is_license
      && !(info.tag_len == 6 && !memcmp (text + info.tag_start, "author", 6)))
    {
      memcpy (fine_tag, text, tag_len);
      fine_tag_len = tag_len;
      unsigned char head[16] = { 0 }, mask[16] = { 0 };
      if (tag_len < sizeof head)
        {
          memcpy (head, text, tag_len + 1);
          memset (mask, 0xff, tag_len + 1);
        }
      memcpy (fine_head, head, sizeof head);
      memcpy (fine_mask, mask, sizeof mask);
    }
  return fine && !(info.is_license && collect_licenses);
}

/* Asked by the reader of an object that is one plain string, when it
   ends: one that judge_stream () would pass as one_string (entry_silent
   () and no license) needs no object (20 000 MODULE_ALIAS: 4 M
   instructions).  */
int
entry_settles (void *, const char *text, size_t len)
{
  bool license;
  return tag_passed (text, len)
         || (entry_silent (text, len, &license) && !license);
}

/* Every entry of an object as the kernel reads it.  */
void
check_entries (const char *sec, const unsigned char *bytes, size_t len,
               bool in_bad, location_t (*user_loc) (const void *),
               const void *arg)
{
  size_t at = 0, start, n;
  while (next_entry (bytes, len, &at, &start, &n))
    check_entry (sec, (const char *) bytes + start, n, in_bad, user_loc, arg);
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
  if ((v.kind == MN_TRAILING_NULS || v.kind == MN_OK) && v.visible_len == 0)
    {
      /* NULs alone: empty entries, no entry to check.  */
      MN_WARNING (mn_user_location (decl),
                  mn_message_format (MN_MSG_ONLY_NULS),
                  lang_hooks.decl_printable_name (decl, 1), sec,
                  (unsigned HOST_WIDE_INT) v.size);
      return;
    }
  /* One string (the common case) is one entry, its NUL already found.  */
  if (v.kind == MN_OK)
    check_entry (sec, (const char *) bytes, v.visible_len, false,
                 decl_user_location, decl);
  else if (v.kind != MN_EMPTY_OBJECT)
    check_entries (sec, bytes, v.size,
                   v.kind == MN_EMBEDDED_NUL || v.kind == MN_UNTERMINATED,
                   decl_user_location, decl);

  /* The common case costs a few compares: locations and quoting are
     worked out only when there is something to say.  */
  if (v.kind == MN_OK && !options.verbose)
    return;
  location_t user = mn_user_location (decl);
  quoted tag (bytes, v.tag_len);
  quoted visible (bytes, v.visible_len);

  switch (v.kind)
    {
    case MN_OK:
      if (options.verbose)
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
      MN_WARNING (user, "%qs entry %qs ends in %wu extra NUL bytes, which "
                  "the kernel reads as empty entries", sec,
                  v.tag_len ? tag.buf : visible.buf,
                  (unsigned HOST_WIDE_INT) v.extra_nuls);
      if (options.verbose)
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

/* Whether DECL's bytes need not be judged before GCC writes them: an
   array of char that is one string, terminated, whose label is its own
   name and adds bytes of its own.  GCC writes such a variable as its
   label and its bytes, which the stream judges; C judges it only when
   those bytes have something to say (find_judged: the policy, licenses),
   or at the end when the stream was not read through.  Bytes with a
   finding of their own are judged before: the error stops GCC before it
   writes anything.  NO_ALIAS: DECL's varpool node is no alias (as
   checked_variables finds them), so its attributes need no look.  */
bool
deferrable (tree decl, bool no_alias)
{
  tree type = TREE_TYPE (decl);
  tree init = DECL_INITIAL (decl);
  if (!init || init == error_mark_node || type == error_mark_node
      || TREE_CODE (type) != ARRAY_TYPE
      || !narrow_char_type_p (TREE_TYPE (type)))
    return false;
  tree size = TYPE_SIZE_UNIT (type);
  /* The size in one element, non-negative, equal to the string's: read
     in place (tree_fits_uhwi_p and tree_to_uhwi are calls).  */
  if (!size || TREE_CODE (size) != INTEGER_CST
      || TREE_CODE (init) != STRING_CST
      || TREE_INT_CST_NUNITS (size) != 1
      || TREE_INT_CST_ELT (size, 0) != (HOST_WIDE_INT) TREE_STRING_LENGTH (init))
    return false;
  size_t n = TREE_STRING_LENGTH (init);
  const char *text = TREE_STRING_POINTER (init);
  if (n < 2 || n > max_checked_size || text[n - 1] || memchr (text, 0, n - 1))
    return false;
  if (!DECL_ASSEMBLER_NAME_SET_P (decl)
      || DECL_ASSEMBLER_NAME_RAW (decl) != DECL_NAME (decl))
    return false;
  if (no_alias)
    return true;
  /* GCC keeps attribute names canonical ("alias" for "__alias__"): one
     compare each.  */
  static tree alias_id, weakref_id;
  if (!alias_id)
    {
      alias_id = get_identifier ("alias");
      weakref_id = get_identifier ("weakref");
    }
  for (tree a = DECL_ATTRIBUTES (decl); a; a = TREE_CHAIN (a))
    {
      tree name = get_attribute_name (a);
      if (name == alias_id || name == weakref_id)
        return false;
    }
  return true;
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
  /* Whatever is said about DECL here, its bytes in the stream are the
     same finding; a verdict on them replaces this with a copy of them.  */
  unsigned judged_as = record_judged (assembler_name (decl),
                                     DECL_SOURCE_LOCATION (decl));
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
      MN_WARNING (mn_user_location (decl),
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
  set_judged_bytes (judged_as, bytes, size);
  report_verdict (decl, sec, bytes, v);
  XDELETEVEC (copy);
}

} // namespace mn
