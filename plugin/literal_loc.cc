/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Map a byte of a .modinfo initializer back to its escape in the source.
   Only used when there is something to report.  The parser does not keep
   the string literals of an initializer, so they are found again: from the
   declaration's location, walk the macro maps outward until a map (or the
   file's text) shows '=' after the declared name, collect the tokens after
   it, decode the string literals, and place the byte among them.  Every
   placement is checked against the object's bytes; anything doubtful falls
   back to the user's line.  */
#include "gcc_compat.h"
#include "literal_loc.h"

namespace {

/* Bounds that keep a pathological source from costing more than a glance. */
const int max_unwind = 64;
const int max_file_lines = 256;
const unsigned max_tokens = 4096;

/* Map from a macro expansion point to its map, grown as maps are added, so
   that a file with many bad entries is indexed once, not once per entry. */
typedef hash_map<int_hash<location_t, 0, 1>, const line_map_macro *>
  expansion_index;
expansion_index *exp_index;
unsigned exp_indexed;

const line_map_macro *
expansion_at (location_t loc)
{
  unsigned used = LINEMAPS_MACRO_USED (line_table);
  if (!exp_index)
    exp_index = new expansion_index;
  for (; exp_indexed < used; exp_indexed++)
    {
      const line_map_macro *m = LINEMAPS_MACRO_MAP_AT (line_table, exp_indexed);
      location_t key = get_pure_location (line_table, m->expansion);
      if (key > 1)
        exp_index->put (key, m);
    }
  location_t key = get_pure_location (line_table, loc);
  if (key <= BUILTINS_LOCATION)
    return NULL;   /* 0 and 1 mark the index's empty and deleted slots */
  const line_map_macro **m = exp_index->get (key);
  return m ? *m : NULL;
}

bool
is_virtual (location_t loc)
{
  return linemap_location_from_macro_expansion_p (line_table, loc);
}

/* The source text at ordinary location LOC and the bytes left on its
   line.  */
const char *
text_at (location_t loc, size_t *avail)
{
  expanded_location x = expand_location (loc);
  if (!x.file || x.line <= 0 || x.column <= 0)
    return NULL;
  char_span line = mn_source_line (x.file, x.line);
  if (!line || (size_t) x.column > line.length ())
    return NULL;
  *avail = line.length () - (x.column - 1);
  return line.get_buffer () + (x.column - 1);
}

/* Length of the string literal at P (AVAIL bytes), or 0 when P does not
   start one this code decodes.  */
size_t
string_token_length (const char *p, size_t avail, cpp_ttype *type)
{
  size_t i = 0;
  *type = CPP_STRING;
  if (avail >= 3 && p[0] == 'u' && p[1] == '8')
    i = 2, *type = CPP_UTF8STRING;
  if (i >= avail || p[i] != '"')
    return 0;
  for (i++; i < avail; i++)
    {
      if (p[i] == '"')
        return i + 1;
      if (p[i] == '\\')
        {
          i++;
          /* Escapes cpp complains about are left to the fallback, so that
             decoding again never repeats a diagnostic.  */
          if (i >= avail || !strchr ("01234567xnrtvfab\\'\"?eEuU", p[i]))
            return 0;
        }
    }
  return 0;
}

struct token
{
  location_t virt;       /* as the parser saw it */
  location_t spell;      /* its text, with its range */
  bool known;            /* a decoded string literal */
  cpp_ttype type;
  unsigned char *bytes;  /* decoded, without the terminating NUL */
  size_t len;
};

/* A token's locations and the text it starts (NULL if unreadable).  */
struct lexeme
{
  location_t virt, spell;
  const char *text;
  size_t avail;
};

bool
punct_is (const lexeme &lx, char c)
{
  return lx.text && lx.text[0] == c;
}

/* Reads a token stream: first up to the '=' after the declared name, then
   the initializer's tokens, replacing macro names by their expansions.  */
class token_walk
{
public:
  token_walk () : seen_eq (false), ended (false), depth (0), skip (0),
                  skip_pending (false) {}
  ~token_walk ()
  {
    for (unsigned i = 0; i < toks.length (); i++)
      XDELETEVEC (toks[i].bytes);
  }

