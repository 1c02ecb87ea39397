/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo_nul: a GCC plugin that checks every object the compiler places
   in the kernel's .modinfo section.  This file is the GCC glue: options,
   callbacks and diagnostics.  The verdict itself is in the core, lib/.  */
#define MN_WANT_GCC_VERSION
#include "gcc_compat.h"
#include "modinfo_nul/verdict.h"
#include "modinfo_nul/policy.h"
#include "modinfo_nul/gas_reader.h"
#include "modinfo_nul/license.h"
#include "modinfo_nul/findings.h"
#include "modinfo_nul/elf_sections.h"
#include "literal_loc.h"
#include "options.h"

#include <sys/wait.h>

MN_EXPORT int plugin_is_GPL_compatible;

namespace {

/* Larger objects are not copied to be judged (a designated initializer can
   ask for gigabytes); the kernel's largest entries are a few kilobytes.  */
const unsigned HOST_WIDE_INT max_checked_size = 64u << 20;

/* The license entries of the translation unit, in the order they were
   judged: C declarations first, replaced by the assembly's order (the
   order the module loader reads) once the stream has been read.  */
struct license_entry
{
  char *value;
  size_t len;
  location_t loc;
};
auto_vec<license_entry> licenses;

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
  char *asm_name;
};
auto_vec<pending_decl> pending;

void record_judged (tree decl, const unsigned char *bytes, size_t len);
const char *assembler_name (tree decl);

