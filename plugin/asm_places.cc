/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Where asm statements are: a pass records each emitted function's, and
   each top-level asm is found in the text between the function bodies
   parsed before and after it (GCC keeps no location for it).  */
#include "gcc_compat.h"
#include "glue.h"
#include "literal_loc.h"

namespace mn {

vec<asm_place> asm_places;
/* The top-level asm statements, GCC's chain of them from the first,
   kept until a finding asks where one ends (counting their lines at
   once cost e2 of make bench about 50 instructions a statement): GCC
   drops the chain once it has written them.  */
static asm_node *first_toplevel_asm;
static unsigned toplevel_asm_total;
static asm_node *next_to_count;
static vec<unsigned long> toplevel_asm_ends;

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
vec<toplevel_asm_gap> toplevel_asm_gaps;
vec<location_t> toplevel_asm_locs;   /* those searched so far */

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
asm_node *const *next_asm_link;
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
                               toplevel_asm_total };
      toplevel_asm_gaps.safe_push (gap);
      if (!first_toplevel_asm)
        first_toplevel_asm = next_to_count = next;
    }
  for (; next; next = next->next)
    {
      last_asm_seen = next;
      next_asm_link = &next->next;
      toplevel_asm_total++;
    }
  if (here > BUILTINS_LOCATION)
    last_function_loc = here;
}

void
mark_toplevel_asm_texts (void *, void *)
{
  /* The chain from the first, and their texts.  */
  if (first_toplevel_asm)
    gt_ggc_mx_asm_node (first_toplevel_asm);
}

unsigned
toplevel_asm_count ()
{
  return toplevel_asm_total;
}