  auto_vec<token> toks;
  bool seen_eq;   /* found the initializer */
  bool ended;     /* no point reading further */

  void feed (const lexeme &lx);
  void feed_map (const line_map_macro *m, unsigned from);

private:
  int depth;
  int skip;            /* nesting while skipping a macro's arguments */
  bool skip_pending;   /* a function-like macro was just expanded */

  void add (const lexeme &lx);
};

void
token_walk::feed_map (const line_map_macro *m, unsigned from)
{
  unsigned n = MACRO_MAP_NUM_MACRO_TOKENS (m);
  for (unsigned s = from; s < n && !ended; s++)
    {
      /* Slots without a location are cpp's padding, not tokens.  */
      if (MACRO_MAP_LOCATIONS (m)[2 * s] == UNKNOWN_LOCATION)
        continue;
      lexeme lx;
      lx.virt = MAP_START_LOCATION (m) + s;
      lx.spell = linemap_resolve_location (line_table, lx.virt,
                                           LRK_SPELLING_LOCATION, NULL);
      lx.text = text_at (lx.spell, &lx.avail);
      feed (lx);
    }
}

void
token_walk::feed (const lexeme &lx)
{
  if (ended)
    return;
  if (toks.length () >= max_tokens)
    {
      ended = true;
      return;
    }
  if (!seen_eq)
    {
      if (punct_is (lx, '(') || punct_is (lx, '['))
        depth++;
      else if (punct_is (lx, ')') || punct_is (lx, ']'))
        depth--;
      else if (depth == 0 && punct_is (lx, '=')
               && !(lx.avail > 1 && lx.text[1] == '='))
        seen_eq = true;
      else if (depth <= 0 && (punct_is (lx, ';') || punct_is (lx, ',')
                              || punct_is (lx, '{')))
        ended = true;
      if (depth < 0)
        ended = true;
      return;
    }

  if (skip_pending && punct_is (lx, '('))
    {
      skip_pending = false;
      skip = 1;
      return;
    }
  skip_pending = false;
  if (skip)
    {
      if (punct_is (lx, '('))
        skip++;
      else if (punct_is (lx, ')'))
        skip--;
      return;
    }
  if (punct_is (lx, ';') || punct_is (lx, ',') || punct_is (lx, '}'))
    {
      ended = true;
      return;
    }
  if (const line_map_macro *m = expansion_at (lx.virt))
    {
      /* Its expansion is a stream of its own: its argument skipping and
         nesting must not leak into ours.  */
      token_walk inner;
      inner.seen_eq = true;
      inner.feed_map (m, 0);
      for (unsigned i = 0; i < inner.toks.length (); i++)
        toks.safe_push (inner.toks[i]);
      inner.toks.truncate (0);
      skip_pending = cpp_fun_like_macro_p (m->macro);
      return;
    }
  add (lx);
}

void
token_walk::add (const lexeme &lx)
{
  token t = { lx.virt, lx.spell, false, CPP_OTHER, NULL, 0 };
  cpp_ttype type;
  size_t toklen = lx.text ? string_token_length (lx.text, lx.avail, &type) : 0;
  if (toklen)
    {
      cpp_string in = { (unsigned) toklen, (const unsigned char *) lx.text };
      cpp_string out = { 0, NULL };
      if (cpp_interpret_string (parse_in, &in, 1, &out, type) && out.len)
        {
          location_t start = get_pure_location (line_table, lx.spell);
          location_t finish = linemap_position_for_loc_and_offset
            (line_table, start, toklen - 1);
          t.spell = make_location (start, start, finish);
          t.known = true;
          t.type = type;
          t.bytes = (unsigned char *) out.text;
          t.len = out.len - 1;
        }
      else
        XDELETEVEC (out.text);
    }
  toks.safe_push (t);
}

/* The lines of the source files read so far, each read once.  */
struct source_text
{
  char *file;
  char *text;
  size_t len;
  auto_vec<size_t> starts;    /* offset of each line */
};
vec<source_text *> sources;

const source_text *
source_of (const char *file)
{
  for (unsigned i = 0; i < sources.length (); i++)
    if (strcmp (sources[i]->file, file) == 0)
      return sources[i];
  source_text *t = new source_text;
  t->file = xstrdup (file);
  t->text = NULL;
  t->len = 0;
  if (FILE *f = fopen (file, "rb"))
    {
      size_t cap = 0, n;
      char buf[1 << 16];
      while ((n = fread (buf, 1, sizeof buf, f)) > 0)
        {
          if (t->len + n > cap)
            {
              cap = MAX (cap * 2, t->len + n);
              t->text = XRESIZEVEC (char, t->text, cap);
            }
          memcpy (t->text + t->len, buf, n);
          t->len += n;
        }
      fclose (f);
    }
  t->starts.safe_push (0);
  for (size_t i = 0; i < t->len; i++)
    if (t->text[i] == '\n' && i + 1 < t->len)
      t->starts.safe_push (i + 1);
  sources.safe_push (t);
  return t;
}

char_span
source_line (const char *file, int line)
{
  const source_text *t = source_of (file);
  if (line < 1 || (unsigned) line > t->starts.length () || !t->len)
    return char_span (NULL, 0);
  size_t from = t->starts[line - 1];
  size_t to = (unsigned) line < t->starts.length () ? t->starts[line] - 1
                                                    : t->len;
  if (to > from && t->text[to - 1] == '\r')
    to--;
  return char_span (t->text + from, to - from);
}

/* Feed the file's own text from ordinary location START, skipping the
   token there (the declared name).  */
struct feed_state
{
  token_walk *w;
  const char *file;
  bool first;
};

bool
feed_token (const source_token &t, void *arg)
{
  feed_state *f = (feed_state *) arg;
  lexeme lx;
  lx.virt = mn_location_at (f->file, t.line, t.column);
  if (lx.virt == UNKNOWN_LOCATION)
    return false;   /* beyond what the line maps can name */
  lx.spell = lx.virt;
  lx.text = t.text;
  char_span line = source_line (f->file, t.line);
  lx.avail = line.get_buffer () + line.length () - t.text;
  if (!f->first)
    f->w->feed (lx);
  f->first = false;
  return !f->w->ended;
}

void
feed_file (token_walk &w, location_t start)
{
  expanded_location x = expand_location (start);
  if (!x.file || x.line <= 0 || x.column <= 0)
    return;
  feed_state f = { &w, x.file, true };
  mn_source_tokens (x.file, x.line, x.column, max_file_lines,
                    DIRECTIVES_STOP, feed_token, &f);
}

/* Collect the tokens of DECL's initializer into W.  */
void
collect_initializer (token_walk &w, tree decl)
{
  location_t loc = get_pure_location (line_table, DECL_SOURCE_LOCATION (decl));
  for (int k = 0; k < max_unwind && loc > BUILTINS_LOCATION; k++)
    {
      if (!is_virtual (loc))
        {
          feed_file (w, loc);
          return;
        }
      const line_map_macro *m
        = linemap_check_macro (linemap_lookup (line_table, loc));
      w.feed_map (m, loc - MAP_START_LOCATION (m) + 1);
      if (w.seen_eq || w.ended)
        return;
      loc = get_pure_location (line_table, m->expansion);
    }
}

} // anon namespace