/* An error, or a warning under warn-only (which -Werror turns back).  */
#define MN_REPORT(LOC, ...) \
  (options.warn_only ? (void) warning_at (LOC, 0, __VA_ARGS__) \
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

/* Escaped, shortened text for a message.  */
struct quoted
{
  char buf[96];
  quoted (const unsigned char *p, size_t n)
  {
    mn_escape (buf, sizeof buf, p, n, 64);
  }
};

void
add_license (const char *value, size_t len, location_t loc)
{
  license_entry e = { XNEWVEC (char, len + 1), len, loc };
  memcpy (e.value, value, len);
  e.value[len] = 0;
  licenses.safe_push (e);
}

void
clear_licenses ()
{
  for (unsigned i = 0; i < licenses.length (); i++)
    XDELETEVEC (licenses[i].value);
  licenses.truncate (0);
}

/* The loader uses the first license; modpost checks every one.  The rule
   itself is the core's.  */
void
report_licenses ()
{
  struct mn_license_state state;
  mn_license_init (&state);
  for (unsigned i = 0; i < licenses.length (); i++)
    {
      const license_entry &e = licenses[i];
      enum mn_message msg = mn_license_add (&state, e.value, e.len);
      if (msg == MN_MSG_COUNT)
        continue;
      quoted value ((const unsigned char *) e.value, e.len);
      quoted first ((const unsigned char *) licenses[0].value,
                    licenses[0].len);
      auto_diagnostic_group group;
      bool shown;
      if (msg == MN_MSG_LICENSE_CONFLICT && !options.warn_only)
        shown = (error_at (e.loc, mn_message_format (msg), value.buf,
                           first.buf), true);
      else
        shown = warning_at (e.loc, 0, mn_message_format (msg), value.buf,
                            first.buf);
      if (shown)
        inform (licenses[0].loc, "%s", mn_message_format (MN_MSG_FIRST_LICENSE));
    }
  clear_licenses ();
}

/* The entry-level checks on TEXT (LEN bytes, what the kernel reads), for
   an entry whose diagnostics go to the location USER_LOC computes.  */
void
check_entry (const char *sec, const char *text, size_t len,
             location_t (*user_loc) (const void *), const void *arg)
{
  struct mn_entry_info info;
  enum mn_entry_problem problem
    = mn_policy_check_entry (options.policy, text, len, &info);
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

  if (info.is_license)
    add_license (text + info.value_start, len - info.value_start, user);
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
      warning_at (user, 0, "%qs entry %qs ends in %wu extra NUL bytes, which "
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
     same finding; a verdict on them replaces this with their hash.  */
  record_judged (decl, NULL, (size_t) -1);
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
  record_judged (decl, bytes, size);
  report_verdict (decl, sec, bytes, v);
  XDELETEVEC (copy);
}

/* --- The assembly stream ------------------------------------------------
   Everything GCC hands to the assembler passes through a stream of ours
   into the gas reader (the core), which follows it as gas reads it.  C
   data were judged above with exact carets; the stream is the net under
   everything else: asm statements, pasted section names and labels,
   later redeclarations, precompiled headers.  */

const struct mn_gas_target gas_target
  = { MN_ASM_COMMENT_START, MN_ASM_WORD_SIZE, BYTES_BIG_ENDIAN };

FILE *real_asm_out;
struct mn_gas_reader *reader;
bool stream_read;

/* What C judged, by assembler name: an object the stream shows with the
   same bytes was reported (or passed) already.  */
struct judged_bytes
{
  location_t loc;
  size_t len;
  hashval_t hash;
};
hash_map<nofree_string_hash, judged_bytes> *judged_by_name;
hash_set<int_hash<hashval_t, 0, 1> > reported_objects;
/* The function whose label starts code in a checked section, if the
   stream shows one there (a C++ template's instantiations, for one, go
   to their own sections whatever the attribute says).  */
tree
function_in_section (const char *label)
{
  if (!label || flag_preprocess_only)
    return NULL_TREE;
  symtab_node *node = symtab_node::get_for_asmname (get_identifier (label));
  return node && TREE_CODE (node->decl) == FUNCTION_DECL ? node->decl
                                                         : NULL_TREE;
}

/* The label GCC will give DECL.  A C++ name is only read once set:
   working it out for a template's declaration crashes the mangler.  */
const char *
assembler_name (tree decl)
{
  tree id = DECL_ASSEMBLER_NAME_SET_P (decl) || !lang_GNU_CXX ()
            ? DECL_ASSEMBLER_NAME (decl) : DECL_NAME (decl);
  const char *name = id ? IDENTIFIER_POINTER (id) : "";
  return name[0] == '*' ? name + 1 : name;
}

/* LEN (size_t) -1: whatever bytes DECL has were reported already.  */
void
record_judged (tree decl, const unsigned char *bytes, size_t len)
{
  judged_bytes j = { mn_user_location (decl), len,
                     bytes ? iterative_hash (bytes, len, 0) : 0 };
  const char *name = assembler_name (decl);
  if (judged_bytes *old = judged_by_name->get (name))
    *old = j;
  else
    judged_by_name->put (xstrdup (name), j);
}

/* A copy of the stream, for the assembler when the reader cannot follow
   it (cheaper than reading the output back, and works with -pipe).  */
char *stream_copy;
size_t stream_len, stream_cap;

ssize_t
stream_write (void *, const char *buf, size_t n)
{
  mn_gas_reader_feed (reader, buf, n);
  if (stream_len + n > stream_cap)
    {
      stream_cap = MAX (stream_cap * 2, stream_len + n + (1 << 16));
      stream_copy = XRESIZEVEC (char, stream_copy, stream_cap);
    }
  memcpy (stream_copy + stream_len, buf, n);
  stream_len += n;
  return fwrite (buf, 1, n, real_asm_out) == n ? (ssize_t) n : -1;
}

int
stream_close (void *)
{
  mn_gas_reader_finish (reader);
  stream_read = true;
  return fclose (real_asm_out);
}

/* Preprocessed assembly (a .S file: cc1 -E -lang-asm) is what gas will
   read.  Written to stdout (-pipe), it passes through a stream of ours
   set up before the C family opens its output; written to a file, that
   file is read back once cc1 has closed it.  */
const char *preprocessed_output;

bool
preprocessing_assembly ()
{
  return mn_have_c_family () && flag_preprocess_only && parse_in
         && cpp_get_options (parse_in)->lang == CLK_ASM;
}

bool
start_stream (FILE **slot)
{
  reader = mn_gas_reader_new (&gas_target, options.sections.address (),
                              options.sections.length ());
  if (!reader)
    return false;
  cookie_io_functions_t io = { NULL, stream_write, NULL, stream_close };
  FILE *f = fopencookie (NULL, "w", io);
  if (!f)
    {
      mn_gas_reader_free (reader);
      reader = NULL;
      return false;
    }
  /* Fewer, larger writes: the reader's cost is per call as well.  */
  setvbuf (f, NULL, _IOFBF, 1 << 16);
  real_asm_out = *slot;
  *slot = f;
  return true;
}

void
watch_preprocessed_assembly ()
{
  for (unsigned i = 0; i < save_decoded_options_count; i++)
    if (save_decoded_options[i].opt_index == OPT_o)
      preprocessed_output = save_decoded_options[i].arg;
  if (!preprocessed_output || !strcmp (preprocessed_output, "-"))
    {
      preprocessed_output = NULL;
      start_stream (&stdout);
    }
}

/* The file's text into the reader, as if it had passed the stream.  */
void
read_preprocessed_output ()
{
  FILE *f = fopen (preprocessed_output, "rb");
  if (!f)
    return;
  reader = mn_gas_reader_new (&gas_target, options.sections.address (),
                              options.sections.length ());
  char buf[1 << 16];
  size_t n;
  while (reader && (n = fread (buf, 1, sizeof buf, f)) > 0)
    {
      mn_gas_reader_feed (reader, buf, n);
      if (stream_len + n > stream_cap)
        {
          stream_cap = MAX (stream_cap * 2, stream_len + n + (1 << 16));
          stream_copy = XRESIZEVEC (char, stream_copy, stream_cap);
        }
      memcpy (stream_copy + stream_len, buf, n);
      stream_len += n;
    }
  fclose (f);
  if (reader)
    {
      mn_gas_reader_finish (reader);
      stream_read = true;
    }
}

void
on_start_unit (void *, void *)
{
  if (asm_out_file && !reader)
    start_stream (&asm_out_file);
}

/* Where asm statements are, by the file and line GCC's "# LINE" markers
   give (the marker has no column; the statement's location has).  */
struct asm_place
{
  const char *file;
  int line;
  location_t loc;
};
auto_vec<asm_place> asm_places;
/* Top-level asm statements in the order GCC emits them, and the line
   of their text taken together at which each ends.  */
auto_vec<location_t> toplevel_asm_locs;
auto_vec<unsigned long> toplevel_asm_ends;
/* Declarations whose section name or asm label holds a statement
   separator, newline or comment: GCC pastes those into the assembly.  */
struct pasted_name
{
  const char *text;
  location_t loc;
};
auto_vec<pasted_name> pasted_names;

void
note_pasted_names (tree decl)
{
  static const char pasted[] = "\n;#/\"";
  const char *sec = DECL_SECTION_NAME (decl);
  const char *label = DECL_ASSEMBLER_NAME_SET_P (decl)
                      ? IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl)) : NULL;
  const char *texts[2] = { sec, label };
  for (int i = 0; i < 2; i++)
    if (texts[i] && strpbrk (texts[i], pasted))
      {
        pasted_name p = { xstrdup (texts[i]), mn_user_location (decl) };
        pasted_names.safe_push (p);
      }
}

