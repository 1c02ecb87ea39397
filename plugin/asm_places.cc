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

/* Where to search for the top-level asm statements between two
   functions: between the functions parsed before and after them, the
   first of them numbered FIRST.  Searched for only when a finding needs
   it (a file of many is costly to search), all of a gap at once.  One
   record a gap, not one an asm: generated code can put 100 000 of them
   in one gap.  */
struct toplevel_asm_gap
{
  location_t after, before;
  unsigned first;
};
auto_vec<toplevel_asm_gap> toplevel_asm_gaps;
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

void find_toplevel_asms (location_t after, location_t before, unsigned n);

void
note_new_toplevel_asm (location_t here)
{
  asm_node *next = last_asm_seen ? last_asm_seen->next
                                 : symtab->first_asm_symbol ();
  if (next)
    {
      toplevel_asm_gap gap = { last_function_loc, here,
                               toplevel_asm_ends.length () };
      toplevel_asm_gaps.safe_push (gap);
    }
  unsigned long end = toplevel_asm_ends.length ()
                      ? toplevel_asm_ends.last () : 0;
  for (; next; next = next->next)
    {
      last_asm_seen = next;
      /* Its lines in the stream: GCC prints the string (to a NUL) and a
         newline.  */
      const char *text = TREE_STRING_POINTER (next->asm_str);
      end++;
      for (const char *c = text; (c = strchr (c, '\n')); c++)
        end++;
      toplevel_asm_ends.safe_push (end);
    }
  if (here > BUILTINS_LOCATION)
    last_function_loc = here;
}

location_t
toplevel_asm_location (unsigned k)
{
  /* Gaps are searched in order: the next one starts where the asm
     statements placed so far end.  */
  static unsigned next_gap;
  while (toplevel_asm_locs.length () <= k
         && next_gap < toplevel_asm_gaps.length ())
    {
      const toplevel_asm_gap &g = toplevel_asm_gaps[next_gap++];
      unsigned last = next_gap < toplevel_asm_gaps.length ()
                      ? toplevel_asm_gaps[next_gap].first
                      : toplevel_asm_ends.length ();
      find_toplevel_asms (g.after, g.before, last - g.first);
    }
  if (toplevel_asm_locs.length () <= k)
    return UNKNOWN_LOCATION;
  return toplevel_asm_locs[k];
}

static bool
is_asm_keyword (const char *text, size_t len)
{
  return (len == 3 && !memcmp (text, "asm", 3))
         || (len == 5 && !memcmp (text, "__asm", 5))
         || (len == 7 && !memcmp (text, "__asm__", 7));
}

/* A declaration can start after it as after ';'.  */
static bool
is_extension_keyword (const char *text, size_t len)
{
  return len == 13 && !memcmp (text, "__extension__", 13);
}

/* How many top-level asm statements the expansion of the macro NODE
   holds where a declaration could start (it starts where one could),
   counting those of the macros it uses there; *ENDS: whether its
   expansion ends where one could start.  -1 when that cannot be told: a
   parameter or a pasted name where a declaration could start, a
   definition after USE (the one seen now is not the one used there), or
   too deep or too many macros (*BUDGET) to follow.  */