location_t
mn_location_at (const char *file, int line, int column)
{
  /* The last map of FILE that starts at or before LINE covers it.  */
  for (unsigned i = LINEMAPS_ORDINARY_USED (line_table); i-- > 0; )
    {
      const line_map_ordinary *map = LINEMAPS_ORDINARY_MAP_AT (line_table, i);
      if ((int) ORDINARY_MAP_STARTING_LINE_NUMBER (map) > line
          || !ORDINARY_MAP_FILE_NAME (map)
          || strcmp (ORDINARY_MAP_FILE_NAME (map), file) != 0)
        continue;
      location_t loc
        = linemap_position_for_line_and_column (line_table, map, line, column);
      expanded_location back = expand_location (loc);
      if (back.line == line && back.column == column && back.file
          && strcmp (back.file, file) == 0)
        return loc;
      return UNKNOWN_LOCATION;
    }
  return UNKNOWN_LOCATION;
}

static bool
input_is_preprocessed ()
{
  return !mn_have_c_family () || !parse_in
         || cpp_get_options (parse_in)->preprocessed;
}

location_t
mn_user_location (tree decl)
{
  return mn_user_location_at (DECL_SOURCE_LOCATION (decl));
}

/* GCC's cache of source lines takes a file's length from the parser when
   it first reads the file, and records where lines start only up to
   there: while the parser goes on, every later line is found again by
   walking from that point, for each caret shown -- quadratic in a file
   with many findings.  The file is dropped from the cache (read again
   with the length known then) once findings are FRESH_LINES past the
   point it was last read to.  Only findings pay this.  */