/* The declaration whose pasted text holds BYTES, else the first one.  */
location_t
pasted_location (const unsigned char *bytes, size_t len)
{
  if (!pasted_names.length ())
    return UNKNOWN_LOCATION;
  char probe[17];
  size_t n = 0;
  while (n < len && n < 16 && bytes[n])
    probe[n] = (char) bytes[n], n++;
  probe[n] = 0;
  if (n >= 3)
    for (unsigned i = 0; i < pasted_names.length (); i++)
      if (strstr (pasted_names[i].text, probe))
        return pasted_names[i].loc;
  return pasted_names[0].loc;
}

location_t
asm_place_location (const char *file, unsigned long line)
{
  for (unsigned i = 0; i < asm_places.length (); i++)
    if (asm_places[i].line == (int) line
        && strcmp (asm_places[i].file, file) == 0)
      return asm_places[i].loc;
  return mn_location_at (file, (int) line, 0);
}

/* The source of bytes the stream shows: the declaration whose label
   starts them, else the asm statement that wrote them.  */
location_t
stream_location (const char *label, unsigned long app_line,
                 const char *app_file, unsigned long app_toplevel)
{
  if (label)
    {
      if (judged_bytes *j = judged_by_name->get (label))
        return j->loc;
      if (!flag_preprocess_only)
        if (symtab_node *node = symtab_node::get_for_asmname (
              get_identifier (label)))
          return mn_user_location (node->decl);
    }
  if (app_line && app_file)
    {
      location_t loc = asm_place_location (app_file, app_line);
      if (loc != UNKNOWN_LOCATION)
        return loc;
    }
  for (unsigned i = 0; app_toplevel && i < toplevel_asm_ends.length (); i++)
    if (app_toplevel <= toplevel_asm_ends[i])
      return toplevel_asm_locs[i];
  return UNKNOWN_LOCATION;
}

