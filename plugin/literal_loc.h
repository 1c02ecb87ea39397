/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Where a byte of a .modinfo object is spelled in the source.  */
#ifndef MODINFO_NUL_LITERAL_LOC_H
#define MODINFO_NUL_LITERAL_LOC_H

/* The line to report DECL at: its outermost macro expansion point, so that
   a diagnostic never lands in a kernel header.  */
location_t mn_user_location (tree decl);
/* The same from a declaration's DECL_SOURCE_LOCATION, kept for later.  */
location_t mn_user_location_at (location_t source);

/* Find the escape or character that spells byte OFFSET of DECL's
   initializer, whose bytes are BYTES[0..SIZE).  On success set *CARET to a
   range on it and *TOKEN to the literal's location as the parser saw it
   (for macro notes) and return true.  Costs nothing until called.  */
bool mn_locate_byte (tree decl, const unsigned char *bytes, size_t size,
                     size_t offset, location_t *caret, location_t *token);

/* "in expansion of macro" notes for each macro whose definition supplied
   the token at TOKEN; macros that only passed it on as an argument (the
   kernel's MODULE_INFO plumbing) add nothing.  */
void mn_note_macro_origins (location_t token);

/* A location for byte COLUMN (1-based) of LINE in FILE, or
   UNKNOWN_LOCATION when no line map can name it.  Lines are split across
   maps (long lines start new ones), so the right map is looked up.  */
location_t mn_location_at (const char *file, int line, int column);

/* One token of a file's own text, its position 1-based.  */
struct source_token
{
  const char *text;
  size_t len;
  int line;
  int column;
  bool directive;   /* TEXT is a directive's line, from its '#' on */
};

/* What mn_source_tokens does at a preprocessing directive.  */
enum source_directives
{
  DIRECTIVES_PASS,     /* pass over its lines */
  DIRECTIVES_STOP,     /* end the walk */
  DIRECTIVES_REPORT    /* give FN its first line as one token */
};

/* The one source-text scanner of the glue: call FN on each token of FILE
   from LINE:COLUMN on (blanks and comments passed over, strings and
   character constants whole), for at most MAX_LINES lines, until FN
   returns false.  The file is read once and its lines indexed (GCC's own
   cache is quadratic over many look-ups in a long file).  */
void mn_source_tokens (const char *file, int line, int column, int max_lines,
                       source_directives directives,
                       bool (*fn) (const source_token &, void *), void *arg);

/* Free the source files mn_source_tokens read.  */
void mn_source_release ();

#endif