#define FRESH_LINES 64

struct fresh_file
{
  const char *path;   /* the line map's, stable */
  int line;
};

static void
keep_source_cache_fresh (location_t loc)
{
  static fresh_file files[4];
  static unsigned next;
  if (loc <= BUILTINS_LOCATION)
    return;
  expanded_location x = expand_location (loc);
  if (!x.file || x.line <= 0)
    return;
  unsigned i;
  for (i = 0; i < ARRAY_SIZE (files); i++)
    if (files[i].path == x.file)
      break;
  if (i == ARRAY_SIZE (files))
    {
      i = next++ % ARRAY_SIZE (files);
      files[i].path = x.file;
      files[i].line = 0;
    }
  if (x.line <= files[i].line + FRESH_LINES)
    return;
  diagnostics_file_cache_forcibly_evict_file (x.file);
  files[i].line = x.line;
}

location_t
mn_user_location_at (location_t source)
{
  location_t loc = linemap_resolve_location (line_table, source,
                                             LRK_MACRO_EXPANSION_POINT, NULL);
  keep_source_cache_fresh (loc);
  /* In preprocessed input the line is the source's but the column is the
     .i text's: keep the line only (column 0 prints none).  */
  if (input_is_preprocessed () && loc > BUILTINS_LOCATION)
    {
      expanded_location x = expand_location (loc);
      const line_map_ordinary *map
        = linemap_check_ordinary (linemap_lookup (line_table, loc));
      location_t line_only
        = linemap_position_for_line_and_column (line_table, map, x.line, 0);
      if (expand_location (line_only).line == x.line)
        loc = line_only;
    }
  return loc;
}

bool
mn_locate_byte (tree decl, const unsigned char *bytes, size_t size,
                size_t offset, location_t *caret, location_t *token_loc)
{
  if (!mn_have_c_family ())
    return false;
  /* Preprocessed input keeps the original file's line numbers but its
     columns belong to the .i text: no position inside a line is safe.  */
  if (input_is_preprocessed ())
    return false;

  token_walk w;
  collect_initializer (w, decl);
  if (!w.seen_eq || w.toks.is_empty ())
    return false;

  unsigned n = w.toks.length ();
  size_t pos = 0, start = 0;
  int found = -1;
  unsigned j;
  bool all_known = true;
  for (j = 0; j < n; j++)
    {
      if (!w.toks[j].known)
        {
          all_known = false;
          break;
        }
      if (offset < pos + w.toks[j].len)
        {
          found = j;
          start = pos;
          break;
        }
      pos += w.toks[j].len;
    }

  /* With a stringified or unreadable token in front (the kernel's
     __stringify(tag)), count back from the end of the concatenation.  */
  tree init = DECL_INITIAL (decl);
  if (found < 0 && !all_known && init && TREE_CODE (init) == STRING_CST
      && TREE_STRING_LENGTH (init) > 0)
    {
      pos = TREE_STRING_LENGTH (init) - 1;
      for (j = n; j-- > 0 && w.toks[j].known; )
        {
          if (w.toks[j].len > pos)
            break;
          pos -= w.toks[j].len;
          if (offset >= pos)
            {
              found = j;
              start = pos;
              break;
            }
        }
    }
  if (found < 0)
    return false;

  const token &t = w.toks[found];
  if (start + t.len > size || memcmp (bytes + start, t.bytes, t.len) != 0)
    return false;
  int idx = offset - start;
  if (get_location_within_string (parse_in, g_string_concat_db, t.spell,
                                  t.type, idx, idx, idx, caret))
    return false;
  *token_loc = t.virt;
  return true;
}