/* The line within its asm statement's text of stream line LINE, or 0.  */
unsigned long
asm_text_line (unsigned long line, unsigned long app_toplevel,
               unsigned long marker_stream_line)
{
  if (app_toplevel)
    {
      unsigned long start = 0;
      for (unsigned i = 0; i < toplevel_asm_ends.length (); i++)
        {
          if (app_toplevel <= toplevel_asm_ends[i])
            return app_toplevel - start;
          start = toplevel_asm_ends[i];
        }
      return 0;
    }
  return marker_stream_line && line > marker_stream_line
         ? line - marker_stream_line : 0;
}

/* A fallback for bytes with no source: the first declaration whose
   section name or asm label would be pasted into the assembly as more
   than a name, else the main file.  *NOTED: the caller adds a note with
   the line of the assembly.  */
location_t
located_or_main (location_t loc, const unsigned char *bytes, size_t len,
                 bool *noted)
{
  *noted = loc == UNKNOWN_LOCATION;
  if (loc == UNKNOWN_LOCATION)
    loc = pasted_location (bytes, len);
  if (loc == UNKNOWN_LOCATION)
    loc = mn_location_at (main_input_filename, 1, 0);
  return loc;
}

location_t
object_location (const void *obj)
{
  const mn_gas_object *o = (const mn_gas_object *) obj;
  bool noted;
  return located_or_main (stream_location (o->label, o->app_line,
                                           o->app_file, o->app_toplevel),
                          o->bytes, o->len, &noted);
}

/* Where in the asm text, or in the assembly when nothing else says.  */
void
note_where (location_t loc, bool noted, unsigned long line,
            unsigned long app_toplevel, unsigned long app_marker)
{
  unsigned long in_asm = asm_text_line (line, app_toplevel, app_marker);
  if (in_asm > 1)
    inform (loc, "at line %wu of the %<asm%> text",
            (unsigned HOST_WIDE_INT) in_asm);
  else if (noted)
    inform (loc, "at line %wu of the assembly output",
            (unsigned HOST_WIDE_INT) line);
}

