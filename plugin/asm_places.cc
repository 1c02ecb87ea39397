/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Where asm statements are: a pass records each emitted function's, and
   each top-level asm is found in the text between the function bodies
   parsed before and after it (GCC keeps no location for it).  */
#include "gcc_compat.h"
#include "glue.h"
#include "literal_loc.h"

namespace mn {

auto_vec<asm_place> asm_places;
auto_vec<unsigned long> toplevel_asm_ends;

/* Where to search for each top-level asm: it is searched for only when a
   finding needs it (a file of many is costly to search), in order, each
   of a run after the one before.  */
struct toplevel_asm_search
{
  location_t after, before;
  bool after_previous;
};
auto_vec<toplevel_asm_search> toplevel_asm_searches;
auto_vec<location_t> toplevel_asm_locs;   /* those searched so far */

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
   function bodies parsed before and after it, and found in that text.  */
asm_node *last_asm_seen;
location_t last_function_loc;

location_t find_toplevel_asm (location_t after, location_t before);

void
note_new_toplevel_asm (location_t here)
{
  asm_node *next = last_asm_seen ? last_asm_seen->next
                                 : symtab->first_asm_symbol ();
  bool first = true;
  for (; next; next = next->next)
    {
      last_asm_seen = next;
      /* Several in a row: each is searched for after the one before.  */
      toplevel_asm_search search = { last_function_loc, here, !first };
      toplevel_asm_searches.safe_push (search);
      first = false;
      const char *text = TREE_STRING_POINTER (next->asm_str);
      unsigned long lines = 1;
      for (const char *c = text; (c = strchr (c, '\n')); c++)
        lines++;
      toplevel_asm_ends.safe_push ((toplevel_asm_ends.length ()
                                    ? toplevel_asm_ends.last () : 0) + lines);
    }
  if (here > BUILTINS_LOCATION)
    last_function_loc = here;
}

location_t
toplevel_asm_location (unsigned k)
{
  while (toplevel_asm_locs.length () <= k)
    {
      unsigned i = toplevel_asm_locs.length ();
      const toplevel_asm_search &s = toplevel_asm_searches[i];
      location_t after = s.after_previous ? toplevel_asm_locs[i - 1]
                                          : s.after;
      toplevel_asm_locs.safe_push (find_toplevel_asm (after, s.before));
    }
  return toplevel_asm_locs[k];
}

struct asm_search
{
  const char *file;
  bool skip_first;
  location_t found;
  int line;                /* of the last token */
  bool in_directive;       /* that line is a preprocessing directive */
  bool after_statement;    /* the last token can end a declaration */
};

/* A top-level asm starts where a declaration could: after ';' or '}', a
   directive line or the start of the search.  "asm" after a declarator
   is an asm label, and one in a #define is a macro's.  */
bool
asm_keyword (const source_token &t, void *arg)
{
  asm_search *s = (asm_search *) arg;
  if (t.line != s->line)
    {
      if (s->in_directive)
        s->after_statement = true;
      s->in_directive = t.len == 1 && t.text[0] == '#';
      s->line = t.line;
    }
  if (s->in_directive)
    return true;
  if (s->skip_first)
    {
      s->skip_first = false;
      s->after_statement = true;
      return true;
    }
  if (s->after_statement
      && ((t.len == 3 && !memcmp (t.text, "asm", 3))
          || (t.len == 5 && !memcmp (t.text, "__asm", 5))
          || (t.len == 7 && !memcmp (t.text, "__asm__", 7))))
    {
      s->found = mn_location_at (s->file, t.line, t.column);
      return false;
    }
  if (!(t.len == 13 && !memcmp (t.text, "__extension__", 13)))
    s->after_statement = t.len == 1 && (t.text[0] == ';' || t.text[0] == '}');
  return true;
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
      /* No function before it: search its file (or, with no function
         at all, the main file) from the top.  */
      expanded_location y = expand_location (to);
      const char *file = to > BUILTINS_LOCATION ? y.file : main_input_filename;
      from = file ? mn_location_at (file, 1, 0) : UNKNOWN_LOCATION;
      if (from == UNKNOWN_LOCATION)
        return fallback;
    }
  expanded_location x = expand_location (from), y = expand_location (to);
  /* With no function after it, to the end of the file.  */
  int last = (y.file && x.file && strcmp (x.file, y.file) == 0
              && y.line >= x.line) ? y.line : INT_MAX / 2;
  /* Strictly after FROM: its token is a function's closing brace or the
     previous asm's (none when the search starts at the top of the
     file).  */
  asm_search search = { x.file, x.column > 0, UNKNOWN_LOCATION, 0, false,
                        true };
  mn_source_tokens (x.file, x.line, MAX (x.column, 1), last - x.line + 1,
                    false, asm_keyword, &search);
  if (search.found != UNKNOWN_LOCATION)
    return search.found;
  return fallback;
}

} // namespace mn