static int
macro_toplevel_asms (cpp_hashnode *node, location_t use, int depth,
                     int *budget, bool *ends)
{
  const cpp_macro *m = node->value.macro;
  if (depth > 32 || --*budget < 0 || !m || m->kind != cmk_macro
      || m->line > use)
    return -1;
  bool decl_start = true;
  int braces = 0, count = 0;
  for (unsigned i = 0; i < m->count; i++)
    {
      const cpp_token *t = &m->exp.tokens[i];
      bool here = decl_start && braces == 0;
      decl_start = false;
      if (here && (t->flags & PASTE_LEFT))
        return -1;
      switch (t->type)
        {
        case CPP_SEMICOLON:
          decl_start = true;
          break;
        case CPP_OPEN_BRACE:
          braces++;
          break;
        case CPP_CLOSE_BRACE:
          braces -= braces > 0;
          decl_start = true;
          break;
        case CPP_MACRO_ARG:
          if (here)
            return -1;
          break;
        case CPP_NAME:
          {
            cpp_hashnode *name = t->val.node.node;
            const char *text = (const char *) NODE_NAME (name);
            if (!here)
              break;
            if (is_asm_keyword (text, NODE_LEN (name)))
              count++;
            else if (is_extension_keyword (text, NODE_LEN (name)))
              decl_start = true;
            else if (cpp_macro_p (name) && !cpp_builtin_macro_p (name)
                     && name != node)
              {
                bool fun_like = name->value.macro->fun_like;
                if (fun_like && !(i + 1 < m->count
                                  && m->exp.tokens[i + 1].type
                                     == CPP_OPEN_PAREN))
                  break;   /* not a use: the name alone */
                bool sub_ends;
                int k = macro_toplevel_asms (name, use, depth + 1, budget,
                                             &sub_ends);
                if (k < 0)
                  return -1;
                count += k;
                if (fun_like)
                  for (int parens = 0; ++i < m->count; )
                    {
                      cpp_ttype type = m->exp.tokens[i].type;
                      parens += type == CPP_OPEN_PAREN;
                      if (type == CPP_CLOSE_PAREN && --parens == 0)
                        break;
                    }
                decl_start = sub_ends;
              }
            break;
          }
        default:
          break;
        }
    }
  *ends = decl_start && braces == 0;
  return count;
}

struct asm_search
{
  const char *file;
  bool skip_first;
  bool after_statement;    /* the last token can end a declaration */
  /* A function-like macro's name where a declaration could start: its
     asm statements are counted at the '(' of its use, its arguments
     passed over (PARENS deep).  */
  cpp_hashnode *pending_macro;
  location_t pending_loc;
  int parens;
  bool ends_after_args;
  bool unknown;            /* a macro's count could not be told */
  auto_vec<location_t> found;
};

/* Counts the asm statements of the macro NAME used at LOC where a
   declaration could start.  */
static void
count_macro_asms (asm_search *s, cpp_hashnode *name, location_t loc,
                  bool *ends)
{
  int budget = 4096;
  int k = macro_toplevel_asms (name, loc, 0, &budget, ends);
  if (k < 0)
    s->unknown = true;
  for (int i = 0; i < k; i++)
    s->found.safe_push (loc);
}

/* A top-level asm starts where a declaration could: after ';' or '}', an
   #include or the start of the search (directive lines are passed over:
   the token before one decides).  "asm" after a declarator
   is an asm label, and one in a #define is a macro's.  A macro used
   there may write asm statements too (EXPORT_SYMBOL does): each is found
   at its use.  */
bool
asm_keyword (const source_token &t, void *arg)
{
  asm_search *s = (asm_search *) arg;
  if (s->skip_first)
    {
      s->skip_first = false;
      s->after_statement = true;
      return true;
    }
  if (s->parens)
    {
      s->parens += t.len == 1 && t.text[0] == '(';
      if (t.len == 1 && t.text[0] == ')' && --s->parens == 0)
        s->after_statement = s->ends_after_args;
      return true;
    }
  if (s->pending_macro)
    {
      cpp_hashnode *name = s->pending_macro;
      s->pending_macro = NULL;
      if (t.len == 1 && t.text[0] == '(')
        {
          count_macro_asms (s, name, s->pending_loc, &s->ends_after_args);
          s->parens = 1;
          return true;
        }
    }
  bool decl_start = s->after_statement;
  s->after_statement = t.len == 1 && (t.text[0] == ';' || t.text[0] == '}');
  if (!decl_start)
    return true;
  if (is_asm_keyword (t.text, t.len))
    {
      s->found.safe_push (mn_location_at (s->file, t.line, t.column));
      return true;
    }
  if (is_extension_keyword (t.text, t.len))
    {
      s->after_statement = true;
      return true;
    }
  if (mn_have_c_family () && parse_in && ISIDST (t.text[0]))
    {
      cpp_hashnode *name = cpp_lookup (parse_in,
                                       (const unsigned char *) t.text,
                                       (unsigned) t.len);
      if (name && cpp_macro_p (name) && !cpp_builtin_macro_p (name))
        {
          location_t loc = mn_location_at (s->file, t.line, t.column);
          if (name->value.macro->fun_like)
            {
              s->pending_macro = name;
              s->pending_loc = loc;
            }
          else
            count_macro_asms (s, name, loc, &s->after_statement);
        }
    }
  return true;
}