void
judge_stream_object (const mn_gas_object &o)
{
  const char *sec = options.sections[o.checked];
  if (o.len == 0)
    return;
  if ((o.padding || !o.label) && o.bytes[0] == 0
      && (o.len == 1 || !memcmp (o.bytes, o.bytes + 1, o.len - 1)))
    return;   /* NULs alone: empty entries, nothing hidden */
  if (o.label)
    if (judged_bytes *j = judged_by_name->get (o.label))
      if (j->len == (size_t) -1
          || (j->len == o.len
              && j->hash == iterative_hash (o.bytes, o.len, 0)))
        {
          /* Judged from C; only its license takes its place in order.  */
          struct mn_verdict v;
          struct mn_entry_info info;
          mn_judge (o.bytes, o.len, &v);
          if (mn_policy_check_entry (NULL, (const char *) o.bytes,
                                     v.visible_len, &info) != MN_ENTRY_NO_TAG
              && info.is_license)
            add_license ((const char *) o.bytes + info.value_start,
                         v.visible_len - info.value_start, j->loc);
          return;
        }

  struct mn_verdict v;
  mn_judge (o.bytes, o.len, &v);
  bool noted;
  location_t loc = located_or_main (stream_location (o.label, o.app_line,
                                                     o.app_file,
                                                     o.app_toplevel),
                                    o.bytes, o.len, &noted);
  /* A pasted name is pasted at every use: one report per place.  */
  hashval_t key = iterative_hash (o.bytes, o.len, loc);
  if (reported_objects.add (key))
    return;
  quoted tag (o.bytes, v.tag_len ? v.tag_len : v.visible_len);
  quoted visible (o.bytes, v.visible_len);
  bool from_asm = o.app_block != 0;
  switch (v.kind)
    {
    case MN_OK:
    case MN_TRAILING_NULS:
      check_entry (sec, (const char *) o.bytes, v.visible_len,
                   object_location, &o);
      if (v.kind == MN_TRAILING_NULS)
        warning_at (loc, 0, mn_message_format (MN_MSG_TRAILING_NULS), sec,
                    tag.buf, (unsigned HOST_WIDE_INT) v.extra_nuls);
      else if (options.verbose && from_asm)
        inform (loc, mn_message_format (MN_MSG_CHECKED_ASM), sec,
                visible.buf);
      else if (options.verbose)
        inform (loc, "%qs entry %qs checked in the assembly", sec,
                visible.buf);
      break;
    case MN_EMPTY_OBJECT:
      break;
    case MN_UNTERMINATED:
      MN_REPORT (loc, mn_message_format (from_asm ? MN_MSG_UNTERMINATED_ASM
                                                  : MN_MSG_UNTERMINATED),
                 sec, tag.buf);
      break;
    case MN_EMBEDDED_NUL:
      {
        quoted hidden (o.bytes + v.hidden_start,
                       v.hidden_end - v.hidden_start);
        MN_REPORT (loc, mn_message_format (from_asm ? MN_MSG_EMBEDDED_NUL_ASM
                                                    : MN_MSG_EMBEDDED_NUL),
                   sec, tag.buf, visible.buf, hidden.buf);
        check_entry (sec, (const char *) o.bytes, v.visible_len,
                     object_location, &o);
        break;
      }
    }
  if (v.kind == MN_OK || v.kind == MN_EMPTY_OBJECT)
    return;
  note_where (loc, noted, o.line, o.app_toplevel, o.app_marker);
}


/* Bytes [FROM, TO) of checked section K as assembled; LABEL names the
   first.  Located like the reader's objects, else where it stopped.  */
void
judge_assembled_piece (size_t k, const unsigned char *bytes, size_t len,
                       const char *label, const mn_gas_unfollowed &u)
{
  mn_gas_object o;
  memset (&o, 0, sizeof o);
  o.checked = k;
  o.label = label;
  o.bytes = bytes;
  o.len = len;
  if (!label)
    {
      bool zeros = true;
      for (size_t i = 0; i < len && zeros; i++)
        zeros = bytes[i] == 0;
      if (zeros)
        return;   /* empty entries: nothing hidden */
      /* The reader may have seen these very bytes, with their source.  */
      const mn_gas_object *objs;
      size_t n = mn_gas_reader_objects (reader, &objs);
      for (size_t i = 0; i < n; i++)
        if (objs[i].len == len && objs[i].checked == k
            && !memcmp (objs[i].bytes, bytes, len))
          {
            judge_stream_object (objs[i]);
            return;
          }
      o.line = u.line;
      o.app_block = u.app_block;
      o.app_line = u.app_line;
      o.app_file = u.app_file;
      o.app_toplevel = u.app_toplevel;
      o.app_marker = u.app_marker;
    }
  judge_stream_object (o);
}