unsigned long
toplevel_asm_end (unsigned k)
{
  unsigned long end = toplevel_asm_ends.length ()
                      ? toplevel_asm_ends.last () : 0;
  while (toplevel_asm_ends.length () <= k)
    {
      /* Its lines in the stream: GCC prints the string (to a NUL) and a
         newline.  */
      const char *text = TREE_STRING_POINTER (next_to_count->asm_str);
      next_to_count = next_to_count->next;
      end++;
      for (const char *c = text; (c = strchr (c, '\n')); c++)
        end++;
      toplevel_asm_ends.safe_push (end);
    }
  return toplevel_asm_ends[k];
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
                      : toplevel_asm_total;
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

/* --- The preprocessor's conditions, as far as they can be told ---------
   The text between two functions may hold groups the preprocessor
   dropped.  A condition is worked out from the macros as they are at the
   end of the unit: a macro counts as defined at a directive when its last
   definition came before it (a header's include guard is defined after
   its #ifndef), one not defined at the end as never defined.  #if takes
   numbers, defined, ! && || == != ( ) and object-like macros whose value
   is a number; a group whose condition cannot be told is read.  The
   count of the asm statements found guards every guess.  */
enum cond_state
{
  COND_TAKEN,      /* this branch is read */
  COND_SEEKING,    /* dropped, and no branch taken yet */
  COND_DONE,       /* dropped: a branch before was taken */
  COND_UNKNOWN,    /* cannot be told: read, to the group's #endif */
  COND_DEAD        /* inside a dropped group */
};

/* A tiny #if evaluator over the text of one directive line.  */
struct cond_expr
{
  const char *p, *end;
  location_t at;
  bool unknown;
};

static bool
macro_defined_at (const char *name, size_t len, location_t at,
                  const cpp_macro **macro)
{
  cpp_hashnode *node = cpp_lookup (parse_in, (const unsigned char *) name,
                                   (unsigned) len);
  *macro = NULL;
  if (!node || !cpp_macro_p (node))
    return false;
  if (cpp_builtin_macro_p (node))
    return true;
  *macro = node->value.macro;
  return *macro && (*macro)->line < at;
}

static void
cond_blanks (cond_expr *e)
{
  for (;;)
    {
      while (e->p < e->end && (*e->p == ' ' || *e->p == '\t'
                               || *e->p == '\r' || *e->p == '\f'
                               || *e->p == '\v'))
        e->p++;
      if (e->end - e->p >= 2 && e->p[0] == '/' && e->p[1] == '*')
        {
          const char *c = e->p + 2;
          while (c + 1 < e->end && !(c[0] == '*' && c[1] == '/'))
            c++;
          if (c + 1 >= e->end)
            {
              e->unknown = true;   /* a comment going on to the next line */
              e->p = e->end;
              return;
            }
          e->p = c + 2;
        }
      else if (e->end - e->p >= 2 && e->p[0] == '/' && e->p[1] == '/')
        e->p = e->end;
      else
        return;
    }
}

static bool
cond_take (cond_expr *e, const char *op)
{
  size_t n = strlen (op);
  cond_blanks (e);
  if ((size_t) (e->end - e->p) >= n && !memcmp (e->p, op, n)
      && !(op[0] == '!' && n == 1 && e->p + 1 < e->end && e->p[1] == '='))
    {
      e->p += n;
      return true;
    }
  return false;
}

static long long cond_or (cond_expr *e);

static size_t
cond_ident (cond_expr *e)
{
  size_t n = 0;
  cond_blanks (e);
  if (e->p < e->end && ISIDST (*e->p))
    for (n = 1; e->p + n < e->end && ISIDNUM (e->p[n]); n++)
      ;
  return n;
}

static long long
cond_primary (cond_expr *e)
{
  cond_blanks (e);
  if (e->p >= e->end)
    {
      e->unknown = true;
      return 0;
    }
  if (cond_take (e, "!"))
    return !cond_primary (e);
  if (cond_take (e, "("))
    {
      long long v = cond_or (e);
      if (!cond_take (e, ")"))
        e->unknown = true;
      return v;
    }
  if (ISDIGIT (*e->p))
    {
      char *after;
      long long v = strtoll (e->p, &after, 0);
      while (after < e->end && (*after == 'u' || *after == 'U'
                                || *after == 'l' || *after == 'L'))
        after++;
      if (after < e->end && ISIDNUM (*after))
        e->unknown = true;
      e->p = after;
      return v;
    }
  size_t n = cond_ident (e);
  if (!n)
    {
      e->unknown = true;
      return 0;
    }
  const char *name = e->p;
  e->p += n;
  const cpp_macro *m;
  if (n == 7 && !memcmp (name, "defined", 7))
    {
      bool paren = cond_take (e, "(");
      size_t k = cond_ident (e);
      if (!k)
        {
          e->unknown = true;
          return 0;
        }
      bool d = macro_defined_at (e->p, k, e->at, &m);
      e->p += k;
      if (paren && !cond_take (e, ")"))
        e->unknown = true;
      return d;
    }
  if (!macro_defined_at (name, n, e->at, &m))
    {
      /* Not a macro (or not yet one): 0, unless defined later.  */
      if (m)
        e->unknown = true;
      return 0;
    }
  if (!m || m->fun_like || m->count != 1 || m->kind != cmk_macro
      || m->exp.tokens[0].type != CPP_NUMBER)
    {
      e->unknown = true;
      return 0;
    }
  const cpp_token *t = &m->exp.tokens[0];
  cond_expr sub = { (const char *) t->val.str.text,
                    (const char *) t->val.str.text + t->val.str.len,
                    e->at, false };
  long long v = cond_primary (&sub);
  e->unknown |= sub.unknown || sub.p != sub.end;
  return v;
}

static long long
cond_equality (cond_expr *e)
{
  long long v = cond_primary (e);
  for (;;)
    if (cond_take (e, "=="))
      v = v == cond_primary (e);
    else if (cond_take (e, "!="))
      v = v != cond_primary (e);
    else
      return v;
}

static long long
cond_and (cond_expr *e)
{
  long long v = cond_equality (e);
  while (cond_take (e, "&&"))
    v = cond_equality (e) && v;
  return v;
}

static long long
cond_or (cond_expr *e)
{
  long long v = cond_and (e);
  while (cond_take (e, "||"))
    v = cond_and (e) || v;
  return v;
}

/* The condition of #if/#elif (KIND 0), #ifdef/#elifdef (1) or
   #ifndef/#elifndef (2) in P..END: 1, 0, or -1 when it cannot be told.  */
static int
eval_condition (int kind, const char *p, const char *end, location_t at)
{
  cond_expr e = { p, end, at, false };
  long long v;
  if (kind)
    {
      const cpp_macro *m;
      size_t n = cond_ident (&e);
      if (!n)
        return -1;
      v = macro_defined_at (e.p, n, at, &m);
      e.p += n;
      if (kind == 2)
        v = !v;
    }
  else
    v = cond_or (&e);
  cond_blanks (&e);
  return e.unknown || e.p != e.end ? -1 : v != 0;
}

struct asm_search
{
  const char *file;
  bool skip_first;
  /* FROM is a macro's use (the function ended in its expansion): its
     arguments are passed over too.  */
  bool skip_use;
  bool after_statement;    /* the last token can end a declaration */
  /* A function-like macro's name where a declaration could start: its
     asm statements are counted at the '(' of its use, its arguments
     passed over (PARENS deep).  */
  cpp_hashnode *pending_macro;
  location_t pending_loc;
  int parens;
  bool ends_after_args;
  bool unknown;            /* a macro's count could not be told */
  bool conditions;         /* drop the groups the preprocessor dropped */
  auto_vec<cond_state> conds;
  auto_vec<location_t> found;
};

/* Whether the text now is read: not when a group it is in was dropped.
   A group whose condition cannot be told is read, as are those after it
   to its #endif: the count decides.  */
static bool
cond_reading (const asm_search *s)
{
  for (unsigned i = 0; i < s->conds.length (); i++)
    if (s->conds[i] != COND_TAKEN && s->conds[i] != COND_UNKNOWN)
      return false;
  return true;
}

/* A directive line T: the conditional ones move S's groups.  A group
   begun before the text searched was being read (a function of it was
   parsed): its #else or #elif starts what it drops.  */
static void
cond_directive (asm_search *s, const source_token &t)
{
  const char *p = t.text + 1, *end = t.text + t.len;
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  const char *w = p;
  while (p < end && ISIDNUM (*p))
    p++;
  size_t n = (size_t) (p - w);
  bool continued = t.len && t.text[t.len - 1] == '\\';
  int kind = -1;   /* 0 if/elif, 1 ifdef, 2 ifndef */
  if ((n == 2 && !memcmp (w, "if", 2)) || (n == 4 && !memcmp (w, "elif", 4)))
    kind = 0;
  else if ((n == 5 && !memcmp (w, "ifdef", 5))
           || (n == 7 && !memcmp (w, "elifdef", 7)))
    kind = 1;
  else if ((n == 6 && !memcmp (w, "ifndef", 6))
           || (n == 8 && !memcmp (w, "elifndef", 8)))
    kind = 2;
  bool elif = n && w[0] == 'e';
  /* Only a condition needs the place (a search passes many #defines).  */
  location_t at = kind >= 0 ? mn_location_at (s->file, t.line, t.column)
                            : UNKNOWN_LOCATION;
  if (kind >= 0 && !elif)
    {
      cond_state st;
      if (!cond_reading (s))
        st = COND_DEAD;
      else
        {
          int v = continued ? -1 : eval_condition (kind, p, end, at);
          st = v < 0 ? COND_UNKNOWN : v ? COND_TAKEN : COND_SEEKING;
        }
      s->conds.safe_push (st);
      return;
    }
  bool is_else = n == 4 && !memcmp (w, "else", 4);
  if (kind >= 0 || is_else)
    {
      if (!s->conds.length ())
        {
          s->conds.safe_push (COND_DONE);
          return;
        }
      cond_state &st = s->conds.last ();
      if (st == COND_TAKEN)
        st = COND_DONE;
      else if (st == COND_SEEKING)
        {
          int v = is_else ? 1
                  : continued ? -1 : eval_condition (kind, p, end, at);
          st = v < 0 ? COND_UNKNOWN : v ? COND_TAKEN : COND_SEEKING;
        }
      return;
    }
  if (n == 5 && !memcmp (w, "endif", 5) && s->conds.length ())
    s->conds.pop ();
}

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
static bool
asm_token (asm_search *s, const source_token &t)
{
  if (s->skip_first)
    {
      s->skip_first = false;
      s->after_statement = true;
      return true;
    }
  if (s->skip_use)
    {
      s->skip_use = false;
      if (t.len == 1 && t.text[0] == '(')
        {
          s->parens = 1;
          s->ends_after_args = true;
          return true;
        }
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

/* One token of the text searched, a directive line or another.  */
static bool
asm_keyword (const source_token &t, void *arg)
{
  asm_search *s = (asm_search *) arg;
  if (t.directive)
    {
      if (s->conditions)
        cond_directive (s, t);
      return true;
    }
  if (!cond_reading (s))
    return true;
  return asm_token (s, t);
}

/* The top-level asm statements parsed after AFTER (and before BEFORE,
   when known), N of them: the "asm" keywords (and macro uses that write
   asm statements) of the source text read from AFTER on, the headers it
   included there too, when there are exactly N; else each is placed at
   BEFORE (or AFTER).  The text is read without the groups the
   preprocessor's conditions dropped, as far as they can be told, and if
   that count differs, with them.  A count that still differs means a
   condition or a macro that cannot be told, and placing them in order
   would point at another statement.  */
void
find_toplevel_asms (location_t after, location_t before, unsigned n)
{
  location_t from = linemap_resolve_location (line_table, after,
                                              LRK_MACRO_EXPANSION_POINT, NULL);
  location_t to = linemap_resolve_location (line_table, before,
                                            LRK_MACRO_EXPANSION_POINT, NULL);
  location_t fallback = to > BUILTINS_LOCATION ? to : from;

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
  for (int conditions = 1; conditions >= 0; conditions--)
    {
      asm_search search;
      search.file = NULL;
      search.skip_use = false;
      search.after_statement = true;
      search.pending_macro = NULL;
      search.pending_loc = UNKNOWN_LOCATION;
      search.parens = 0;
      search.ends_after_args = false;
      search.unknown = false;
      search.conditions = conditions && mn_have_c_family () && parse_in;
      for (i = 0; i < segments.length (); i++)
        {
          const segment &s = segments[i];
          search.skip_first = s.skip_first;
          search.skip_use = s.skip_first && from != after;
          if (i && s.after_include)
            search.after_statement = true;
          search.file = s.file;
          mn_source_tokens (s.file, s.line, s.column, s.last - s.line + 1,
                            DIRECTIVES_REPORT, asm_keyword, &search);
        }
      if (search.file && !search.unknown && search.found.length () == n)
        {
          for (unsigned k = 0; k < n; k++)
            toplevel_asm_locs.safe_push (search.found[k]);
          return;
        }
    }
  for (unsigned k = 0; k < n; k++)
    toplevel_asm_locs.safe_push (fallback);
}

} // namespace mn