/* The top-level asm statements parsed after AFTER (and before BEFORE,
   when known), N of them: the "asm" keywords (and macro uses that write
   asm statements) of the source text read from AFTER on, the headers it
   included there too, when there are exactly N; else each is placed at
   BEFORE (or AFTER).  A count that differs means text the preprocessor
   dropped (#if 0) or a macro that cannot be told, and placing them in
   order would point at another statement.  */
void
find_toplevel_asms (location_t after, location_t before, unsigned n)
{
  location_t from = linemap_resolve_location (line_table, after,
                                              LRK_MACRO_EXPANSION_POINT, NULL);
  location_t to = linemap_resolve_location (line_table, before,
                                            LRK_MACRO_EXPANSION_POINT, NULL);
  location_t fallback = to > BUILTINS_LOCATION ? to : from;
  asm_search search;
  search.file = NULL;
  search.after_statement = true;
  search.pending_macro = NULL;
  search.pending_loc = UNKNOWN_LOCATION;
  search.parens = 0;
  search.ends_after_args = false;
  search.unknown = false;

  /* The text read is the ordinary line maps' in order: each covers some
     lines of one file, up to where the next one starts.  GCC starts a new
     map within a file for a long line: such runs are read as one, so that
     a comment or a directive goes on across them.  */
  struct segment
  {
    const char *file;
    int line, column, last;
    bool skip_first;      /* FROM's token: a function's closing brace */
    bool after_include;
  };
  auto_vec<segment> segments;
  unsigned nmaps = LINEMAPS_ORDINARY_USED (line_table), i = 0;
  if (nmaps && from > BUILTINS_LOCATION)
    i = (unsigned) (linemap_check_ordinary (linemap_lookup (line_table, from))
                    - LINEMAPS_ORDINARY_MAP_AT (line_table, 0));
  for (; i < nmaps; i++)
    {
      const line_map_ordinary *map = LINEMAPS_ORDINARY_MAP_AT (line_table, i);
      location_t start = MAP_START_LOCATION (map);
      location_t end = i + 1 < nmaps
                       ? MAP_START_LOCATION (LINEMAPS_ORDINARY_MAP_AT
                                             (line_table, i + 1)) - 1
                       : line_table->highest_location;
      if (to > BUILTINS_LOCATION)
        {
          if (start > to)
            break;
          end = MIN (end, to);
        }
      location_t begin = MAX (from, start);
      const char *file = ORDINARY_MAP_FILE_NAME (map);
      if (end < begin || !file || file[0] == '<')
        continue;
      int line = SOURCE_LINE (map, begin), last = SOURCE_LINE (map, end);
      segment *prev = segments.length () ? &segments.last () : NULL;
      if (map->reason == LC_RENAME && prev && strcmp (file, prev->file) == 0
          && line <= prev->last + 1)
        {
          prev->last = MAX (prev->last, last);
          continue;
        }
      int column = begin == from ? (int) SOURCE_COLUMN (map, begin) : 0;
      segment s = { file, line, MAX (column, 1), last, column > 0,
                    map->reason == LC_ENTER || map->reason == LC_LEAVE };
      segments.safe_push (s);
    }
  for (i = 0; i < segments.length (); i++)
    {
      const segment &s = segments[i];
      search.skip_first = s.skip_first;
      if (i && s.after_include)
        search.after_statement = true;
      search.file = s.file;
      mn_source_tokens (s.file, s.line, s.column, s.last - s.line + 1, false,
                        asm_keyword, &search);
    }
  bool exact = search.file && !search.unknown && search.found.length () == n;
  for (unsigned k = 0; k < n; k++)
    toplevel_asm_locs.safe_push (exact ? search.found[k] : fallback);
}

} // namespace mn