void
judge_assembled_section (size_t k, const struct mn_elf_section &sec,
                         const mn_gas_unfollowed &u)
{
  if (!sec.found || sec.size == 0)
    return;
  const char *name = options.sections[k];
  if (sec.nobits || sec.relocations)
    {
      bool noted;
      location_t loc = located_or_main (stream_location (u.label, u.app_line,
                                                         u.app_file,
                                                         u.app_toplevel),
                                        NULL, 0, &noted);
      if (sec.nobits)
        warning_at (loc, 0, "cannot verify what the assembler writes into "
                    "%qs: it reserves %wu bytes without contents", name,
                    (unsigned HOST_WIDE_INT) sec.size);
      else
        warning_at (loc, 0, "cannot verify what the assembler writes into "
                    "%qs: %wu relocations there let the linker change its "
                    "bytes", name, (unsigned HOST_WIDE_INT) sec.relocations);
      note_where (loc, noted, u.line, u.app_toplevel, u.app_marker);
      if (sec.nobits)
        return;
    }
  unsigned long long from = 0;
  const char *label = NULL;
  for (size_t i = 0; i <= sec.nsymbols; i++)
    {
      unsigned long long to = i < sec.nsymbols ? sec.symbols[i].offset
                                               : sec.size;
      if (to > sec.size)
        to = sec.size;
      if (to > from)
        judge_assembled_piece (k, sec.bytes + from, (size_t) (to - from),
                               label, u);
      if (i < sec.nsymbols && to >= from)
        {
          from = to;
          label = sec.symbols[i].name;
        }
    }
}

/* --- The assembler as oracle --------------------------------------------
   Where the reader cannot follow gas, the target's assembler (through the
   driver that started cc1, so with its -m and -Wa, options) assembles the
   stream into a scratch object, and the checked sections' bytes there are
   judged instead.  */

/* COLLECT_GCC_OPTIONS holds 'OPT' 'OPT' ...: keep what selects the
   assembler's target and options.  */
void
assembler_options (auto_vec<char *> &argv)
{
  const char *opts = getenv ("COLLECT_GCC_OPTIONS");
  for (const char *p = opts; p && *p; )
    {
      const char *q = strchr (p, '\'');
      if (!q)
        break;
      const char *e = strchr (q + 1, '\'');
      if (!e)
        break;
      size_t n = e - q - 1;
      if ((n > 2 && q[1] == '-' && q[2] == 'm') || (n > 4 && !strncmp (q + 1, "-Wa,", 4)))
        argv.safe_push (xstrndup (q + 1, n));
      p = e + 1;
    }
}

/* Run the driver on S_FILE; NULL on success, else why not.  */
const char *
assemble (const char *s_file, const char *o_file)
{
  const char *driver = getenv ("COLLECT_GCC");
  if (!driver || !*driver)
    return "no compiler driver to run the assembler (COLLECT_GCC is unset)";
  auto_vec<char *> argv;
  argv.safe_push (xstrdup (driver));
  argv.safe_push (xstrdup ("-c"));
  argv.safe_push (xstrdup ("-x"));
  argv.safe_push (xstrdup ("assembler"));
  assembler_options (argv);
  argv.safe_push (xstrdup (s_file));
  argv.safe_push (xstrdup ("-o"));
  argv.safe_push (xstrdup (o_file));
  argv.safe_push (NULL);
  const char *why = NULL;
  fflush (stderr);
  pid_t pid = fork ();
  if (pid == 0)
    {
      int null_fd = open ("/dev/null", O_WRONLY);
      if (null_fd >= 0)
        {
          dup2 (null_fd, 1);
          dup2 (null_fd, 2);
        }
      execvp (argv[0], argv.address ());
      _exit (127);
    }
  int status = 0;
  if (pid < 0 || waitpid (pid, &status, 0) != pid)
    why = "the assembler could not be started";
  else if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    why = "the assembler rejects the unit's assembly";
  for (unsigned i = 0; i < argv.length (); i++)
    free (argv[i]);
  return why;
}