void
mn_note_macro_origins (location_t token_loc)
{
  location_t loc = get_pure_location (line_table, token_loc);
  for (int k = 0; k < max_unwind && is_virtual (loc); k++)
    {
      const line_map_macro *m
        = linemap_check_macro (linemap_lookup (line_table, loc));
      unsigned s = loc - MAP_START_LOCATION (m);
      location_t spelled = MACRO_MAP_LOCATIONS (m)[2 * s];
      if (spelled == MACRO_MAP_LOCATIONS (m)[2 * s + 1])
        inform (m->expansion, "in expansion of macro %qs",
                linemap_map_get_macro_name (m));
      loc = get_pure_location (line_table, spelled);
    }
}

void
mn_source_tokens (const char *file, int line, int column, int max_lines,
                  source_directives directives,
                  bool (*fn) (const source_token &, void *), void *arg)
{
  bool in_comment = false, in_directive = false;
  for (int lines = 0; lines < max_lines; lines++, line++)
    {
      char_span text = source_line (file, line);
      if (!text)
        return;
      const char *p = text.get_buffer ();
      size_t n = text.length (), i = lines ? 0 : (size_t) column - 1;
      bool line_start = lines != 0 || column <= 1;
      /* A directive goes on over lines that end in a backslash.  */
      size_t end = n && p[n - 1] == '\r' ? n - 1 : n;
      bool continued = end && p[end - 1] == '\\';
      if (in_directive)
        {
          in_directive = continued;
          continue;
        }
      while (i < n)
        {
          char c = p[i];
          if (in_comment)
            {
              if (c == '*' && i + 1 < n && p[i + 1] == '/')
                in_comment = false, i++;
              i++;
              continue;
            }
          if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v')
            {
              i++;
              continue;
            }
          if (c == '/' && i + 1 < n && p[i + 1] == '*')
            {
              in_comment = true;
              i += 2;
              continue;
            }
          if ((c == '/' && i + 1 < n && p[i + 1] == '/')
              || (c == '\\' && i + 1 == n))
            break;
          if (c == '#' && line_start)
            {
              if (directives == DIRECTIVES_STOP)
                return;   /* the stream is no longer plain text */
              in_directive = continued;
              if (directives == DIRECTIVES_REPORT)
                {
                  source_token t = { p + i, end - i, line, (int) i + 1,
                                     true };
                  if (!fn (t, arg))
                    return;
                }
              break;
            }
          line_start = false;

          size_t len = 1;
          cpp_ttype type;
          if (ISIDST (c) || ISDIGIT (c))
            {
              len = string_token_length (p + i, n - i, &type);
              if (!len)
                for (len = 1; i + len < n && (ISIDNUM (p[i + len])
                                              || p[i + len] == '$'); len++)
                  ;
            }
          else if (c == '"')
            {
              len = string_token_length (p + i, n - i, &type);
              if (!len)
                return;
            }
          else if (c == '\'')
            {
              for (len = 1; i + len < n && p[i + len] != '\''; len++)
                if (p[i + len] == '\\')
                  len++;
              len++;
            }
          source_token t = { p + i, MIN (len, n - i), line, (int) i + 1,
                             false };
          if (!fn (t, arg))
            return;
          i += len;
        }
    }
}

void
mn_source_release ()
{
  for (unsigned i = 0; i < sources.length (); i++)
    {
      free (sources[i]->file);
      free (sources[i]->text);
      delete sources[i];
    }
  sources.release ();
}
