/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Where asm statements are: a pass records each emitted function's, and
   each top-level asm is found in the text between the declarations parsed
   before and after it (GCC keeps no location for it).  */
#include "gcc_compat.h"
#include "glue.h"
#include "literal_loc.h"

namespace mn {

auto_vec<asm_place> asm_places;
auto_vec<location_t> toplevel_asm_locs;
auto_vec<unsigned long> toplevel_asm_ends;

namespace {

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

} // anon namespace

opt_pass *
make_asm_pass (gcc::context *ctxt)
{
  return new asm_pass (ctxt);
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

bool
new_toplevel_asm_pending ()
{
  return last_asm_seen ? last_asm_seen->next != NULL
                       : symtab->first_asm_symbol () != NULL;
}

/* The lines of the source file the top-level asm statements are in, read
   once: GCC's own line cache reads forward from a sparse index, which is
   quadratic over 100 000 top-level asm statements.  */
struct source_text
{
  char *file;
  char *text;
  size_t len;
  auto_vec<size_t> starts;    /* offset of each line */
};
source_text *source;

char_span
source_line (const char *file, int line)
{
  if (!source || strcmp (source->file, file) != 0)
    {
      if (source)
        {
          free (source->file);
          free (source->text);
          delete source;
        }
      source = new source_text;
      source->file = xstrdup (file);
      source->text = NULL;
      source->len = 0;
      if (FILE *f = fopen (file, "rb"))
        {
          size_t cap = 0, n;
          char buf[1 << 16];
          while ((n = fread (buf, 1, sizeof buf, f)) > 0)
            {
              if (source->len + n > cap)
                {
                  cap = MAX (cap * 2, source->len + n);
                  source->text = XRESIZEVEC (char, source->text, cap);
                }
              memcpy (source->text + source->len, buf, n);
              source->len += n;
            }
          fclose (f);
        }
      source->starts.safe_push (0);
      for (size_t i = 0; i < source->len; i++)
        if (source->text[i] == '\n' && i + 1 < source->len)
          source->starts.safe_push (i + 1);
    }
  if (line < 1 || (unsigned) line > source->starts.length () || !source->len)
    return char_span (NULL, 0);
  size_t from = source->starts[line - 1];
  size_t to = (unsigned) line < source->starts.length ()
              ? source->starts[line] - 1 : source->len;
  if (to > from && source->text[to - 1] == '\r')
    to--;
  return char_span (source->text + from, to - from);
}

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
      char_span text = source_line (x.file, line);
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

} // namespace mn