/* The checked sections of the object as the assembler made them, judged
   piece by piece (a piece starts at a symbol).  Returns NULL, or why the
   assembler could not be asked.  */
/* A new empty file in $TMPDIR (or /tmp), or NULL.  */
char *
scratch_file ()
{
  const char *dir = getenv ("TMPDIR");
  if (!dir || !*dir)
    dir = "/tmp";
  char *name = concat (dir, "/modinfo_nul.XXXXXX", NULL);
  int fd = mkstemp (name);
  if (fd < 0)
    {
      free (name);
      return NULL;
    }
  close (fd);
  return name;
}

const char *
judge_with_assembler (const mn_gas_unfollowed &u)
{
  char *s_file = scratch_file ();
  char *o_file = scratch_file ();
  const char *why = NULL;
  if (!s_file || !o_file)
    {
      free (s_file);
      free (o_file);
      return "no scratch file for the assembler";
    }
  FILE *f = fopen (s_file, "wb");
  if (!f || fwrite (stream_copy, 1, stream_len, f) != stream_len)
    why = "no scratch file for the assembler";
  if (f && fclose (f) != 0 && !why)
    why = "no scratch file for the assembler";
  if (!why)
    why = assemble (s_file, o_file);
  unsigned char *image = NULL;
  size_t size = 0;
  if (!why)
    {
      FILE *o = fopen (o_file, "rb");
      if (o && fseek (o, 0, SEEK_END) == 0 && (long) (size = ftell (o)) >= 0
          && fseek (o, 0, SEEK_SET) == 0)
        {
          image = XNEWVEC (unsigned char, size ? size : 1);
          if (fread (image, 1, size, o) != size)
            why = "the assembler's object cannot be read";
        }
      else
        why = "the assembler's object cannot be read";
      if (o)
        fclose (o);
    }
  for (unsigned k = 0; !why && k < options.sections.length (); k++)
    {
      struct mn_elf_section sec;
      if (!mn_elf_section (image, size, options.sections[k], &sec))
        {
          why = "the assembler's object is not ELF as expected";
          break;
        }
      judge_assembled_section (k, sec, u);
      free (sec.symbols);
    }
  XDELETEVEC (image);
  unlink (s_file);
  unlink (o_file);
  free (s_file);
  free (o_file);
  return why;
}

void
judge_stream ()
{
  clear_licenses ();   /* the stream's order replaces the C order */
  mn_gas_unfollowed u;
  judged_bytes *known;
  bool unfollowed = mn_gas_reader_unfollowed (reader, &u)
                    /* What C already reported needs no second look.  */
                    && !(u.label && (known = judged_by_name->get (u.label))
                         && known->len == (size_t) -1);
  if (unfollowed)
    if (tree fn = function_in_section (u.label))
      {
        MN_REPORT (mn_user_location (fn), "function %qD is placed in section "
                   "%qs, which holds only NUL-terminated strings", fn,
                   options.sections[u.checked >= 0 ? u.checked : 0]);
        unfollowed = false;
      }
  const char *why = NULL;
  if (unfollowed && !(why = judge_with_assembler (u)))
    {
      if (options.verbose)
        inform (UNKNOWN_LOCATION, "the object the assembler made was checked: the "
                "reader stopped at line %wu of the assembly, on %s",
                (unsigned HOST_WIDE_INT) u.line, u.why);
      return;
    }

  const mn_gas_object *objs;
  size_t n = mn_gas_reader_objects (reader, &objs);
  for (size_t i = 0; i < n; i++)
    judge_stream_object (objs[i]);
  if (!unfollowed)
    return;
  bool noted;
  location_t loc
    = located_or_main (stream_location (u.label, u.app_line, u.app_file,
                                        u.app_toplevel), NULL, 0, &noted);
  warning_at (loc, 0, "cannot verify what the assembler writes into the "
              "checked sections: %s, and %s", u.why, why);
  note_where (loc, noted, u.line, u.app_toplevel, u.app_marker);
}

/* A pass just before expansion records where each emitted function's
   asm statements are, for the stream's "# LINE" markers.  */
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
          expanded_location x = expand_location (loc);
          if (x.file && x.line)
            {
              asm_place p = { x.file, x.line, loc };
              asm_places.safe_push (p);
            }
        }
  return 0;
}

/* Top-level asm keeps no location: each new one is placed between the
   declarations parsed before and after it, and found in that text.  */
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
      last_asm_seen = next;
      /* Several in a row: each is searched for after the one before.  */
      location_t loc = find_toplevel_asm (after, here);
      const char *text = TREE_STRING_POINTER (next->asm_str);
      unsigned long lines = 1;
      for (const char *c = text; *c; c++)
        lines += *c == '\n';
      toplevel_asm_locs.safe_push (loc);
      toplevel_asm_ends.safe_push ((toplevel_asm_ends.length ()
                                    ? toplevel_asm_ends.last () : 0) + lines);
      after = loc;
    }
  if (here > BUILTINS_LOCATION)
    last_decl_loc = here;
}

void
on_finish_decl (void *gcc_data, void *)
{
  tree decl = (tree) gcc_data;
  if (decl && (TREE_CODE (decl) == VAR_DECL
               || TREE_CODE (decl) == FUNCTION_DECL))
    note_pasted_names (decl);
  if (decl && (last_asm_seen ? last_asm_seen->next
                             : symtab->first_asm_symbol ()))
    note_new_toplevel_asm (DECL_SOURCE_LOCATION (decl));
  else if (decl)
    last_decl_loc = DECL_SOURCE_LOCATION (decl);
  if (!decl || TREE_CODE (decl) != VAR_DECL || DECL_EXTERNAL (decl)
      || !TREE_STATIC (decl))
    return;
  /* An alias adds no bytes: its target is judged.  */
  if (lookup_attribute ("alias", DECL_ATTRIBUTES (decl))
      || lookup_attribute ("weakref", DECL_ATTRIBUTES (decl)))
    return;
  const char *sec = checked_section_of (decl);
  if (!sec)
    return;
  if (!DECL_INITIAL (decl))
    {
      pending_decl p = { decl, mn_user_location (decl),
                         xstrdup (lang_hooks.decl_printable_name (decl, 1)),
                         xstrdup (sec), xstrdup (assembler_name (decl)) };
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
  /* A top-level asm after it is searched for after its body.  */
  note_new_toplevel_asm (DECL_SOURCE_LOCATION (fndecl));
  if (DECL_STRUCT_FUNCTION (fndecl)
      && DECL_STRUCT_FUNCTION (fndecl)->function_end_locus > BUILTINS_LOCATION)
    last_decl_loc = DECL_STRUCT_FUNCTION (fndecl)->function_end_locus;
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
        {
          MN_REPORT (p.user, "%qs in section %qs has no constant initializer, "
                     "so it holds only NUL bytes", p.name, p.section);
          /* Its zeros in the stream are this same finding.  */
          judged_bytes j = { p.user, (size_t) -1, 0 };
          judged_by_name->put (p.asm_name, j);
        }
      else
        free (p.asm_name);
      free (p.name);
      free (p.section);
    }
  pending.truncate (0);
  if (preprocessed_output && preprocessing_assembly () && !seen_error ())
    read_preprocessed_output ();
  if (reader && stream_read && !seen_error ())
    judge_stream ();
  report_licenses ();
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

  static struct plugin_info info = { MODINFO_NUL_VERSION, options_help () };
  register_callback (plugin_name, PLUGIN_INFO, NULL, &info);

  if (!parse_options (args))
    return 1;
  if (options.disable)
    return 0;

  bitmap_obstack_initialize (&judged_obstack);
  judged = BITMAP_ALLOC (&judged_obstack);
  judged_by_name = new hash_map<nofree_string_hash, judged_bytes>;
  register_callback (plugin_name, PLUGIN_START_UNIT, on_start_unit, NULL);
  if (preprocessing_assembly ())
    watch_preprocessed_assembly ();
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
