/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The gas reader: GCC's whole assembly output read as gas reads it (its
   scrubber, statement separators, section stack and data directives), the
   bytes of the checked sections collected.  What it cannot follow exactly
   (macros used where they matter, conditionals or loops around section
   changes, expressions, instructions in a checked section) it reports as
   unfollowed instead of guessing.  */
#include "modinfo_nul/gas_reader.h"
#include "modinfo_nul/verdict.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* MN_NO_SIMD builds the code other hosts run, to test it here.  */
#if defined __x86_64__ && (defined __GNUC__ || defined __clang__) \
    && !defined MN_NO_SIMD
# include <cpuid.h>
# include <immintrin.h>
# define MN_SKIM_AVX2 1
# define MN_SSE2 1   /* part of x86-64 itself */
#endif

#define MAX_NAME 512
/* Nested conditionals and loops followed; deeper ones are left to the
   assembler.  */
#define MAX_COND 64
/* Bytes of checked sections kept at most; the kernel's .modinfo of one
   file is a few kilobytes.  */
#define MAX_DATA ((size_t) 64 << 20)

struct buf
{
  unsigned char *p;
  size_t len, cap;
};

static int
buf_reserve (struct buf *b, size_t n)
{
  size_t cap;
  unsigned char *grown;
  if (b->len + n <= b->cap)
    return 1;
  for (cap = b->cap ? b->cap : 256; cap < b->len + n; cap *= 2)
    ;
  grown = (unsigned char *) realloc (b->p, cap);
  if (!grown)
    return 0;
  b->p = grown;
  b->cap = cap;
  return 1;
}

static int
buf_push (struct buf *b, const void *data, size_t n)
{
  if (n == 0)
    return 1;
  if (!buf_reserve (b, n))
    return 0;
  memcpy (b->p + b->len, data, n);
  b->len += n;
  return 1;
}

/* A section as far as the reader cares: which checked section it is, if
   any (the names of the others never matter), and its subsection.  Small:
   it is copied on every switch.  */
struct place
{
  long checked;   /* index into checked, or -1 */
  long sub;
};

struct frame
{
  struct place now, prev;
};

/* Labels are kept in chunks of this size (or one of their own), freed
   with the reader: one allocation per label cost as much as reading it.  */
#define NAME_CHUNK 4096
struct name_chunk
{
  struct name_chunk *next;
  size_t used, cap;
  char text[];
};

struct obj
{
  size_t checked;
  char *label;
  unsigned long line, app_block, app_line;
  const char *app_file;
  unsigned long toplevel_line, marker;
  int padding;
  int unallocated;
  int one_string;               /* as in mn_gas_object */
  unsigned char *bytes;         /* in a data chunk, NULL until written */
  size_t len;
};

/* Objects and their bytes are kept in chunks that never move: grown by
   realloc, a megabyte of them (20 000 entries) was copied again and
   again where GCC's heap left no room to grow in place.  */
#define OBJ_CHUNK 1024
#define DATA_CHUNK ((size_t) 64 << 10)
struct data_chunk
{
  struct data_chunk *prev;
  size_t len, cap;
  unsigned char bytes[];
};

/* What a macro's own text can do, judged when its .endm is read.  */
enum macro_kind
{
  MACRO_NEUTRAL,    /* nothing that matters: a use changes no section */
  MACRO_BALANCED,   /* pushes unchecked sections, named literally, and
                       pops each again, in straight line */
  MACRO_ACTIVE      /* anything else */
};

struct macro
{
  char *name;             /* lower case, as gas keeps it */
  char *text;             /* parameters and body, lower case: the names
                             of the macros it can call are found in it */
  char *body;             /* the body's statements, each ending in a
                             newline, as the reader split them */
  size_t body_len;
  char *params;           /* the parameters as written */
  size_t params_len;
  int under_cond;         /* defined under .if: gas may not have it */
  enum macro_kind kind;
  int expandable;         /* no parameters, no '\\', no .exitm, not under
                             .if: a use is its body read again, exactly */
  char *joined;           /* the literal starts (lower case, each ending
                             in a newline) of first words of statements
                             spelled with a substitution: such a word can
                             name any macro whose name starts so */
  int quoted_call;        /* a statement that can call a macro holds a
                             quote: it can split a balanced macro's body */
  int plain_params;       /* its default values are plain (plain_text) */
  size_t text_len;
  int harmful;            /* a use can change sections in a way not
                             followed (valid for harm_gen) */
};

struct skim_masks;

/* Operands of .section/.pushsection that read well, and what they gave,
   the last of each hash of their text modulo SECTION_MEMOS: code
   repeats the same few (.discard.addressable, __ex_table,
   .rodata.str1.1) and how they read depends on their text alone.  */
#define SECTION_MEMOS 32
#define SECTION_MEMO_MAX 96
struct section_memo
{
  size_t len;                   /* 0: none */
  int push, code, alloc;
  struct place to;
  char text[SECTION_MEMO_MAX];
};

struct mn_gas_reader
{
  struct mn_gas_target target;
  int x86;                      /* '#' comments anywhere, '/' at line start */
  const char *const *checked;
  size_t *checked_len;
  size_t nchecked;
  int sym_comment;              /* the comment string starts as a name */

  struct buf pending;           /* an incomplete line */
  struct buf stmt;              /* a statement spread over lines/comments */
  int in_comment;
  int scrub_operands;           /* x86: after a comment, to its end */
  int semicolon_in_string;      /* in the statement being read */
  int plain_text;               /* it is a plain line's: its strings hold
                                   no backslash, NUL or newline and close
                                   on it */
  unsigned long line;

  struct place now, prev;
  struct frame *stack;
  size_t depth, stack_cap;
  long in_checked;              /* index into checked, or -1 */
  int now_is_code;              /* the current section was given "x" */
  size_t *sec_len;              /* bytes so far in each checked section */
  unsigned char *sec_code;      /* each checked section: 0 not entered yet,
                                   1 data, 2 code (padded with nops) */
  unsigned char *sec_unalloc;   /* each checked section: created without
                                   SHF_ALLOC */
  int entering_alloc;           /* the flags of the section being entered:
                                   1 with "a", 0 without, -1 none given */

  struct data_chunk *chunk;     /* the newest bytes of objects; older
                                   chunks before it */
  size_t data_len;              /* the bytes of every object */
  struct buf text;              /* one string operand's bytes, decoded */
  struct obj **obj_chunk;       /* OBJ_CHUNK objects each */
  size_t nobjs, obj_chunks, obj_chunks_cap;
  long open;                    /* object being written, or -1 */
  /* The object open when its checked section was left, and that
     section: gas goes on with its bytes if nothing else was written
     before the section is entered again.  */
  long left_open;
  long left_checked;
  char *pending_label;          /* in NAMES */
  struct name_chunk *names;     /* labels of objects, never moved */

  unsigned long app_block, app_line;
  int in_app;
  int block_state;              /* 0: just after #APP, 1: marked, 2: top */
  unsigned long toplevel_lines; /* lines read in top-level asm blocks */
  unsigned long marker_line;    /* stream line of the last "# LINE" */
  char **files;                 /* marker file names, kept for objects */
  size_t nfiles;
  struct buf blocks;             /* every #APP block (struct mn_gas_block),
                                   even after stopping */

  struct macro *macros;
  size_t nmacros;
  unsigned long macro_gen;      /* bumped when a macro comes or goes */
  unsigned long harm_gen;       /* macro_gen the harmful flags are for */
  int any_harmful, any_balanced;
  unsigned long harm_work;      /* text scanned for macro names so far */
  int altmacro;                 /* .altmacro seen: other argument rules */
  int expand_depth;             /* macros being expanded */
  int blind;                    /* expanding with a value not known (an
                                   .altmacro "%expr", "\@"): digits */
  unsigned long expand_budget;  /* statements expansion may still read */
  struct macro *defining;       /* the macro whose body is collected */
  size_t defining_params_len;   /* macro_body starts with its parameters */
  int defining_under_cond;
  int macro_depth;              /* inside a .macro body */
  const char *stmt_label;       /* the statement's last label, if any */
  size_t stmt_label_len;
  struct buf macro_body;
  int cond_depth;               /* inside .if/.rept/.irp */
  /* Each level: a loop's (1) or a conditional's, and its .pushsection
     not yet popped.  */
  unsigned char cond_loop[MAX_COND];
  int cond_push[MAX_COND];
  /* A conditional opened (as every level around it) with the current
     and the previous section both unchecked: switches among unchecked
     sections within it leave the same state whether gas reads it or
     skips it (the kernel's arm64 alternatives: .subsection 1,
     .previous).  Not a loop: .irp substitutes into section names.  */
  unsigned char cond_unchecked[MAX_COND];
  struct section_memo section_memo[SECTION_MEMOS];
  int ended;                    /* after .end gas reads nothing more */
  int code_padding;             /* nops of unknown length are pending */

  const char *(*skim) (struct mn_gas_reader *, const char *, const char *);
  int wide;                     /* the skimmer's AVX2 is in use */
  /* Lines read in full before the skimmer is tried again: it is not,
     for a while, after it passed next to nothing (many top-level asm
     statements, each a line that matters).  */
  unsigned skim_wait, skim_misses;
                                /* NULL: every line is read in full */
  const char *feed_start;       /* the text given to the current feed */
  const char *floor;            /* the first readable byte of the text the
                                   statement being read is in */
  struct mn_gas_unfollowed unf;
  int unfollowed;
  struct mn_gas_object *pub;
  mn_gas_settle_fn settle;      /* see mn_gas_reader_set_settle () */
  void *settle_ctx;
};

static inline struct obj *
obj_at (const struct mn_gas_reader *r, size_t i)
{
  return &r->obj_chunk[i / OBJ_CHUNK][i % OBJ_CHUNK];
}

static const char why_macro[]
  = "a gas macro is used where it could write into or switch sections";
static const char why_cond[]
  = "conditional or repeated assembly around a section change or data";
static const char why_expr[]
  = "a symbol or expression is evaluated only by the assembler";
static const char why_insn[]
  = "an instruction puts machine code into the section";
static const char why_directive[]
  = "a directive whose effect is known only to the assembler";
static const char why_section_type[]
  = "a section type or attribute the reader does not follow";
static const char why_dot[]
  = "an assignment that may move the location counter";
static const char why_xstabs[]
  = "'.xstabs' writes into a section it names";
static const char why_gas_writes[]
  = "a checked section the assembler fills or types by itself";
static const char why_reloc[]
  = "a '.reloc' that may patch a checked section's bytes";
static const char why_include[]
  = "'.include' reads a file the reader cannot see";
static const char why_subsection[]
  = "a subsection reorders the section's bytes";
static const char why_string[]
  = "a string the assembler reads with warnings (unterminated, wide)";
static const char why_char[]
  = "a character constant at a line's end, which joins it to the next";
static const char why_char_comment[]
  = "a character constant before a comment, which the scrubber reads "
    "first";
static const char why_skip[]
  = "a ';' in a string where the assembler may skip to the statement's "
    "end without reading strings";
static const char why_linefile[]
  = "a line marker with a ';', which the assembler reads as statements";
static const char why_comment[]
  = "a comment over lines where a statement starts";
static const char why_quote[]
  = "a quote the assembler reads as part of a name, not as a string";
static const char why_size[] = "more data than the reader keeps";
static const char why_noapp[]
  = "'#NO_APP' on the first line turns off gas's scrubber";
static const char why_first_line[]
  = "a first line starting '#N', which gas reads apart from the rest";
static const char why_memory[] = "out of memory";
static const char why_nul[]
  = "a NUL byte, which ends a statement for the assembler";

static char *
strdup_or_null (const char *s)
{
  size_t n = strlen (s) + 1;
  char *copy = (char *) malloc (n);
  if (copy)
    memcpy (copy, s, n);
  return copy;
}

static void
unfollowed (struct mn_gas_reader *r, const char *why)
{
  if (r->unfollowed)
    return;
  r->unfollowed = 1;
  r->unf.why = why;
  r->unf.line = r->line;
  r->unf.checked = r->in_checked;
  r->unf.machine_code = why == why_insn && r->in_checked >= 0;
  r->unf.app_block = r->in_app ? r->app_block : 0;
  r->unf.app_line = r->in_app ? r->app_line : 0;
  r->unf.app_file = r->in_app && r->app_line && r->nfiles
                    ? r->files[r->nfiles - 1] : NULL;
  r->unf.app_toplevel = r->in_app && r->block_state == 2
                        ? r->toplevel_lines : 0;
  r->unf.app_marker = r->in_app && r->app_line ? r->marker_line : 0;
  if (!r->in_app && r->app_line && r->nfiles)
    {
      r->unf.app_line = r->app_line + (r->line - r->marker_line - 1);
      r->unf.app_file = r->files[r->nfiles - 1];
    }
  r->unf.label = r->open >= 0 ? obj_at (r, (size_t) r->open)->label
                               : r->pending_label;
  if (r->unf.label && !(r->unf.label = strdup_or_null (r->unf.label)))
    r->unf.label = NULL;
}

/* --- small lexical helpers ------------------------------------------- */

/* Character classes, filled once: bit 1 a symbol character (letters,
   digits, _ . $ and bytes from 0x80), bit 2 a byte that ends or changes
   how a statement is read (" ' ; # /).  Every byte of the stream passes
   through these.  */
static unsigned char char_class[256];
#define SYM 1
#define SPECIAL 2
#define BLANK 4
#define STATEMENT_BLANK 8   /* read.c also skips \f where a statement starts */

#ifdef MN_GAS_TABLES_GEN
static void
build_char_class (void)
{
  int c;
  for (c = 0; c < 256; c++)
    char_class[c] = mn_gas_symbol_char ((char) c) ? SYM : 0;
  char_class['"'] |= SPECIAL;
  char_class['\''] |= SPECIAL;
  char_class[';'] |= SPECIAL;
  char_class['#'] |= SPECIAL;
  char_class['/'] |= SPECIAL;
  char_class[0] |= SPECIAL;
  for (c = 0; c < 256; c++)
    {
      /* The scrubber's blanks: \f and \v are a name's bytes to gas.  */
      if (c == ' ' || c == '\t' || c == '\r')
        char_class[c] |= BLANK | STATEMENT_BLANK;
    }
  char_class['\f'] |= STATEMENT_BLANK;
}
#endif

#ifdef MN_SSE2
/* Bit I set when AT[I] is SPECIAL.  */
static inline unsigned
special_bits (const char *at)
{
  __m128i v = _mm_loadu_si128 ((const __m128i *) (const void *) at);
  __m128i hit = _mm_or_si128
    (_mm_or_si128 (_mm_cmpeq_epi8 (v, _mm_set1_epi8 ('"')),
                   _mm_cmpeq_epi8 (v, _mm_set1_epi8 ('\''))),
     _mm_or_si128 (_mm_or_si128 (_mm_cmpeq_epi8 (v, _mm_set1_epi8 (';')),
                                 _mm_cmpeq_epi8 (v, _mm_set1_epi8 ('#'))),
                   _mm_or_si128 (_mm_cmpeq_epi8 (v, _mm_set1_epi8 ('/')),
                                 _mm_cmpeq_epi8 (v, _mm_setzero_si128 ()))));
  return (unsigned) _mm_movemask_epi8 (hit);
}
#endif

/* The first byte from Q on that is SPECIAL, or END; the bytes from
   LINE on are readable.  Every byte of the lines read in full passes
   here: 16 at a time where the CPU can, the last ones by a load that
   ends at END.  */
static inline __attribute__ ((always_inline)) const char *
find_special (const char *line, const char *q, const char *end)
{
#ifdef MN_SSE2
  unsigned bits;
  while (end - q >= 16)
    {
      bits = special_bits (q);
      if (bits)
        return q + __builtin_ctz (bits);
      q += 16;
    }
  if (q < end && end - line >= 16)
    {
      bits = special_bits (end - 16) >> (16 - (end - q));
      return bits ? q + __builtin_ctz (bits) : end;
    }
#endif
  (void) line;
  while (q < end && !(char_class[(unsigned char) *q] & SPECIAL))
    q++;
  return q;
}

#ifdef MN_SSE2
/* Bit I set when AT[I] is '"', '\\' or NUL.  */
static inline unsigned
string_end_bits (const char *at)
{
  __m128i v = _mm_loadu_si128 ((const __m128i *) (const void *) at);
  __m128i hit = _mm_or_si128
    (_mm_or_si128 (_mm_cmpeq_epi8 (v, _mm_set1_epi8 ('"')),
                   _mm_cmpeq_epi8 (v, _mm_set1_epi8 ('\\'))),
     _mm_cmpeq_epi8 (v, _mm_setzero_si128 ()));
  return (unsigned) _mm_movemask_epi8 (hit);
}
#endif

static int
is_sym (char c)
{
  return char_class[(unsigned char) c] & SYM;
}

/* The first byte from Q on that is not a symbol character, or END; the
   bytes from FLOOR on are readable.  */
static inline const char *
sym_end (const char *floor, const char *q, const char *end)
{
#ifdef MN_SSE2
  /* Letters are those whose (c | 0x20) - 'a' is below 26, digits those
     whose c - '0' is below 10: unsigned compares by a bias of 0x80.
     Bytes from 0x80 on are negative as signed bytes.  */
  const __m128i case_bit = _mm_set1_epi8 (0x20);
  const __m128i to_letter = _mm_set1_epi8 ((char) (0x80 - 'a'));
  const __m128i letters = _mm_set1_epi8 ((char) (0x80 + 26));
  const __m128i to_digit = _mm_set1_epi8 ((char) (0x80 - '0'));
  const __m128i digits = _mm_set1_epi8 ((char) (0x80 + 10));
  const __m128i under = _mm_set1_epi8 ('_'), dot = _mm_set1_epi8 ('.');
  const __m128i dollar = _mm_set1_epi8 ('$');
  const __m128i zero = _mm_setzero_si128 ();
  while (q < end && (end - q >= 16 || end - floor >= 16))
    {
      /* The last bytes by a load that ends at END.  */
      int back = end - q >= 16 ? 0 : (int) (16 - (end - q));
      __m128i v = _mm_loadu_si128 ((const __m128i *) (const void *) (q - back));
      __m128i l = _mm_add_epi8 (_mm_or_si128 (v, case_bit), to_letter);
      __m128i d = _mm_add_epi8 (v, to_digit);
      __m128i sym = _mm_or_si128
        (_mm_or_si128 (_mm_cmplt_epi8 (l, letters),
                       _mm_cmplt_epi8 (d, digits)),
         _mm_or_si128 (_mm_or_si128 (_mm_cmpeq_epi8 (v, under),
                                     _mm_cmpeq_epi8 (v, dot)),
                       _mm_or_si128 (_mm_cmpeq_epi8 (v, dollar),
                                     _mm_cmplt_epi8 (v, zero))));
      unsigned other = (~(unsigned) _mm_movemask_epi8 (sym) & 0xffffu) >> back;
      if (other)
        return q + __builtin_ctz (other);
      if (back)
        return end;
      q += 16;
    }
#endif
  (void) floor;
  while (q < end && is_sym (*q))
    q++;
  return q;
}

/* The end of the character constant whose quote is at Q, as app.c takes
   it (the byte after the quote, or after a backslash, and then a closing
   quote if there is one), or NULL when it would run past END: there the
   scrubber takes the newline for the constant and joins two lines.  */
static const char *
char_constant_end (const char *q, const char *end)
{
  q++;
  if (q < end && *q == '\\')
    q++;
  if (q >= end)
    return NULL;
  q++;
  if (q < end && *q == '\'')
    q++;
  return q;
}

static int
is_blank (char c)
{
  return char_class[(unsigned char) c] & BLANK;
}

/* Where a statement (or the one after a label) starts, read.c passes
   over a form feed too.  */
static const char *
skip_statement_blanks (const char *p, const char *end)
{
  while (p < end && (char_class[(unsigned char) *p] & STATEMENT_BLANK))
    p++;
  return p;
}

/* The length of "/data" when it follows a name at P before a ':' on
   aarch64, else 0: tc-aarch64 reads "NAME/data:" as the label NAME (its
   data-in-code marker), and a statement after it.  */
static inline int
data_label_end (int x86, const char *p, const char *end)
{
  return !x86 && end - p >= 6 && p[0] == '/' && memcmp (p, "/data:", 6) == 0
         ? 5 : 0;
}

/* 1 when P starts a name with '{' (tc-i386 lets one begin a name, for
   its {disp32}-style prefixes: "{x:" is a label there), else 0.  */
static inline int
brace_starts_name (int x86, const char *p, const char *end)
{
  return x86 && p < end && *p == '{';
}

static inline int
is_letter (char c)
{
  return (unsigned) ((c | 0x20) - 'a') <= 'z' - 'a';
}

/* Whether gas may substitute a macro or loop parameter at P: "\name"
   and also "&name" (macro.c substitutes a formal after '&' in every
   mode, and takes one '&' after it as its end; "&1" is an operator).  */
static int
is_subst (const char *p, const char *end)
{
  return *p == '\\'
         || (*p == '&' && p + 1 < end && is_sym (p[1])
             && !(p[1] >= '0' && p[1] <= '9'));
}

/* The first substitution from P to END, or NULL.  */
static const char *
first_subst (const char *p, const char *end)
{
  for (; p < end; p++)
    if (is_subst (p, end))
      return p;
  return NULL;
}

static const char *
skip_blanks (const char *p, const char *end)
{
  while (p < end && is_blank (*p))
    p++;
  return p;
}

static int
lower (int c)
{
  return c >= 'A' && c <= 'Z' ? c + 32 : c;
}

/* Whether [P, P+N) is NAME, ignoring case (NAME is lower case).  */
static int
name_is (const char *p, size_t n, const char *name)
{
  size_t i;
  for (i = 0; i < n; i++)
    if (!name[i] || lower ((unsigned char) p[i]) != (unsigned char) name[i])
      return 0;
  return name[n] == 0;
}

static int
ci_contains (const char *hay, size_t n, const char *needle)
{
  size_t k = strlen (needle), i, j;
  for (i = 0; i + k <= n; i++)
    {
      for (j = 0; j < k && lower ((unsigned char) hay[i + j])
                           == (unsigned char) needle[j]; j++)
        ;
      if (j == k)
        return 1;
    }
  return 0;
}

/* --- objects ------------------------------------------------------------ */

/* Whether what was written last before a settled object could be O:
   data of checked section K that a NUL ended (not padding, nothing left
   open for the next bytes to go on).  */
static inline int
ends_entry_in (const struct obj *o, size_t k)
{
  return o->checked == k && !o->padding && o->len
         && o->bytes[o->len - 1] == 0;
}

/* The open object O, the newest, has ended (a label, a switch, the NUL
   that ends an unlabelled one, padding, the end): one that the settle
   hook takes leaves none.  Only one that judge_stream () in the plugin
   would pass without looking at its neighbours, after data ended by a
   NUL in its section (see may_hold_string ()).  */
static void
settle_ended (struct mn_gas_reader *r, struct obj *o)
{
  if (!o->one_string || o->unallocated || o->len < 2 || r->unfollowed
      || o->bytes + o->len != r->chunk->bytes + r->chunk->len)
    return;
  if (r->nobjs >= 2 && !ends_entry_in (obj_at (r, r->nobjs - 2), o->checked))
    return;
  if (!r->settle (r->settle_ctx, (const char *) o->bytes, o->len - 1))
    return;
  r->chunk->len -= o->len;
  r->nobjs--;
  r->open = -1;
}

/* The open object, if it has ended and the settle hook takes it.  */
static inline void
settle_open (struct mn_gas_reader *r)
{
  if (r->open >= 0 && r->settle && (size_t) r->open + 1 == r->nobjs)
    settle_ended (r, obj_at (r, (size_t) r->open));
}

static void
close_object (struct mn_gas_reader *r)
{
  settle_open (r);
  r->open = -1;
}

static struct obj *
new_object (struct mn_gas_reader *r, int padding)
{
  struct obj *o;
  if (r->nobjs == r->obj_chunks * OBJ_CHUNK)
    {
      struct obj *chunk;
      if (r->obj_chunks == r->obj_chunks_cap)
        {
          size_t cap = r->obj_chunks_cap ? r->obj_chunks_cap * 2 : 16;
          struct obj **grown
            = (struct obj **) realloc (r->obj_chunk, cap * sizeof *grown);
          if (!grown)
            {
              unfollowed (r, why_memory);
              return NULL;
            }
          r->obj_chunk = grown;
          r->obj_chunks_cap = cap;
        }
      chunk = (struct obj *) malloc (OBJ_CHUNK * sizeof *chunk);
      if (!chunk)
        {
          unfollowed (r, why_memory);
          return NULL;
        }
      r->obj_chunk[r->obj_chunks++] = chunk;
    }
  o = obj_at (r, r->nobjs);
  /* Every field, one store each: a memset and stores over it cost a
     quarter more (an object for each entry).  */
  o->checked = (size_t) r->in_checked;
  o->label = padding ? NULL : r->pending_label;
  if (!padding)
    r->pending_label = NULL;
  o->line = r->line;
  o->app_block = 0;
  o->app_line = 0;
  o->app_file = NULL;
  o->toplevel_line = 0;
  o->marker = 0;
  o->one_string = 0;
  o->bytes = NULL;
  o->len = 0;
  if (r->in_app)
    {
      o->app_block = r->app_block;
      o->app_line = r->app_line;
      o->app_file = r->app_line && r->nfiles ? r->files[r->nfiles - 1] : NULL;
      if (r->block_state == 2)
        o->toplevel_line = r->toplevel_lines;
      o->marker = r->app_line ? r->marker_line : 0;
    }
  else if (r->app_line)
    {
      /* Preprocessed assembly (.S): cpp's "# LINE "FILE"" markers say
         which source line each line is.  */
      o->app_line = r->app_line + (r->line - r->marker_line - 1);
      o->app_file = r->nfiles ? r->files[r->nfiles - 1] : NULL;
    }
  o->padding = padding;
  o->unallocated = r->sec_unalloc[r->in_checked];
  r->open = padding ? -1 : (long) r->nobjs;
  r->nobjs++;
  return o;
}

/* Room for ALL more bytes of object O, the newest (its bytes end the
   newest chunk): an object's bytes stay together, so a new chunk takes
   those O has so far.  */
static int
data_room (struct mn_gas_reader *r, struct obj *o, size_t all)
{
  struct data_chunk *c = r->chunk, *fresh;
  size_t cap = DATA_CHUNK;
  if (c && c->cap - c->len >= all)
    return 1;
  while (cap / 2 < o->len + all)
    cap *= 2;
  fresh = (struct data_chunk *) malloc (sizeof *fresh + cap);
  if (!fresh)
    return 0;
  fresh->prev = c;
  fresh->cap = cap;
  fresh->len = o->len;
  if (o->len)
    {
      memcpy (fresh->bytes, o->bytes, o->len);
      c->len -= o->len;
      o->bytes = fresh->bytes;
    }
  r->chunk = fresh;
  return 1;
}

/* Writes the N bytes at BYTES into the current section, and a NUL after
   them when NUL is set (a string's terminator: one object either way).
   Returns the object written, or NULL.  */
static struct obj *
emit_with (struct mn_gas_reader *r, const void *bytes, size_t n, int nul)
{
  struct obj *o;
  unsigned char *at;
  size_t all = n + (nul != 0);
  if (r->unfollowed || all == 0)
    return NULL;
  if (r->data_len + all > MAX_DATA)
    {
      unfollowed (r, why_size);
      return NULL;
    }
  if (r->now.sub != 0 || r->code_padding)
    {
      unfollowed (r, r->code_padding ? why_insn : why_subsection);
      return NULL;
    }
  o = r->open >= 0 ? obj_at (r, (size_t) r->open) : new_object (r, 0);
  if (!o || !data_room (r, o, all))
    {
      unfollowed (r, why_memory);
      return NULL;
    }
  at = r->chunk->bytes + r->chunk->len;
  if (!o->bytes)
    o->bytes = at;
  o->one_string = 0;
  if (n)
    memcpy (at, bytes, n);
  if (nul)
    at[n] = 0;
  r->chunk->len += all;
  r->data_len += all;
  o->len += all;
  r->sec_len[r->in_checked] += all;
  return o;
}

/* Writes one string operand's N bytes (no escape in it) and, when NUL,
   the NUL that ends it; an object it starts and ends alone is marked
   one_string.  Returns the object written, or NULL.  */
static inline struct obj *
emit_plain_string (struct mn_gas_reader *r, const char *text, size_t n,
                   int nul)
{
  int fresh = r->open < 0;
  struct obj *o = emit_with (r, text, n, nul);
  if (o && fresh && nul && n)
    o->one_string = 1;
  return o;
}

static void
emit (struct mn_gas_reader *r, const void *bytes, size_t n)
{
  (void) emit_with (r, bytes, n, 0);
}

/* Without a label, an entry ends with the operand that ends in its NUL:
   ".asciz "a=1", "b=2"" is two entries, ".ascii "a=1\0b=2"" one that
   hides text.  A labelled object runs to the next label, as C data do
   (GCC writes an array with a NUL inside as several .string).  */
static inline void
operand_done (struct mn_gas_reader *r)
{
  /* The open object is the newest: its last byte is the last written.  */
  const struct obj *o = r->open >= 0 ? obj_at (r, (size_t) r->open) : NULL;
  if (o && !o->label && o->len && o->bytes[o->len - 1] == 0)
    close_object (r);
}

static void
emit_fill (struct mn_gas_reader *r, unsigned char c, size_t n)
{
  unsigned char chunk[256];
  memset (chunk, c, n < sizeof chunk ? n : sizeof chunk);
  while (n && !r->unfollowed)
    {
      size_t k = n < sizeof chunk ? n : sizeof chunk;
      emit (r, chunk, k);
      n -= k;
    }
}

/* --- sections ----------------------------------------------------------- */

/* The place of section NAME, subsection 0.  */
static struct place
place_of_n (const struct mn_gas_reader *r, const char *name, size_t n)
{
  struct place to = { -1, 0 };
  size_t i;
  for (i = 0; i < r->nchecked; i++)
    if (r->checked_len[i] == n && memcmp (name, r->checked[i], n) == 0)
      to.checked = (long) i;
  return to;
}

static struct place
place_of (const struct mn_gas_reader *r, const char *name)
{
  return place_of_n (r, name, strlen (name));
}

/* Nops of unknown length pending in a checked section: gas writes them
   when the section is left, and at its end.  */
static inline void
end_code_padding (struct mn_gas_reader *r)
{
  if (r->code_padding && r->in_checked >= 0)
    unfollowed (r, why_insn);
  r->code_padding = 0;
}

/* Sections gas makes code when no flags say otherwise (bfd's special
   sections; checked against as for x86-64 and aarch64).  */
static int
code_by_name (const char *name)
{
  return !strcmp (name, ".text") || !strncmp (name, ".text.", 6)
         || !strcmp (name, ".init") || !strcmp (name, ".fini")
         || !strcmp (name, ".plt");
}

/* Whether gas allocates a new section NAME given no flags: bfd's
   special sections, by name or by name and a dot (".data.x", not
   ".datax"), and a few by name alone; every other, .modinfo included,
   gets no flags.  As x86-64's and aarch64's as do (2.40).  */
static int
default_alloc (const char *name)
{
  static const char *const families[] = {
    ".data", ".rodata", ".bss", ".text", ".tdata", ".tbss", ".noinit",
    ".preinit_array", ".init_array", ".fini_array"
  };
  static const char *const exact[] = {
    ".init", ".fini", ".got", ".plt", ".data1", ".rodata1"
  };
  size_t i, n;
  for (i = 0; i < sizeof families / sizeof *families; i++)
    if (strncmp (name, families[i], n = strlen (families[i])) == 0
        && (name[n] == 0 || name[n] == '.'))
      return 1;
  for (i = 0; i < sizeof exact / sizeof *exact; i++)
    if (strcmp (name, exact[i]) == 0)
      return 1;
  return 0;
}

/* Whether the checked section TO is code.  A section keeps the flags it
   was made with (gas rejects others): FLAGS_CODE, 1 when the flags
   given may hold SHF_EXECINSTR, 0 when they do not, -1 when none were
   given, counts only when it is first entered, and a name gas treats
   as code is taken for code whatever the flags (gas keeps it code
   unless they add more, as "aw").  Once code, always code: only the
   stricter reading can be wrong, and then it asks the assembler.  */
static int
section_is_code (struct mn_gas_reader *r, long checked, int flags_code)
{
  unsigned char *known = &r->sec_code[checked];
  if (!*known)
    {
      *known = flags_code > 0 || code_by_name (r->checked[checked]) ? 2 : 1;
      /* gas gives a new section without flags those its name implies:
         none for a name it does not know (.modinfo).  */
      r->sec_unalloc[checked]
        = !(r->entering_alloc > 0
            || (r->entering_alloc < 0 && default_alloc (r->checked[checked])));
    }
  else if (flags_code > 0)
    *known = 2;
  return *known == 2;
}

/* Into TO from a checked section or into one; FLAGS_CODE as for
   section_is_code.  */
static void
enter_checked (struct mn_gas_reader *r, const struct place *to,
               int flags_code)
{
  end_code_padding (r);
  if (r->in_checked >= 0)
    {
      /* A NUL ends what may be settled: it is never taken up again.  */
      settle_open (r);
      r->left_open = r->open;
      r->left_checked = r->in_checked;
    }
  close_object (r);
  r->pending_label = NULL;
  r->prev = r->now;
  r->now = *to;
  r->now_is_code = to->checked >= 0
                   ? section_is_code (r, to->checked, flags_code)
                   : flags_code > 0;
  r->in_checked = to->checked;
  if (r->in_checked >= 0 && to->sub != 0)
    unfollowed (r, why_subsection);
  else if (r->in_checked >= 0 && r->in_checked == r->left_checked
           && r->left_open >= 0 && (size_t) r->left_open + 1 == r->nobjs
           && obj_at (r, (size_t) r->left_open)->len
           && obj_at (r, (size_t) r->left_open)
                ->bytes[obj_at (r, (size_t) r->left_open)->len - 1] != 0)
    /* An entry not yet ended goes on: ".ascii "lic"", away and back,
       ".asciz "ense=GPL"".  One ended stays so, labelled or not.  */
    r->open = r->left_open;
}

/* Into TO; FLAGS_CODE as for section_is_code.  Inlined: most switches
   are between sections that are not checked (a statement of top-level
   asm may make two).  */
static inline __attribute__ ((always_inline)) void
enter (struct mn_gas_reader *r, const struct place *to, int flags_code)
{
  if (r->in_checked < 0 && to->checked < 0)
    {
      /* enter_checked () of such a switch (no object is open outside
         the checked sections: nothing to settle).  */
      r->code_padding = 0;
      r->open = -1;
      r->pending_label = NULL;
      r->prev = r->now;
      r->now = *to;
      r->now_is_code = flags_code > 0;
      return;
    }
  enter_checked (r, to, flags_code);
}

static int
push_ok (struct mn_gas_reader *r)
{
  if (r->depth == r->stack_cap)
    {
      size_t cap = r->stack_cap ? r->stack_cap * 2 : 8;
      struct frame *grown
        = (struct frame *) realloc (r->stack, cap * sizeof *grown);
      if (!grown)
        {
          unfollowed (r, why_memory);
          return 0;
        }
      r->stack = grown;
      r->stack_cap = cap;
    }
  r->stack[r->depth].now = r->now;
  r->stack[r->depth].prev = r->prev;
  r->depth++;
  return 1;
}

/* --- numbers and strings ------------------------------------------------ */

/* A constant: decimal, 0x, 0b, octal, or a character constant 'c, with
   unary - ~ +, applied as expr.c does, the innermost first ("~-1" is 0).
   Anything else (symbols, operators) is an expression.  */
#define MAX_UNARY 32
static int
parse_number (const char **pp, const char *end, unsigned long long *out)
{
  const char *p = skip_blanks (*pp, end);
  char unary[MAX_UNARY];
  int nunary = 0;
  unsigned long long v = 0;

  while (p < end && (*p == '-' || *p == '~' || *p == '+'))
    {
      if (*p != '+')
        {
          if (nunary == MAX_UNARY)
            return 0;
          unary[nunary++] = *p;
        }
      p = skip_blanks (p + 1, end);
    }
  if (p + 1 < end && *p == '\'' && p[1] != '\\' && p[1] != '\n')
    {
      v = (unsigned char) p[1];
      p += 2;
      if (p < end && *p == '\'')
        p++;   /* gas takes 'c' as well as 'c */
    }
  else if (p < end && *p >= '0' && *p <= '9')
    {
      int base = 10;
      if (*p == '0' && p + 1 < end && (p[1] == 'x' || p[1] == 'X'))
        base = 16, p += 2;
      else if (*p == '0' && p + 1 < end && (p[1] == 'b' || p[1] == 'B'))
        {
          /* "0b" not followed by a binary digit is local label 0,
             backwards.  */
          if (p + 2 >= end || (p[2] != '0' && p[2] != '1'))
            return 0;
          base = 2, p += 2;
        }
      else if (*p == '0')
        base = 8;
      for (; p < end; p++)
        {
          int d = mn_gas_hex_value (*p);
          if (d < 0 || d >= base)
            break;
          v = v * (unsigned) base + (unsigned) d;
        }
      if (p < end && is_sym (*p))
        return 0;   /* 1f, 2b: local labels; 1.5: not an integer */
    }
  else
    return 0;
  while (nunary)
    v = unary[--nunary] == '-' ? -v : ~v;
  p = skip_blanks (p, end);
  if (p < end && *p != ',')
    return 0;       /* an operator follows: an expression */
  *out = v;
  *pp = p;
  return 1;
}

/* The offset operand of .reloc at P names the current section: a
   constant or '.' alone before the comma.  */
static int
reloc_here (const char *p, const char *end)
{
  unsigned long long v;
  const char *q = skip_blanks (p, end);
  if (q < end && *q == '.' && (q + 1 == end || !is_sym (q[1])))
    q = skip_blanks (q + 1, end);
  else if (!parse_number (&q, end, &v))
    return 0;
  return q < end && *q == ',';
}

/* Decode the string at *PP (at its '"') as gas does; 0 if it does not
   end on this statement.  */
static int
decode_string (const char **pp, const char *end, struct buf *out)
{
  /* Runs between escapes are copied whole: a string can be 100 KB.  An
     escape takes no newline and no quote but its first byte, so the
     first quote stays the candidate end until an escape takes it.  */
  const char *p = *pp + 1;
  const char *quote = (const char *) memchr (p, '"', (size_t) (end - p));
  if (!quote || memchr (p, '\n', (size_t) (quote - p)))
    return 0;
  for (;;)
    {
      const char *bs = (const char *) memchr (p, '\\', (size_t) (quote - p));
      unsigned char c;
      if (!buf_push (out, p, (size_t) ((bs ? bs : quote) - p)))
        return 0;
      if (!bs)
        break;
      p = bs + 1;
      if (*p == '\n')
        return 0;
      c = mn_gas_escape (&p, end);
      if (!buf_push (out, &c, 1))
        return 0;
      if (p > quote)
        {
          /* The escape was \": the string goes on.  */
          quote = (const char *) memchr (p, '"', (size_t) (end - p));
          if (!quote || memchr (p, '\n', (size_t) (quote - p)))
            return 0;
        }
    }
  *pp = quote + 1;
  return 1;
}

/* .ascii/.asciz/.string: strings separated by commas; adjacent strings
   are one operand.  */
static void
do_strings (struct mn_gas_reader *r, const char *p, const char *end,
            int terminate)
{
  struct buf *s = &r->text;
  for (;;)
    {
      p = skip_blanks (p, end);
      if (p >= end || *p != '"')
        {
          unfollowed (r, why_expr);
          break;
        }
      if (r->plain_text)
        {
          /* One string is one operand, its bytes as written.  */
          const char *open = p + 1;
          const char *close = (const char *) memchr (open, '"',
                                                     (size_t) (end - open));
          const char *after = skip_blanks (close + 1, end);
          if (after >= end || *after != '"')
            {
              (void) emit_plain_string (r, open, (size_t) (close - open),
                                        terminate);
              operand_done (r);
              p = after;
              goto operand_read;
            }
        }
      s->len = 0;
      while (p < end && *p == '"')
        {
          if (!decode_string (&p, end, s))
            {
              unfollowed (r, why_string);
              return;
            }
          p = skip_blanks (p, end);
        }
      (void) emit_with (r, s->p, s->len, terminate);
      operand_done (r);
    operand_read:
      if (p >= end)
        break;
      if (*p != ',')
        {
          unfollowed (r, why_expr);
          break;
        }
      p++;
    }
}

static void
put_number (struct mn_gas_reader *r, unsigned long long v, int size)
{
  unsigned char bytes[8];
  int k;
  for (k = 0; k < size; k++)
    bytes[r->target.big_endian ? size - 1 - k : k]
      = (unsigned char) (v >> (8 * k));
  emit (r, bytes, (size_t) size);
}

static void
do_numbers (struct mn_gas_reader *r, const char *p, const char *end,
            int size)
{
  if (skip_blanks (p, end) >= end)
    return;   /* no operands: nothing is written */
  for (;;)
    {
      unsigned long long v;
      if (!parse_number (&p, end, &v))
        {
          unfollowed (r, why_expr);
          return;
        }
      put_number (r, v, size);
      operand_done (r);
      if (p >= end)
        return;
      p++;   /* the comma */
    }
}

/* Up to three constant operands, separated by commas.  Returns how many,
   or -1 when one is not a constant; bit I of *OMITTED is set when operand
   I was left empty (".p2align 3,,7").  */
static int
constants (const char *p, const char *end, unsigned long long *v, int max,
           unsigned *omitted)
{
  int n = 0;
  *omitted = 0;
  p = skip_blanks (p, end);
  if (p >= end)
    return 0;
  for (;;)
    {
      if (n == max)
        return -1;
      p = skip_blanks (p, end);
      if (p < end && *p == ',')
        *omitted |= 1u << n;
      else if (!parse_number (&p, end, &v[n]))
        return -1;
      n++;
      if (p >= end)
        return n;
      p++;
    }
}

/* .skip/.space/.zero N[, FILL]  */
static void
do_space (struct mn_gas_reader *r, const char *p, const char *end)
{
  unsigned long long v[2] = { 0, 0 };
  unsigned om;
  int n = constants (p, end, v, 2, &om);
  if (n < 1 || v[0] > MAX_DATA || (om & 3))
    {
      unfollowed (r, why_expr);
      return;
    }
  emit_fill (r, n == 2 ? (unsigned char) v[1] : 0, (size_t) v[0]);
  operand_done (r);
}

/* .fill REPEAT[, SIZE[, VALUE]]  */
static void
do_fill (struct mn_gas_reader *r, const char *p, const char *end)
{
  unsigned long long v[3] = { 0, 1, 0 }, i;
  unsigned om;
  int n = constants (p, end, v, 3, &om);
  if (n < 1 || v[0] > MAX_DATA || om || (n >= 2 && (v[1] == 0 || v[1] > 4)))
    {
      unfollowed (r, why_expr);
      return;
    }
  if (n < 2)
    v[1] = 1;
  if (n < 3)
    v[2] = 0;
  for (i = 0; i < v[0] && !r->unfollowed; i++)
    put_number (r, v[2], (int) v[1]);
  operand_done (r);
}

/* .balign/.p2align/.align N[, FILL[, MAX]]: BYTES says whether N is a
   byte count (else a power of two).  */
static void
do_align (struct mn_gas_reader *r, const char *p, const char *end, int bytes)
{
  unsigned long long v[3] = { 0, 0, 0 }, align, pad;
  unsigned om;
  int n = constants (p, end, v, 3, &om);
  size_t have = r->sec_len[r->in_checked];
  struct obj *o;
  if (n < 1 || (om & 1))
    {
      unfollowed (r, why_expr);
      return;
    }
  align = bytes ? v[0] : (v[0] < 31 ? 1ull << v[0] : 0);
  if (align == 0 || align > (1u << 20) || (align & (align - 1)))
    {
      unfollowed (r, why_expr);
      return;
    }
  if ((n < 2 || (om & 2)) && r->now_is_code)
    {
      /* Code sections are padded with nops: whatever comes next (a
         function's label and code, as a rule) is unfollowed anyway.  */
      r->code_padding = 1;
      return;
    }
  pad = (align - have % align) % align;
  /* A maximum of 0 is no maximum, as in gas, which keeps it in an
     unsigned int: 0x100000001 is 1 there.  */
  v[2] = (unsigned int) v[2];
  if (n == 3 && !(om & 4) && v[2] != 0 && pad > v[2])
    return;
  if (pad == 0)
    return;
  close_object (r);
  o = new_object (r, 1);
  if (!o)
    return;
  r->open = (long) r->nobjs - 1;
  emit_fill (r, n >= 2 && !(om & 2)
                ? (unsigned char) v[1] : 0, (size_t) pad);
  close_object (r);
}

/* --- section directives ------------------------------------------------- */

/* read_section_operands' answer for a checked section given a type
   or attribute it does not follow.  */
#define MN_SECTION_TYPE 2

/* The type field at P (after '@', '%' or in quotes, as gas's
   obj_elf_section reads it) is exactly progbits.  */
static int
progbits_type (const char *p, const char *end)
{
  const char *q;
  if (*p == '"')
    return 0;
  q = p + 1;
  if (end - q < 8 || memcmp (q, "progbits", 8) != 0)
    return 0;
  q = skip_blanks (q + 8, end);
  return q == end || *q == ',';
}

/* A "#word" section attribute from W to the comma at E: one of those
   that set only flags (gas's obj_elf_section_word takes any other type
   name, "#nobits" too, as the section's type).  */
static int
plain_section_word (const char *w, const char *e)
{
  static const char *const words[] = { "#alloc", "#write", "#execinstr" };
  size_t i, n;
  while (e > w && is_blank (e[-1]))
    e--;
  n = (size_t) (e - w);
  for (i = 0; i < sizeof words / sizeof *words; i++)
    if (n == strlen (words[i]) && memcmp (w, words[i], n) == 0)
      return 1;
  return 0;
}

/* The name operand of .section/.pushsection as gas reads it, and the
   rest of the operands after it.  */
static int
read_section_operands (struct mn_gas_reader *r, const char *p,
                       const char *end, struct place *to, int *code,
                       int *alloc, int push)
{
  char tmp[MAX_NAME * 2], name[MAX_NAME];
  size_t n;
  const char *q, *after;
  int field = 0, flags_field = 1, after_flags = 0;

  p = skip_blanks (p, end);
  /* The usual name, symbol characters up to the end, a comma or blanks
     and then one of those, is itself; mn_asm_section_name reads the
     others.  */
  q = sym_end (r->floor, p, end);
  n = (size_t) (q - p);
  after = skip_blanks (q, end);
  if (n && n < sizeof name && (after == end || *after == ',')
      && !r->sym_comment)
    *to = place_of_n (r, p, n);
  else
    {
      n = (size_t) (end - p);
      if (n >= sizeof tmp)
        n = sizeof tmp - 1;
      memcpy (tmp, p, n);
      tmp[n] = 0;
      if (mn_asm_section_name (tmp, r->target.comment_start, name,
                               sizeof name) == (size_t) -1)
        return 0;
      q = p;
      *to = place_of (r, name);
    }
  *code = -1;
  *alloc = -1;
  /* Past the name: the flags tell code sections; a subsection number
     may follow .pushsection's name or the section's type.  A checked
     section's type is followed only when it is progbits, the type gas
     gives it anyway: a nobits one has no bytes in the object, and its
     readers take whatever the file holds there.  */
  if (*p == '"')
    {
      for (q = p + 1; q < end && *q != '"'; q += *q == '\\' ? 2 : 1)
        ;
      q++;
    }
  else
    for (; q < end && *q != ','; q++)
      ;
  while (q < end)
    {
      q = skip_blanks (q, end);
      if (q >= end || *q != ',')
        break;
      q = skip_blanks (q + 1, end);
      field++;
      /* A subsection: obj_elf_section reads digits there, and app.c
         has written a character constant as its decimal value.  */
      if (push && field == 1 && q < end
          && ((*q >= '0' && *q <= '9') || *q == '\''))
        {
          unsigned long long v;
          if (!parse_number (&q, end, &v))
            return 0;
          to->sub = (long) v;
          flags_field = 2;
          continue;
        }
      if (after_flags && to->checked >= 0 && q < end
          && (*q == '"' || *q == '@' || *q == '%') && !progbits_type (q, end))
        return MN_SECTION_TYPE;
      after_flags = 0;
      if (q < end && *q == '"' && field == flags_field)
        {
          after_flags = 1;
          /* 'x', or a number that may hold SHF_EXECINSTR ("a4").  A
             checked section's flags other than a, w, x are the
             assembler's to say: M and numbers let the linker merge its
             pieces, G, ?, o and R make another section of the same name
             (a group's, a link order's, a retained one), whose bytes
             the reader would count on from this one's.  */
          if (*code < 0)
            *code = 0;
          *alloc = 0;
          for (q++; q < end && *q != '"'; q++)
            if (to->checked >= 0 && *q != 'a' && *q != 'w' && *q != 'x')
              return MN_SECTION_TYPE;
            else if (*q == 'x' || (*q >= '0' && *q <= '9'))
              *code = 1;
            else if (*q == 'a')
              *alloc = 1;
          if (q < end)
            q++;
          continue;
        }
      if (q < end && *q == '#')
        {
          /* "#alloc,#execinstr" where '#' is no comment (aarch64).  */
          const char *w = q;
          while (q < end && *q != ',')
            q++;
          if (*code < 0)
            *code = 0;
          if (*alloc < 0)
            *alloc = 0;
          if (ci_contains (w, (size_t) (q - w), "exec"))
            *code = 1;
          if (ci_contains (w, (size_t) (q - w), "alloc"))
            *alloc = 1;
          if (to->checked >= 0 && !plain_section_word (w, q))
            return MN_SECTION_TYPE;
          continue;
        }
      {
        /* ",unique,N": another section of the same name.  */
        const char *w = q;
        while (q < end && *q != ',')
          q++;
        if (to->checked >= 0 && ci_contains (w, (size_t) (q - w), "unique"))
          return MN_SECTION_TYPE;
      }
    }
  return 1;
}

/* The memo slot of the N bytes of operands at P: a hash of their first
   and last eight bytes and N.  */
static inline unsigned
section_memo_slot (const char *p, size_t n)
{
  uint64_t a = 0, b = 0;
  size_t i;
  if (n >= 8)
    {
      memcpy (&a, p, 8);
      memcpy (&b, p + n - 8, 8);
    }
  else
    for (i = 0; i < n; i++)
      a = a << 8 | (unsigned char) p[i];
  return (unsigned) ((((a ^ b * 0x9e3779b97f4a7c15ull) + n)
                      * 0xc2b2ae3d27d4eb4full) >> 59) % SECTION_MEMOS;
}

/* Whether the N bytes at P and at Q are the same; N is at most
   SECTION_MEMO_MAX.  */
static inline int
same_text (const char *p, const char *q, size_t n)
{
  uint64_t a, b, c, d;
  if (n < 8 || n > 16)
    return memcmp (p, q, n) == 0;
  memcpy (&a, p, 8);
  memcpy (&b, q, 8);
  memcpy (&c, p + n - 8, 8);
  memcpy (&d, q + n - 8, 8);
  return a == b && c == d;
}

static void
do_section (struct mn_gas_reader *r, const char *p, const char *end,
            int push)
{
  struct place to;
  int code, alloc, read;
  size_t n = (size_t) (end - p);
  struct section_memo *memo = &r->section_memo[section_memo_slot (p, n)];
  if (n && n == memo->len && push == memo->push
      && same_text (p, memo->text, n))
    {
      to = memo->to;
      code = memo->code;
      alloc = memo->alloc;
    }
  else if ((read = read_section_operands (r, p, end, &to, &code, &alloc,
                                         push)) != 1)
    {
      unfollowed (r, read == MN_SECTION_TYPE ? why_section_type
                                             : why_directive);
      return;
    }
  else if (n <= SECTION_MEMO_MAX)
    {
      memo->len = n;
      memo->push = push;
      memo->to = to;
      memo->code = code;
      memo->alloc = alloc;
      memcpy (memo->text, p, n);
    }
  if (push && !push_ok (r))
    return;
  r->entering_alloc = alloc;
  enter (r, &to, code);
  r->entering_alloc = 1;
}

/* .text/.data/.bss [SUBSECTION]  */
static void
do_named (struct mn_gas_reader *r, const char *name, const char *p,
          const char *end)
{
  struct place to;
  unsigned long long v = 0;
  p = skip_blanks (p, end);
  if (p < end && !parse_number (&p, end, &v))
    {
      unfollowed (r, why_expr);
      return;
    }
  to = place_of (r, name);
  to.sub = (long) v;
  enter (r, &to, name[1] == 't' ? 1 : -1);
}

/* --- directives --------------------------------------------------------- */

enum dir
{
  D_OTHER, D_SECTION, D_PUSHSECTION, D_POPSECTION, D_PREVIOUS, D_SUBSECTION,
  D_TEXT, D_DATA, D_BSS, D_OPAQUE_SECTION, D_ASCII, D_ASCIZ, D_BYTE, D_SHORT,
  D_WORD, D_INT, D_QUAD, D_SPACE, D_FILL, D_BALIGN, D_P2ALIGN, D_ALIGN,
  D_NO_DATA, D_MACRO, D_ENDM, D_COND, D_COND_END, D_COND_MID, D_LOOP,
  D_LOOP_END, D_INCLUDE, D_HARMLESS_ANYWHERE, D_ABSOLUTE, D_ORG, D_END,
  D_PURGEM, D_RELOC, D_XSTABS, D_ASSIGN, D_ATTACH
};

struct dir_entry
{
  const char *name;
  enum dir dir;
};

/* Names of the table that are pseudo-ops on one target only (tc-i386.c,
   tc-aarch64.c): elsewhere gas does not know them, and a macro may take
   the name.  */
#define ONLY_X86 1
#define ONLY_AARCH64 2
#ifdef MN_GAS_TABLES_GEN
static const struct
{
  const char *name;
  unsigned char only;
} target_only[] = {
  { "value", ONLY_X86 }, { "xword", ONLY_AARCH64 },
  { "dword", ONLY_AARCH64 }, { "variant_pcs", ONLY_AARCH64 }
};
#endif

/* Every pseudo-op of gas 2.40 (read.c, obj-elf.c, tc-i386.c, tc-aarch64.c)
   that changes the section or the bytes of another (.reloc), plus the
   machinery that can hide a change.
   Others only matter inside a checked section, where anything not listed
   as data or as writing nothing is unfollowed.  */
static const struct dir_entry directives[] = {
  { "section", D_SECTION }, { "section.s", D_SECTION }, { "sect", D_SECTION },
  { "sect.s", D_SECTION }, { "pushsection", D_PUSHSECTION },
  { "popsection", D_POPSECTION }, { "previous", D_PREVIOUS },
  { "subsection", D_SUBSECTION }, { "text", D_TEXT }, { "data", D_DATA },
  { "bss", D_BSS },
  /* .struct/.offset switch to the absolute section, which holds no
     bytes; .org moves the location counter (only a checked section's
     matters); .end stops gas reading.  */
  { "struct", D_ABSOLUTE }, { "offset", D_ABSOLUTE },
  { "org", D_ORG }, { "end", D_END }, { "abort", D_OPAQUE_SECTION },
  /* MRI mode reads comments, strings and names otherwise.  */
  { "mri", D_OPAQUE_SECTION },
  { "ascii", D_ASCII }, { "asciz", D_ASCIZ }, { "string", D_ASCIZ },
  { "string8", D_ASCIZ },
  { "byte", D_BYTE }, { "dc.b", D_BYTE }, { "short", D_SHORT },
  { "hword", D_SHORT }, { "2byte", D_SHORT }, { "value", D_SHORT },
  { "dc.w", D_SHORT }, { "dc", D_SHORT }, { "word", D_WORD },
  { "int", D_INT }, { "long", D_INT }, { "4byte", D_INT }, { "dc.l", D_INT },
  { "quad", D_QUAD }, { "8byte", D_QUAD },
  { "xword", D_QUAD }, { "dword", D_QUAD },
  { "zero", D_SPACE }, { "skip", D_SPACE }, { "space", D_SPACE },
  { "fill", D_FILL }, { "balign", D_BALIGN }, { "p2align", D_P2ALIGN },
  { "align", D_ALIGN },
  { "globl", D_NO_DATA }, { "global", D_NO_DATA }, { "local", D_NO_DATA },
  { "weak", D_NO_DATA }, { "hidden", D_NO_DATA }, { "protected", D_NO_DATA },
  { "internal", D_NO_DATA }, { "type", D_NO_DATA }, { "size", D_NO_DATA },
  { "set", D_ASSIGN }, { "equ", D_ASSIGN }, { "equiv", D_ASSIGN },
  { "eqv", D_ASSIGN }, { "symver", D_NO_DATA }, { "weakref", D_NO_DATA },
  { "file", D_NO_DATA }, { "loc", D_NO_DATA }, { "loc_mark_labels", D_NO_DATA },
  { "ident", D_NO_DATA }, { "comm", D_NO_DATA }, { "common", D_NO_DATA },
  { "lcomm", D_NO_DATA }, { "tls_common", D_NO_DATA },
  { "gnu_attribute", D_NO_DATA },
  { "variant_pcs", D_NO_DATA }, { "purgem", D_PURGEM },
  { "altmacro", D_HARMLESS_ANYWHERE }, { "noaltmacro", D_HARMLESS_ANYWHERE },
  /* It leaves the rest of its line, after the group's name (a string
     too), to read.c.  */
  { "attach_to_group", D_ATTACH },
  { "macro", D_MACRO }, { "endm", D_ENDM }, { "exitm", D_NO_DATA },
  { "mexit", D_NO_DATA },
  { "if", D_COND }, { "ifdef", D_COND }, { "ifndef", D_COND },
  { "ifnotdef", D_COND }, { "ifb", D_COND }, { "ifnb", D_COND },
  { "ifc", D_COND }, { "ifnc", D_COND }, { "ifeq", D_COND },
  { "ifne", D_COND }, { "ifeqs", D_COND }, { "ifnes", D_COND },
  { "ifge", D_COND }, { "ifgt", D_COND }, { "ifle", D_COND },
  { "iflt", D_COND }, { "else", D_COND_MID }, { "elseif", D_COND_MID },
  { "elsec", D_COND_MID }, { "endif", D_COND_END }, { "endc", D_COND_END },
  { "rept", D_LOOP }, { "irp", D_LOOP }, { "irpc", D_LOOP },
  { "rep", D_LOOP }, { "irep", D_LOOP }, { "irepc", D_LOOP },
  { "endr", D_LOOP_END }, { "include", D_INCLUDE }, { "reloc", D_RELOC },
  /* Stabs into the section it names and that name with "str".  */
  { "xstabs", D_XSTABS },
  { NULL, D_OTHER }
};

/* A directive's name (without the dot) as two words of its bytes with
   bit 5 set in each: the names in the table are lower-case letters,
   digits, '.' and '_', and a name read is symbol characters, so equal
   keys are the same name in any case (a '_' stays apart: 0x7f is no
   symbol character).  Looked up by a hash of the key.  */
struct name_key
{
  uint64_t lo, hi;
};

#define DIR_HASH 256
static struct dir_slot
{
  struct name_key key;
  unsigned char len, entry;   /* entry index + 1, 0: empty */
  unsigned char only;         /* ONLY_X86, ONLY_AARCH64 or 0 */
  unsigned char dir_on[2];    /* the pseudo-op on x86, on aarch64:
                                 D_OTHER where it is none */
} dir_slots[DIR_HASH];
#ifdef MN_GAS_TABLES_GEN
static int dir_hash_ready;
#endif

/* Whether a directive matters outside the checked sections: it may
   change the section, or is machinery that can hide a change.  */
static int
matters_anywhere (enum dir d)
{
  return (d >= D_SECTION && d <= D_OPAQUE_SECTION)
         || (d >= D_MACRO && d <= D_INCLUDE)
         || d == D_ABSOLUTE || d == D_END || d == D_PURGEM || d == D_RELOC
         || d == D_XSTABS;
}

/* Whether the reader must see a directive wherever it is: one that
   matters anywhere, and .altmacro/.noaltmacro, which change how every
   later macro use is read.  */
static int
read_anywhere (enum dir d)
{
  return matters_anywhere (d) || d == D_HARMLESS_ANYWHERE || d == D_ATTACH;
}

/* The first two letters (lower case) of every such directive: most of
   GCC's own lines (.long, .loc, .quad, .uleb128, .cfi_...) are passed
   over after one look-up here.  */
static unsigned char prefix_matters[27][27];
/* Of a prefix that matters, bit L set when a directive that matters has
   the third letter L (letter_index: 26 for any other byte, and for the
   end of a two-letter name): ".set" is passed over like ".long".  */
static uint32_t third_matters[27][27];
#define PREFIX_MATTERS 1
#define REST_PREFIX 2       /* a pseudo-op that leaves its line's rest */

/* Pseudo-ops whose handlers return without demand_empty_rest_of_line:
   read.c then reads the rest of their line as the next statement
   ('.previous .ascii "x"', '.list .section .modinfo').  What gas 2.40
   does with each pseudo-op followed by a directive, asked of the
   assembler (testsuite/modinfo_nul.gas checks this list against it).  */
#define REST_X86 1
#define REST_AARCH64 2
static const struct
{
  const char *name;
  unsigned char targets;
} rest_ops[] = {
  { "allow_index_reg", REST_X86 }, { "att_mnemonic", REST_X86 },
  { "code16", REST_X86 }, { "code16gcc", REST_X86 }, { "code32", REST_X86 },
  { "code64", REST_X86 }, { "disallow_index_reg", REST_X86 },
  { "eject", REST_X86 | REST_AARCH64 }, { "exitm", REST_X86 | REST_AARCH64 },
  { "intel_mnemonic", REST_X86 }, { "list", REST_X86 | REST_AARCH64 },
  { "ltorg", REST_AARCH64 }, { "mexit", REST_X86 | REST_AARCH64 },
  { "nolist", REST_X86 | REST_AARCH64 }, { "nopage", REST_X86 | REST_AARCH64 },
  { "page", REST_X86 | REST_AARCH64 }, { "pool", REST_AARCH64 },
  { "popsection", REST_X86 | REST_AARCH64 },
  { "previous", REST_X86 | REST_AARCH64 }
};

const char *
mn_gas_rest_op_next (int x86, size_t *i)
{
  while (*i < sizeof rest_ops / sizeof *rest_ops)
    if (rest_ops[(*i)++].targets & (x86 ? REST_X86 : REST_AARCH64))
      return rest_ops[*i - 1].name;
  return NULL;
}

#ifdef MN_GAS_TABLES_GEN
static int
letter_index (char c)
{
  int l = lower ((unsigned char) c);
  return l >= 'a' && l <= 'z' ? l - 'a' : 26;
}
#endif

/* letter_index of every byte, looked up on every statement.  */
static unsigned char letter_of[256];

/* The N bytes at P (1 to 8) as a word, by loads within them.  */
static inline uint64_t
word_of (const char *p, size_t n)
{
  uint32_t a, b;
  if (n >= 4)
    {
      memcpy (&a, p, 4);
      memcpy (&b, p + n - 4, 4);
      return a | (uint64_t) b << (8 * (n - 4));
    }
  return (uint64_t) (unsigned char) p[0]
         | (uint64_t) (unsigned char) p[n / 2] << (8 * (n / 2))
         | (uint64_t) (unsigned char) p[n - 1] << (8 * (n - 1));
}

static inline uint64_t
case_bits (size_t n)
{
  return n >= 8 ? 0x2020202020202020ull
                : 0x2020202020202020ull & (((uint64_t) 1 << (8 * n)) - 1);
}

/* The key of the N bytes at P, N from 1 to 16.  */
static inline struct name_key
name_key (const char *p, size_t n)
{
  struct name_key k;
  if (n > 8)
    {
      /* Two words that may overlap: with N, they are the name.  */
      memcpy (&k.lo, p, 8);
      memcpy (&k.hi, p + n - 8, 8);
      k.lo |= 0x2020202020202020ull;
      k.hi |= 0x2020202020202020ull;
    }
  else
    {
      k.lo = word_of (p, n) | case_bits (n);
      k.hi = 0;
    }
  return k;
}

static inline unsigned
hash_key (struct name_key k, size_t n)
{
  return (unsigned) (((k.lo + n) * 0x9e3779b97f4a7c15ull
                      ^ k.hi * 0xc2b2ae3d27d4eb4full) >> 56);
}

#ifdef MN_GAS_TABLES_GEN
static void
build_dir_hash (void)
{
  size_t i, t;
  for (i = 0; directives[i].name; i++)
    {
      size_t n = strlen (directives[i].name);
      struct name_key k = name_key (directives[i].name, n);
      unsigned h = hash_key (k, n) % DIR_HASH;
      while (dir_slots[h].entry)
        h = (h + 1) % DIR_HASH;
      dir_slots[h].key = k;
      dir_slots[h].len = (unsigned char) n;
      dir_slots[h].entry = (unsigned char) (i + 1);
      for (t = 0; t < sizeof target_only / sizeof *target_only; t++)
        if (target_only[t].name[1] == directives[i].name[1]
            && strcmp (target_only[t].name, directives[i].name) == 0)
          dir_slots[h].only = target_only[t].only;
      dir_slots[h].dir_on[0] = (unsigned char)
        (dir_slots[h].only == ONLY_AARCH64 ? D_OTHER : directives[i].dir);
      dir_slots[h].dir_on[1] = (unsigned char)
        (dir_slots[h].only == ONLY_X86 ? D_OTHER : directives[i].dir);
      if (read_anywhere (directives[i].dir))
        {
          int a = letter_index (directives[i].name[0]);
          int b = letter_index (directives[i].name[1]);
          prefix_matters[a][b] = 1;
          third_matters[a][b] |= (uint32_t) 1
                                 << letter_index (directives[i].name[2]);
        }
    }
  for (i = 0; i < sizeof rest_ops / sizeof *rest_ops; i++)
    prefix_matters[letter_index (rest_ops[i].name[0])]
                  [letter_index (rest_ops[i].name[1])] |= REST_PREFIX;
  prefix_matters[letter_index ('a')][letter_index ('t')] |= REST_PREFIX;
  for (i = 0; i < 256; i++)
    letter_of[i] = (unsigned char) letter_index ((char) i);
  /* Names that are not two letters are looked up in full.  */
  for (i = 0; i < 27; i++)
    {
      prefix_matters[26][i] = prefix_matters[i][26] = 1;
      third_matters[26][i] = third_matters[i][26] = ~(uint32_t) 0;
    }
  dir_hash_ready = 1;
}
#endif

/* The slot of the pseudo-op named P[0..N), or -1.  Inlined: looked up
   for every statement the reader reads in full.  */
static inline __attribute__ ((always_inline)) int
dir_slot_of (const char *p, size_t n)
{
  struct name_key k;
  unsigned h;
  if (n == 0 || n > 16)
    return -1;
  k = name_key (p, n);
  for (h = hash_key (k, n) % DIR_HASH; dir_slots[h].entry;
       h = (h + 1) % DIR_HASH)
    if (dir_slots[h].key.lo == k.lo && dir_slots[h].key.hi == k.hi
        && dir_slots[h].len == n)
      return (int) h;
  return -1;
}

/* The pseudo-op named P[0..N) on either target; a name that is one on
   one target only is D_OTHER (maybe a macro's use).  */
static enum dir
lookup_dir (const char *p, size_t n)
{
  int h = dir_slot_of (p, n);
  return h >= 0 && !dir_slots[h].only
         ? directives[dir_slots[h].entry - 1].dir : D_OTHER;
}

/* The pseudo-op named P[0..N) on R's target.  */
static inline __attribute__ ((always_inline)) enum dir
lookup_dir_for (const struct mn_gas_reader *r, const char *p, size_t n)
{
  int h = dir_slot_of (p, n);
  return h < 0 ? D_OTHER : (enum dir) dir_slots[h].dir_on[!r->x86];
}

/* Whether the directive name at P (before E), whose first two letters
   matter, may name one that matters by its third.  */
static inline int
third_letter_matters (const char *p, const char *e)
{
  unsigned l = e - p > 3 ? letter_of[(unsigned char) p[3]] : 26;
  return (third_matters[letter_of[(unsigned char) p[1]]]
                       [letter_of[(unsigned char) p[2]]] >> l) & 1;
}

/* --- macros ------------------------------------------------------------- */

/* gas keeps macro names in lower case and looks them up so.  */
static struct macro *
find_macro (struct mn_gas_reader *r, const char *p, size_t n)
{
  size_t i;
  for (i = 0; i < r->nmacros; i++)
    if (strlen (r->macros[i].name) == n
        && name_is (p, n, r->macros[i].name))
      return &r->macros[i];
  return NULL;
}

/* Whether some directive that matters starts with the N letters at P
   (any directive when N is 0).  */
static int
prefix_of_directive_that_matters (const char *p, size_t n)
{
  size_t i, k;
  for (i = 0; directives[i].name; i++)
    if (matters_anywhere (directives[i].dir))
      {
        for (k = 0; k < n && directives[i].name[k]
                    && lower ((unsigned char) p[k]) == directives[i].name[k];
             k++)
          ;
        if (k == n)
          return 1;
      }
  return 0;
}

/* Whether the substitution "\..." at P (TEXT <= P < END) can take part
   in spelling a directive.  Standing alone, it is its argument's text,
   which is checked where the macro is used.  Joined to text after a dot
   (".sec\a"), it can complete a directive's name when the letters
   between start one; joined to a following substitution ("\a\b",
   "\a\()tion"), its argument can start one.  */
static int
substitution_can_spell (const char *text, const char *p, const char *end)
{
  const char *t = p, *q;
  while (t > text && (is_sym (t[-1]) || t[-1] == '\\' || t[-1] == '&'))
    t--;
  if (t < p && *t == '.')
    {
      const char *bs = first_subst (t, end);   /* at P at the latest */
      return prefix_of_directive_that_matters (t + 1, (size_t) (bs - t - 1));
    }
  if (t < p)
    return 0;   /* "x\a": a token not starting with a dot names no directive */
  for (q = p + 1; q < end && is_sym (*q) && *q != '.'; q++)
    ;
  /* "&a&tion": the '&' that ends a name joins what follows.  */
  if (*p == '&' && q + 1 < end && *q == '&' && (is_sym (q[1]) || q[1] == '&'))
    return 1;
  return q < end && (is_subst (q, end) || *q == '.');
}

/* Text that may name .exitm or its alias .mexit, which end a macro's
   expansion early.  */
static int
mentions_macro_exit (const char *text, size_t n)
{
  return ci_contains (text, n, "exitm") || ci_contains (text, n, "mexit");
}

/* Whether text that gas may read as statements (a macro's body, its
   arguments or default values, a loop's operands) can do nothing that
   matters by itself: no directive that matters appears anywhere in it
   (not only where a statement starts: a label, a ';' or a substituted
   argument can put it there), no '\' substitution can spell one (at a
   statement's start or after a dot), and no checked section is named.
   Conditionals and loops inside only choose among statements checked
   here; a nested definition or .purgem changes the macros only when the
   body expands, unseen, so neither is neutral.  The macros it can call
   are judged apart (names_harmful).  */
static int
text_neutral_with (struct mn_gas_reader *r, const char *text, size_t n,
                   int flow_allowed)
{
  const char *p = text, *end = text ? text + n : text;
  size_t i;
  int depth = 0, alt_left_on = 0, alt_seen = 0, exitm = 0;
  for (i = 0; i < r->nchecked; i++)
    if (ci_contains (text, n, r->checked[i]))
      return 0;
  for (; p < end; p++)
    {
      if (is_subst (p, end) && substitution_can_spell (text, p, end))
        return 0;
      if (*p == '.' && (p == text || !is_sym (p[-1])))
        {
          const char *name = p + 1, *q = name;
          enum dir d;
          int flow;
          while (q < end && is_sym (*q))
            q++;
          d = lookup_dir_for (r, name, (size_t) (q - name));
          flow = d == D_COND || d == D_COND_MID || d == D_COND_END
                 || d == D_LOOP || d == D_LOOP_END;
          if (flow ? !flow_allowed : matters_anywhere (d))
            return 0;
          if (d == D_COND || d == D_LOOP)
            depth++;
          else if ((d == D_COND_END || d == D_LOOP_END) && depth > 0)
            depth--;
          else if (d == D_COND_END || d == D_LOOP_END
                   || (d == D_COND_MID && depth == 0))
            return 0;   /* it ends or turns a conditional around its use */
          else if (d == D_HARMLESS_ANYWHERE)
            {
              alt_seen = 1;
              if (name_is (name, (size_t) (q - name), "altmacro"))
                alt_left_on = 1;
              else if (!depth)
                alt_left_on = 0;
            }
          else if (mentions_macro_exit (name, (size_t) (q - name)))
            exitm = 1;
        }
    }
  /* Text the reader does not expand must not leave .altmacro on: later
     macros would be read in the wrong mode (LOCAL names, names
     substituted inside strings).  On and off again in straight line
     (the kernel's setreg, club) is fine; a single statement, a .exitm
     or a .noaltmacro under .if or in a loop is not.  */
  if (alt_seen && (!flow_allowed || alt_left_on || exitm))
    return 0;
  return depth == 0;
}

static int
text_own_neutral (struct mn_gas_reader *r, const char *text, size_t n)
{
  return text_neutral_with (r, text, n, 1);
}

/* Arguments, defaults and loop operands that cannot change where gas
   splits the text they are substituted into: no quote (a string gas
   reads on over a newline), no comment or statement separator, no
   substitution or control character.  */
static int
plain_text (const char *p, size_t n)
{
  size_t i;
  for (i = 0; i < n; i++)
    {
      unsigned char c = (unsigned char) p[i];
      if (c == '"' || c == '\'' || c == ';' || c == '#' || c == '/'
          || c == '\\' || c == '`' || c == '|' || c == '!'
          || (c < 0x20 && c != '\t') || c == 0x7f)
        return 0;
    }
  return 1;
}

/* Loop operands with a quote can open a string in the substituted text
   that swallows what the reader read as statements after it (gas reads
   a string on over a newline).  */
static int
has_quote (const char *p, size_t n)
{
  return memchr (p, '"', n) || memchr (p, '\'', n);
}

/* Whether a statement in a loop body can become another one when gas
   substitutes the loop's operands (themselves checked neutral).  */
static int
statement_can_be_spelled (const char *p, const char *end)
{
  const char *q;
  if (is_subst (p, end) || (*p == '.' && p + 1 < end && is_subst (p + 1, end)))
    return 1;
  for (q = p; q < end; q++)
    if (is_subst (q, end) && substitution_can_spell (p, q, end))
      return 1;
  return 0;
}

static const char *string_close (const char *p, const char *end);

/* Just past the ':' of a label that starts at P (its name, blanks, the
   colon), or NULL when none does.  A quoted name counts with QUOTED;
   with EXPANSIONS, gas's "\@" (the count of expansions: digits) is part
   of a name, as in a macro body; X86: the target's.  */
static const char *
past_label (const char *p, const char *end, int quoted, int expansions,
            int x86)
{
  const char *q;
  if (p < end && *p == '"')
    {
      if (!quoted || (q = string_close (p + 1, end)) >= end)
        return NULL;
      q++;
    }
  else
    {
      for (q = p + brace_starts_name (x86, p, end); q < end; q++)
        if (expansions && *q == '\\' && q + 1 < end && q[1] == '@')
          q++;
        else if (!is_sym (*q))
          break;
      if (q == p)
        return NULL;
      q += data_label_end (x86, q, end);
    }
  q = skip_blanks (q, end);
  return q < end && *q == ':' ? q + 1 : NULL;
}

/* The start of a body statement's first word, after its labels; NULL
   for a quoted label (its text is not a name).  */
static const char *
after_labels (const char *p, const char *end, int x86)
{
  for (;;)
    {
      const char *q;
      p = skip_blanks (p, end);
      if (p < end && *p == '"')
        return NULL;
      if (!(q = past_label (p, end, 0, 1, x86)))
        return p;
      p = q;
    }
}

/* The directive a body statement starts with (D_OTHER: none, so it can
   be an instruction or a macro's use, ".name" too: only a pseudo-op wins
   over a macro), and where its operands start.  */
static enum dir
statement_directive (const struct mn_gas_reader *r, const char *p,
                     const char *end, const char **operands)
{
  const char *name, *q;
  *operands = p;
  if (p >= end || *p != '.')
    return D_OTHER;
  name = p + 1;
  for (q = name; q < end && is_sym (*q); q++)
    ;
  if (q < end && is_subst (q, end))
    return D_OTHER;   /* ".x\a": spelled by a substitution */
  *operands = q;
  return lookup_dir_for (r, name, (size_t) (q - name));
}

/* A body is balanced when its only section directives push an
   unchecked section named literally (no quote, no substitution) and pop
   it again, never below where the use started, with no conditional,
   loop or .exitm that could skip a pop; every other statement is
   neutral.  gas then ends the use where it began: the kernel's objtool
   annotations (UNWIND_HINT, ANNOTATE_NOENDBR, ALTERNATIVE...) are such
   macros.  Statements are the reader's own split (comments gone, ';'
   split), so a push in a comment or a string is not counted.  */
static int
body_is_balanced (struct mn_gas_reader *r, const char *body, size_t n)
{
  const char *p = body, *end = body + n;
  int depth = 0;
  size_t i;
  for (i = 0; i < r->nchecked; i++)
    if (ci_contains (body, n, r->checked[i]))
      return 0;
  while (p < end)
    {
      const char *e = (const char *) memchr (p, '\n', (size_t) (end - p));
      const char *s, *ops, *q;
      enum dir d;
      if (!e)
        e = end;
      s = after_labels (p, e, r->x86);
      if (!s)
        return 0;
      d = statement_directive (r, s, e, &ops);
      if (d == D_PUSHSECTION)
        {
          q = skip_blanks (ops, e);
          ops = q;
          while (q < e && is_sym (*q))
            q++;
          if (q == ops || first_subst (s, e))
            return 0;
          q = skip_blanks (q, e);
          if (q < e && *q != ',')
            return 0;
          depth++;
        }
      else if (d == D_POPSECTION)
        {
          if (skip_blanks (ops, e) != e || depth == 0)
            return 0;
          depth--;
        }
      else if (!text_neutral_with (r, s, (size_t) (e - s), 0)
               || mentions_macro_exit (s, (size_t) (e - s)))
        return 0;
      p = e + 1;
    }
  return depth == 0;
}

static char *
lower_copy (const char *p, size_t n)
{
  char *c = (char *) malloc (n + 1);
  size_t i;
  if (!c)
    return NULL;
  for (i = 0; i < n; i++)
    c[i] = (char) lower ((unsigned char) p[i]);
  c[n] = 0;
  return c;
}

static int can_spell (const char *starts, const char *name);

/* Bytes of macro text scanned for names in all: past it every macro is
   taken as harmful (many macros defined between many uses would cost
   quadratically), and the assembler is asked.  */
#define HARM_WORK (64ul << 20)

/* Which macros a use of can change sections unfollowed: an active one;
   any that can call one (its text names it, or its first words are
   spelled by substitution); and, while a balanced macro exists, any
   that can pass it text with a quote.  The least fixpoint, computed
   again after macros come or go.  */
static void
update_harm (struct mn_gas_reader *r)
{
  size_t i, k, nqueue = 0;
  size_t *queue;
  if (r->harm_gen == r->macro_gen)
    return;
  r->harm_gen = r->macro_gen;
  r->any_balanced = 0;
  for (i = 0; i < r->nmacros; i++)
    r->any_balanced |= r->macros[i].kind == MACRO_BALANCED;
  queue = (size_t *) malloc ((r->nmacros ? r->nmacros : 1) * sizeof *queue);
  r->any_harmful = 0;
  for (i = 0; i < r->nmacros; i++)
    {
      struct macro *m = &r->macros[i];
      m->harmful = m->kind == MACRO_ACTIVE || !m->text || !queue
                   || r->harm_work > HARM_WORK
                   || (r->any_balanced && m->quoted_call);
      if (m->harmful && queue)
        queue[nqueue++] = i;
      r->any_harmful |= m->harmful;
    }
  /* Each harmful macro makes harmful those that can call it: every pair
     is looked at once at most.  */
  while (nqueue)
    {
      const char *name = r->macros[queue[--nqueue]].name;
      for (k = 0; k < r->nmacros; k++)
        {
          struct macro *m = &r->macros[k];
          if (m->harmful)
            continue;
          r->harm_work += m->text_len;
          if (strstr (m->text, name) || can_spell (m->joined, name))
            {
              m->harmful = 1;
              queue[nqueue++] = k;
            }
        }
    }
  free (queue);
}

/* Whether text gas reads where a macro is used (its arguments, a loop's
   operands) can call a harmful macro: it names one, or a substitution
   in it can spell one.  */
static int
names_harmful (struct mn_gas_reader *r, const char *text, size_t n)
{
  size_t i;
  update_harm (r);
  if (!r->any_harmful)
    return 0;
  if (memchr (text, '\\', n))
    return 1;
  for (i = 0; i < r->nmacros; i++)
    if (r->macros[i].harmful && ci_contains (text, n, r->macros[i].name))
      return 1;
  return 0;
}

static int
text_is_neutral (struct mn_gas_reader *r, const char *text, size_t n)
{
  return text_own_neutral (r, text, n) && !names_harmful (r, text, n);
}

/* Arguments, defaults and loop operands are neutral as written and as
   gas may make values of them: under .altmacro (which a body the reader
   does not expand may turn on) gas drops the brackets of "<.push>" and
   joins "<a><b>", takes the byte after '!' literally, and strips
   quotes.  Dropping all of those bytes gives text that holds every such
   value.  WITH_NAMES: a harmful macro named counts too.  */
static int
values_neutral (struct mn_gas_reader *r, const char *text, size_t n,
                int with_names)
{
  char *plain;
  size_t i, k;
  int ok = with_names ? text_is_neutral (r, text, n)
                      : text_own_neutral (r, text, n);
  if (!ok || !(memchr (text, '<', n) || memchr (text, '>', n)
               || memchr (text, '!', n) || memchr (text, '"', n)
               || memchr (text, '\'', n)))
    return ok;
  plain = (char *) malloc (n + 1);
  if (!plain)
    return 0;
  for (i = k = 0; i < n; i++)
    if (text[i] == '!' && i + 1 < n)
      plain[k++] = text[++i];
    else if (text[i] != '<' && text[i] != '>' && text[i] != '"'
             && text[i] != '\'')
      plain[k++] = text[i];
  ok = with_names ? text_is_neutral (r, plain, k)
                  : text_own_neutral (r, plain, k);
  free (plain);
  return ok;
}

/* ".macro NAME ..." or, after a label on the same line, "LABEL: .macro
   ...": gas names the macro after the label then.  Its body is
   collected up to the matching .endm (end_macro).  */
static void
define_macro (struct mn_gas_reader *r, const char *label, size_t label_len,
              const char *p, const char *end)
{
  const char *name;
  size_t n;
  struct macro *m, *grown;
  p = skip_blanks (p, end);
  if (label)
    name = label, n = label_len;
  else
    {
      name = p;
      while (p < end && (is_sym (*p) || *p == '@'))
        p++;
      n = (size_t) (p - name);
    }
  r->macro_depth = 1;
  r->macro_body.len = 0;
  r->defining = NULL;
  r->defining_under_cond = r->cond_depth > 0;
  grown = (struct macro *) realloc (r->macros,
                                    (r->nmacros + 1) * sizeof *grown);
  if (!grown)
    {
      unfollowed (r, why_memory);
      return;
    }
  r->macros = grown;
  m = &r->macros[r->nmacros];
  memset (m, 0, sizeof *m);
  m->name = lower_copy (name, n);
  /* The parameters, then the body, make its text.  */
  if (!m->name || !buf_push (&r->macro_body, p, (size_t) (end - p))
      || !buf_push (&r->macro_body, "\n", 1))
    {
      free (m->name);
      unfollowed (r, why_memory);
      return;
    }
  r->defining_params_len = (size_t) (end - p) + 1;
  r->nmacros++;
  r->defining = m;
  r->macro_gen++;
}

/* The literal starts of the first words of BODY's statements that are
   spelled with a substitution other than one standing alone ("x\a" ->
   "x", "\a\()b" and ".\a" -> "" and "."), each followed by a newline;
   NULL when there is none (no memory: "\n", which can spell any).  */
static char *
joined_starts (const char *body, size_t n, int x86)
{
  const char *p = body, *end = body + n;
  struct buf out = { NULL, 0, 0 };
  while (p < end)
    {
      const char *e = (const char *) memchr (p, '\n', (size_t) (end - p));
      const char *s, *w, *first_sub = NULL;
      size_t subs = 0;
      if (!e)
        e = end;
      s = after_labels (p, e, x86);
      /* After a quoted label the first word is not found here: it may
         be spelled to name anything (an empty start).  */
      for (w = s; s && w < e; w++)
        if (*w == '\\' && w + 1 < e && w[1] == '@')
          w++;
        else if (is_subst (w, e))
          {
            if (!first_sub)
              first_sub = w;
            subs++;
          }
        else if (!is_sym (*w))
          break;
      /* Standing alone: "\name" and nothing else in the word; its
         argument's text is checked where the macro is used.  */
      if (!s || (subs && !(subs == 1 && first_sub == s && w - s > 1
                           && (w == e || *w != '('))))
        {
          size_t k, len = s ? (size_t) (first_sub - s) : 0;
          if (!buf_reserve (&out, len + 2))
            {
              free (out.p);
              return strdup_or_null ("\n");
            }
          for (k = 0; k < len; k++)
            out.p[out.len++] = (unsigned char) lower ((unsigned char) s[k]);
          out.p[out.len++] = '\n';
          out.p[out.len] = 0;
        }
      p = e + 1;
    }
  return (char *) out.p;
}

/* Whether a word starting with one of STARTS can be NAME.  */
static int
can_spell (const char *starts, const char *name)
{
  const char *p = starts;
  while (p && *p)
    {
      const char *nl = strchr (p, '\n');
      size_t len = (size_t) (nl - p);
      if (strncmp (name, p, len) == 0)
        return 1;
      p = nl + 1;
    }
  return 0;
}

/* A statement that can be a macro's use (not a directive) holds a
   quote, or a label is quoted.  */
static int
quoted_call (const struct mn_gas_reader *r, const char *body, size_t n)
{
  const char *p = body, *end = body + n;
  while (p < end)
    {
      const char *e = (const char *) memchr (p, '\n', (size_t) (end - p));
      const char *s, *ops;
      if (!e)
        e = end;
      s = after_labels (p, e, r->x86);
      if (!s)
        return 1;
      if (statement_directive (r, s, e, &ops) == D_OTHER
          && has_quote (s, (size_t) (e - s)))
        return 1;
      p = e + 1;
    }
  return 0;
}

/* The matching .endm: the macro is judged by its own text.  */
static void
end_macro (struct mn_gas_reader *r)
{
  struct macro *m = r->defining;
  const char *text = (const char *) r->macro_body.p;
  const char *params, *body;
  size_t nparams, nbody;
  r->defining = NULL;
  if (!m)
    return;
  params = text;
  nparams = r->defining_params_len;
  body = text + nparams;
  nbody = r->macro_body.len - nparams;
  m->text = lower_copy (text, r->macro_body.len);
  m->text_len = r->macro_body.len;
  m->body = (char *) malloc (nbody + 1);
  if (!m->text || !m->body)
    {
      unfollowed (r, why_memory);
      m->kind = MACRO_ACTIVE;
      return;
    }
  memcpy (m->body, body, nbody);
  m->body[nbody] = 0;
  m->body_len = nbody;
  m->under_cond = r->defining_under_cond;
  if (r->defining_under_cond)
    m->kind = MACRO_ACTIVE;   /* gas may not have defined it */
  else if (values_neutral (r, params, nparams, 0)
           && text_own_neutral (r, body, nbody))
    m->kind = MACRO_NEUTRAL;
  else if (values_neutral (r, params, nparams, 0)
           && body_is_balanced (r, body, nbody))
    m->kind = MACRO_BALANCED;
  else
    m->kind = MACRO_ACTIVE;
  {
    const char *q = skip_blanks (params, params + nparams - 1);
    if (q < params + nparams - 1 && *q == ',')
      q = skip_blanks (q + 1, params + nparams - 1);
    m->expandable = q == params + nparams - 1
                    && !memchr (body, '\\', nbody)
                    && !mentions_macro_exit (body, nbody)
                    && !r->altmacro && !r->defining_under_cond;
  }
  m->params = (char *) malloc (nparams);
  if (m->params)
    {
      memcpy (m->params, params, nparams - 1);
      m->params[nparams - 1] = 0;
      m->params_len = nparams - 1;
    }
  m->joined = joined_starts (body, nbody, r->x86);
  m->quoted_call = quoted_call (r, body, nbody);
  m->plain_params = plain_text (params, nparams - 1);
  r->macro_gen++;
}

/* ".purgem NAME": a later ".macro NAME" defines it afresh.  The order
   of the others is kept: the first of a name is the one gas has.  */
static void
purge_macro (struct mn_gas_reader *r, const char *p, const char *end)
{
  const char *name;
  struct macro *m;
  size_t i;
  p = skip_blanks (p, end);
  name = p;
  while (p < end && (is_sym (*p) || *p == '@'))
    p++;
  m = find_macro (r, name, (size_t) (p - name));
  if (!m)
    return;
  i = (size_t) (m - r->macros);
  free (m->name);
  free (m->text);
  free (m->body);
  free (m->params);
  free (m->joined);
  memmove (m, m + 1, (r->nmacros - i - 1) * sizeof *m);
  r->nmacros--;
  r->macro_gen++;
}

static void statement (struct mn_gas_reader *r, const char *p,
                       const char *end);

/* gas's limit on macros expanding macros (macro.c max_macro_nest).  */
#define MAX_EXPAND_DEPTH 100
/* Statements read from expansions in all, against a macro that uses
   itself twice over.  */
#define EXPAND_BUDGET 1000000ul

/* An expansion's text (LEN bytes at TEXT, not NULL; statements ending
   in newlines) read in place of the use, within the limits gas has.  */
static void
read_expansion (struct mn_gas_reader *r, const char *text, size_t len)
{
  const char *p, *stop = text + len, *floor = r->floor;
  int cond_depth = r->cond_depth;
  r->expand_depth++;
  for (p = text; p < stop && !r->unfollowed && !r->ended;)
    {
      const char *e = (const char *) memchr (p, '\n', (size_t) (stop - p));
      if (!e)
        e = stop;
      if (r->expand_budget == 0)
        {
          unfollowed (r, why_macro);
          break;
        }
      r->expand_budget--;
      r->floor = p;
      statement (r, p, e);
      p = e + 1;
    }
  r->expand_depth--;
  r->floor = floor;
  /* A conditional opened or closed across the body's end: gas warns.  */
  if (r->cond_depth != cond_depth && !r->macro_depth)
    unfollowed (r, why_cond);
}

/* A use of an expandable macro: gas reads its body in place of the use,
   and so does the reader, statement by statement.  */
static void
expand_macro (struct mn_gas_reader *r, struct macro *m, const char *args,
              const char *end)
{
  char *copy;
  if (skip_blanks (args, end) != end || r->expand_depth >= MAX_EXPAND_DEPTH)
    {
      unfollowed (r, why_macro);   /* gas refuses or stops there */
      return;
    }
  /* The body may purge or redefine its own macro.  */
  copy = (char *) malloc (m->body_len + 1);
  if (!copy)
    {
      unfollowed (r, why_memory);
      return;
    }
  memcpy (copy, m->body, m->body_len + 1);
  read_expansion (r, copy, m->body_len);
  free (copy);
}

/* Expansion with arguments, for the forms whose values are certain:
   parameters plain names (":req" allowed, defaults plain), arguments
   plain words separated by blanks or commas, or under .altmacro
   "%expr", whose value (digits) the reader does not compute.  The body
   is substituted as macro.c does ("\name", "&name", "\()", "\@", and
   under .altmacro bare names) and read statement by statement.  With an
   unknown value in it (blind) only what cannot depend on the digits may
   happen (see statement).  Returns 0, having done nothing, for any
   other form.  */
#define MAX_FORMALS 16

struct formal
{
  const char *name, *def, *val;
  size_t name_len, def_len, val_len;
};

/* Where a name starts for macro.c on both targets (a '$' is left out:
   whether it starts one depends on the target).  */
static int
is_name_start (char c)
{
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'
         || c == '.';
}

/* macro.c's sb_skip_white: spaces and tabs only.  */
static const char *
skip_white (const char *p, const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t'))
    p++;
  return p;
}

/* A plain argument or default: letters, digits, _ . $ % and + - * ( ),
   no blank inside brackets.  */
static size_t
plain_word (const char *p, const char *end)
{
  const char *q = p;
  int depth = 0;
  for (; q < end; q++)
    {
      char c = *q;
      if (c == '(')
        depth++;
      else if (c == ')')
        {
          if (--depth < 0)
            return 0;
        }
      else if (!(is_sym (c) || c == '%' || c == '+' || c == '-' || c == '*'))
        break;
    }
  if (depth != 0)
    return 0;
  return (size_t) (q - p);
}

static int
parse_formals (const struct macro *m, struct formal *f, size_t *nf)
{
  const char *p = m->params, *end = m->params + m->params_len;
  *nf = 0;
  for (;;)
    {
      const char *q;
      p = skip_white (p, end);
      if (p >= end)
        return 1;
      if (*nf == MAX_FORMALS || !is_name_start (*p))
        return 0;
      for (q = p; q < end && is_sym (*q); q++)
        ;
      f[*nf].name = p;
      f[*nf].name_len = (size_t) (q - p);
      f[*nf].def = NULL;
      f[*nf].def_len = 0;
      p = skip_white (q, end);
      if (p < end && *p == ':')
        {
          p = skip_white (p + 1, end);
          if (end - p < 3 || !name_is (p, 3, "req")
              || (end - p > 3 && is_sym (p[3])))
            return 0;   /* :vararg and the rest: not here */
          p = skip_white (p + 3, end);
        }
      if (p < end && *p == '=')
        {
          size_t n;
          p = skip_white (p + 1, end);
          n = plain_word (p, end);
          if (!n || memchr (p, '%', n))
            return 0;
          f[*nf].def = p;
          f[*nf].def_len = n;
          p = skip_white (p + n, end);
        }
      (*nf)++;
      if (p < end && *p == ',')
        p++;
    }
}

/* Under .altmacro, the expression after '%' whose end gas's own
   expression parser surely finds where the reader does: a name, digits,
   or a bracketed term of names, digits, + - * and brackets.  */
static size_t
alt_expression (const char *p, const char *end)
{
  const char *q = p;
  if (q < end && *q == '(')
    {
      int depth = 0;
      for (; q < end; q++)
        {
          char c = *q;
          if (c == '(')
            depth++;
          else if (c == ')')
            {
              if (--depth == 0)
                return (size_t) (q + 1 - p);
            }
          else if (!(is_letter (c) || (c >= '0' && c <= '9') || c == '_'
                     || c == '+' || c == '-' || c == '*'))
            return 0;
        }
      return 0;
    }
  if (q < end && *q >= '0' && *q <= '9')
    {
      while (q < end && *q >= '0' && *q <= '9')
        q++;
      return (size_t) (q - p);
    }
  if (q < end && (is_letter (*q) || *q == '_'))
    while (q < end && (is_letter (*q) || (*q >= '0' && *q <= '9')
                       || *q == '_'))
      q++;
  return (size_t) (q - p);
}

/* The arguments at P: positional, each plain or under .altmacro a
   "%expr" (its value unknown: *BLIND).  */
static int
parse_actuals (struct mn_gas_reader *r, const char *p, const char *end,
               struct formal *f, size_t nf, int *blind)
{
  size_t i = 0, k;
  for (k = 0; k < nf; k++)
    f[k].val = NULL, f[k].val_len = 0;
  p = skip_white (p, end);
  while (p < end)
    {
      size_t n;
      if (i == nf)
        return 0;   /* too many: gas complains */
      if (r->altmacro && *p == '%')
        {
          n = alt_expression (p + 1, end);
          if (!n)
            return 0;
          f[i].val = "0";
          f[i].val_len = 1;
          *blind = 1;
          n++;
        }
      else
        {
          n = plain_word (p, end);
          if (!n || (r->altmacro && memchr (p, '%', n)))
            return 0;
          f[i].val = p;
          f[i].val_len = n;
        }
      p += n;
      if (p < end && *p != ' ' && *p != '\t' && *p != ',')
        return 0;   /* "a=b", a quote, a bracket... */
      p = skip_white (p, end);
      if (p < end && *p == ',')
        p = skip_white (p + 1, end);
      i++;
    }
  for (k = 0; k < nf; k++)
    if (!f[k].val)
      f[k].val = f[k].def ? f[k].def : "", f[k].val_len = f[k].def_len;
  return 1;
}

static const struct formal *
formal_named (const struct formal *f, size_t nf, const char *p, size_t n)
{
  size_t k;
  for (k = 0; k < nf; k++)
    if (f[k].name_len == n && memcmp (f[k].name, p, n) == 0)
      return &f[k];
  return NULL;
}

/* Whether blanks end at P (in the body statement starting at LS) that
   gas's scrubber may have dropped when it stored the body: it keeps one
   after a statement's first word and between two symbol characters, so
   "\a \b" is "\a\b" to gas.  Where that could join a value to its
   neighbour, the expansion is left to the assembler.  */
static int
blank_may_join (const char *ls, const char *p)
{
  const char *q = p, *w;
  while (q > ls && is_blank (q[-1]))
    q--;
  if (q == p || q == ls || q[-1] == ',' || q[-1] == ':')
    return 0;
  w = skip_blanks (ls, q);
  while (w < q && is_sym (*w))
    w++;
  return w != q;
}

/* The body with the values in, as macro_expand_body does; 0 for forms
   left to the assembler ("\(text)", LOCAL, quotes under .altmacro, a
   blank the scrubber may have dropped beside a substitution).  */
static int
substitute (struct mn_gas_reader *r, const struct macro *m,
            const struct formal *f, size_t nf, struct buf *out, int *blind)
{
  const char *p = m->body, *end = m->body + m->body_len, *ls = p;
  while (p < end)
    {
      const char *q;
      const struct formal *x;
      int ok = 1;
      if (*p == '\\' || *p == '&' || (r->altmacro && is_name_start (*p)))
        {
          int amp = *p == '&', bare = *p != '\\' && *p != '&';
          const char *name = bare ? p : p + 1;
          if (blank_may_join (ls, p))
            return 0;
          if (*p == '\\' && name < end && *name == '(')
            {
              if (name + 1 >= end || name[1] != ')')
                return 0;
              p = name + 2;
              if (p < end && is_blank (*p))
                return 0;
              continue;
            }
          if (*p == '\\' && name < end && *name == '@')
            {
              ok = buf_push (out, "0", 1);
              *blind = 1;
              p = name + 1;
              if (!ok)
                return 0;
              continue;
            }
          if (bare && end - p > 5 && name_is (p, 5, "local")
              && is_blank (p[5]))
            return 0;
          if (name < end && !is_name_start (*name))
            {
              if (*p == '\\' && (*name == '&' || *name == '\''))
                return 0;
              ok = buf_push (out, p, 1);
              p++;
              if (!ok)
                return 0;
              continue;
            }
          for (q = name; q < end && is_sym (*q); q++)
            ;
          x = formal_named (f, nf, name, (size_t) (q - name));
          /* The '&' that ends a name is taken with it (the apostrophe
             that macro.c also takes after "\name" is left to it).  */
          if (q < end && *q == '\'' && !amp)
            return 0;
          if (q < end && *q == '&' && amp)
            {
              q++;
              if (q < end && is_blank (*q))
                return 0;
            }
          if (x)
            ok = buf_push (out, x->val, x->val_len);
          else
            ok = buf_push (out, p, (size_t) (q - p));
          p = q;
        }
      else
        {
          if (r->altmacro && (*p == '"' || *p == '\'' || *p == '$'))
            return 0;
          ok = buf_push (out, p, 1);
          if (*p++ == '\n')
            ls = p;
        }
      if (!ok)
        return 0;
    }
  return 1;
}

/* In an expansion holding digits the reader made up, a statement that
   cannot depend on them: outside the checked sections, no directive
   that matters anywhere, and no first word with a digit where a macro's
   name has one (the digits could name another macro).  */
static int
blind_statement_ok (struct mn_gas_reader *r, const char *p, const char *end)
{
  const char *q;
  int digit = 0;
  size_t i;
  if (r->in_checked >= 0)
    return 0;
  for (q = p + (*p == '.'); q < end && is_sym (*q); q++)
    digit |= *q >= '0' && *q <= '9';
  /* Conditionals and loops too; a macro's name may start with a dot.  */
  if (*p == '.' && matters_anywhere (lookup_dir_for (r, p + 1,
                                                     (size_t) (q - p - 1))))
    return 0;
  if (digit)
    for (i = 0; i < r->nmacros; i++)
      if (strpbrk (r->macros[i].name, "0123456789"))
        return 0;
  return 1;
}

static int
expand_with_args (struct mn_gas_reader *r, struct macro *m, const char *args,
                  const char *end)
{
  struct formal f[MAX_FORMALS];
  size_t nf;
  struct buf out = { NULL, 0, 0 };
  int blind = 0;
  if (!m->params || !m->body || m->under_cond
      || r->expand_depth >= MAX_EXPAND_DEPTH
      || mentions_macro_exit (m->body, m->body_len)
      || !parse_formals (m, f, &nf)
      || !parse_actuals (r, args, end, f, nf, &blind)
      || !substitute (r, m, f, nf, &out, &blind))
    {
      free (out.p);
      return 0;
    }
  if (!out.len)
    {
      free (out.p);
      return 1;   /* an empty body: nothing to read */
    }
  r->blind += blind;
  read_expansion (r, (const char *) out.p, out.len);
  r->blind -= blind;
  free (out.p);
  return 1;
}

/* --- statements --------------------------------------------------------- */

/* Whether label NAME (N bytes) names an object: a local label (".L" on
   ELF, or digits: gas's local ones) reaches no symbol table, so the
   readers of the module never see it.  */
static inline int
names_objects (const char *name, size_t n)
{
  size_t i;
  if (n >= 2 && name[0] == '.' && name[1] == 'L')
    return 0;
  for (i = 0; i < n && name[i] >= '0' && name[i] <= '9'; i++)
    ;
  return i < n;
}

static inline __attribute__ ((always_inline)) void
set_label (struct mn_gas_reader *r, const char *name, size_t n)
{
  if (r->in_checked < 0)
    return;
  close_object (r);
  if (r->pending_label)
    return;   /* several labels at one place: the first names it */
  if (!names_objects (name, n))
    return;
  if (!r->names || r->names->cap - r->names->used < n + 1)
    {
      size_t cap = n + 1 > NAME_CHUNK ? n + 1 : NAME_CHUNK;
      struct name_chunk *c
        = (struct name_chunk *) malloc (sizeof *c + cap);
      if (!c)
        {
          unfollowed (r, why_memory);
          return;
        }
      c->next = r->names;
      c->used = 0;
      c->cap = cap;
      r->names = c;
    }
  r->pending_label = r->names->text + r->names->used;
  r->names->used += n + 1;
  memcpy (r->pending_label, name, n);
  r->pending_label[n] = 0;
}

/* Labels at P: "name:", "\"quoted\":", "1:".  Returns the text after
   (END when a character constant in a name stopped the reader); *LAST
   (when not NULL) gets the last label's name, else NULL.  *WORD: the end
   of the symbol characters the text after starts with.  */
static inline __attribute__ ((always_inline)) const char *
labels (struct mn_gas_reader *r, const char *p, const char *end,
        const char **last, size_t *last_len, const char **word)
{
  if (last)
    *last = NULL;
  p = skip_statement_blanks (p, end);
  for (;;)
    {
      const char *q = p, *name = p, *after;
      size_t n;
      if (q < end && *q == '"')
        {
          *word = p;
          for (q++; q < end && *q != '"'; q += *q == '\\' ? 2 : 1)
            ;
          if (q >= end)
            return p;
          name++;
          n = (size_t) (q - name);
          q++;
        }
      else
        {
          q = sym_end (r->floor, q, end);
          if (q == name && brace_starts_name (r->x86, q, end))
            q = sym_end (r->floor, q + 1, end);
          n = (size_t) (q - name);
          *word = q;
          q += data_label_end (r->x86, q, end);
        }
      after = skip_blanks (q, end);
      if (n == 0 || after >= end || *after != ':')
        {
          if (q < end && *q == '\'')
            {
              /* app.c writes a character constant as its decimal value
                 wherever it stands outside a string: "'a:" is the label
                 97, "m'a" the name m97.  The statement is not read.  */
              unfollowed (r, why_char);
              return end;
            }
          return p;
        }
      q = after;
      if (!r->macro_depth)
        set_label (r, name, n);
      if (last)
        *last = name, *last_len = n;
      p = skip_statement_blanks (q + 1, end);
    }
}

/* The first operand of .set/.equ/.eqv/.equiv at P is a plain symbol
   name other than '.'.  */
static int
assigns_plain_symbol (const struct mn_gas_reader *r, const char *p,
                      const char *end)
{
  const char *q;
  p = skip_blanks (p, end);
  q = sym_end (r->floor, p, end);
  if (q == p || (q - p == 1 && *p == '.'))
    return 0;
  q = skip_blanks (q, end);
  return q < end && *q == ',';
}

/* A conditional (.if...) or, with LOOP, a loop (.rept, .irp...) opens
   a level.  */
static void
cond_open (struct mn_gas_reader *r, int loop)
{
  if (r->cond_depth == MAX_COND)
    {
      unfollowed (r, why_cond);
      return;
    }
  r->cond_loop[r->cond_depth] = (unsigned char) loop;
  r->cond_push[r->cond_depth] = 0;
  r->cond_unchecked[r->cond_depth]
    = !loop && r->now.checked < 0 && r->prev.checked < 0
      && (r->cond_depth == 0 || r->cond_unchecked[r->cond_depth - 1]);
  r->cond_depth++;
}

/* Whether a section switch here depends on the branch gas takes: inside
   a level that may not switch (see cond_unchecked).  */
static int
switch_under_cond (const struct mn_gas_reader *r)
{
  return r->cond_depth && !r->cond_unchecked[r->cond_depth - 1];
}

/* After a switch inside a level that may switch among unchecked
   sections: one into a checked section depends on the branch.  */
static void
switched_under_cond (struct mn_gas_reader *r)
{
  if (r->cond_depth && (r->now.checked >= 0 || r->prev.checked >= 0))
    unfollowed (r, why_cond);
}

/* Inlined into statement (), its one caller: as a call it costs e1's
   statements about 15 instructions each.  */
static inline __attribute__ ((always_inline)) void
directive (struct mn_gas_reader *r, enum dir d, const char *name, size_t n,
           const char *p, const char *end)
{
  switch (d)
    {
    case D_SECTION:
      if (switch_under_cond (r))
        unfollowed (r, why_cond);
      do_section (r, p, end, 0);
      switched_under_cond (r);
      return;
    case D_PUSHSECTION:
      /* A .pushsection/.popsection pair within one branch of one
         conditional, or one loop (the kernel's alternatives), leaves
         the section as it was, whichever branch gas takes, unless it
         writes a checked one.  */
      do_section (r, p, end, 1);
      if (r->cond_depth)
        {
          r->cond_push[r->cond_depth - 1]++;
          if (r->in_checked >= 0)
            unfollowed (r, why_cond);
        }
      return;
    case D_POPSECTION:
      /* A pop of what was pushed outside this level: whether gas pops
         depends on the branch it takes.  */
      if (r->cond_depth && r->cond_push[r->cond_depth - 1]-- <= 0)
        unfollowed (r, why_cond);
      if (r->depth > 0)
        {
          struct frame f = r->stack[--r->depth];
          enter (r, &f.now, -1);
          r->prev = f.prev;
        }
      return;   /* without a push gas warns and ignores it */
    case D_PREVIOUS:
      {
        struct place back = r->prev;
        if (switch_under_cond (r))
          unfollowed (r, why_cond);
        enter (r, &back, -1);
        switched_under_cond (r);
        return;
      }
    case D_SUBSECTION:
      {
        unsigned long long v;
        struct place to = r->now;
        if (switch_under_cond (r) || !parse_number (&p, end, &v))
          {
            unfollowed (r, switch_under_cond (r) ? why_cond : why_expr);
            return;
          }
        to.sub = (long) v;
        enter (r, &to, -1);
        switched_under_cond (r);
        return;
      }
    case D_TEXT:
    case D_DATA:
    case D_BSS:
      if (switch_under_cond (r))
        unfollowed (r, why_cond);
      if (d == D_BSS && !r->x86)
        {
          /* aarch64's own .bss switches without telling .previous.  */
          struct place keep = r->prev;
          do_named (r, ".bss", p, end);
          r->prev = keep;
        }
      else
        do_named (r, d == D_TEXT ? ".text" : d == D_DATA ? ".data" : ".bss",
                  p, end);
      switched_under_cond (r);
      return;
    case D_ABSOLUTE:
      {
        /* Bytes written there go nowhere; any .section leaves it.  */
        struct place to = { -1, 0 };
        if (switch_under_cond (r))
          unfollowed (r, why_cond);
        enter (r, &to, 0);
        switched_under_cond (r);
        return;
      }
    case D_END:
      r->ended = 1;
      return;
    case D_OPAQUE_SECTION:
    case D_INCLUDE:
      unfollowed (r, d == D_INCLUDE ? why_include : why_directive);
      return;
    case D_XSTABS:
      unfollowed (r, why_xstabs);
      return;
    case D_RELOC:
      /* A relocation for the linker to apply (a final link does) in the
         section its offset names: the current one for a number or '.',
         a symbol's own (a checked one's, maybe) for anything else.  */
      if (r->in_checked >= 0 || !reloc_here (p, end))
        unfollowed (r, why_reloc);
      return;
    case D_MACRO:
      /* In a branch gas skips, it collects no body: the lines up to
         .endm are read as statements there, and the reader cannot tell
         which branch gas takes.  */
      if (r->cond_depth)
        {
          unfollowed (r, why_cond);
          return;
        }
      define_macro (r, r->stmt_label, r->stmt_label_len, p, end);
      return;
    case D_LOOP:
      /* .irp/.irpc substitute their operands into the body.  */
      if (!values_neutral (r, p, (size_t) (end - p), 1)
          || has_quote (p, (size_t) (end - p)))
        unfollowed (r, why_cond);
      cond_open (r, 1);
      return;
    case D_COND:
      cond_open (r, 0);
      return;
    case D_PURGEM:
      /* Under .if gas may keep the macro the reader would forget.  */
      if (r->cond_depth)
        unfollowed (r, why_cond);
      else
        purge_macro (r, p, end);
      return;
    case D_COND_END:
    case D_LOOP_END:
      /* gas collects a loop's body up to its .endr counting only loops,
         and reads it later: an .endif there closes an .if outside, an
         .endr inside an .if ends the body.  Each end must close the
         level of its own kind.  */
      if (r->cond_depth)
        {
          r->cond_depth--;
          if (r->cond_loop[r->cond_depth] != (d == D_LOOP_END)
              || r->cond_push[r->cond_depth] != 0)
            unfollowed (r, why_cond);
        }
      return;
    case D_COND_MID:
      if (r->cond_depth && (r->cond_loop[r->cond_depth - 1]
                            || r->cond_push[r->cond_depth - 1] != 0))
        unfollowed (r, why_cond);
      return;
    case D_ATTACH:
      /* The current section joins a group: in a checked section, the
         next .section of its name makes another section.  */
      if (r->in_checked >= 0)
        unfollowed (r, why_section_type);
      return;
    case D_HARMLESS_ANYWHERE:
      /* .altmacro changes how arguments are read and substituted.  */
      /* Under .if gas may skip a .noaltmacro: the reader keeps the
         stricter mode.  */
      if (name_is (name, n, "altmacro"))
        r->altmacro = 1;
      else if (name_is (name, n, "noaltmacro") && !r->cond_depth)
        r->altmacro = 0;
      return;
    case D_ENDM:
      return;
    default:
      break;
    }

  if (r->in_checked < 0)
    return;
  if (r->cond_depth)
    {
      unfollowed (r, why_cond);
      return;
    }
  switch (d)
    {
    case D_ASCII: do_strings (r, p, end, 0); break;
    case D_ASCIZ: do_strings (r, p, end, 1); break;
    case D_BYTE: do_numbers (r, p, end, 1); break;
    case D_SHORT: do_numbers (r, p, end, 2); break;
    case D_WORD: do_numbers (r, p, end, r->target.word_size); break;
    case D_INT: do_numbers (r, p, end, 4); break;
    case D_QUAD: do_numbers (r, p, end, 8); break;
    case D_SPACE: do_space (r, p, end); break;
    case D_FILL: do_fill (r, p, end); break;
    case D_BALIGN: do_align (r, p, end, 1); break;
    case D_P2ALIGN: do_align (r, p, end, 0); break;
    case D_ALIGN: do_align (r, p, end, r->x86); break;
    case D_NO_DATA: break;
    case D_ASSIGN:
      /* gas turns an assignment to '.' into .org (read.c assign_symbol),
         which fills; a quoted name may spell '.' with escapes.  */
      if (!assigns_plain_symbol (r, p, end))
        unfollowed (r, why_dot);
      break;
    default:
      /* aarch64's .inst and x86's .nops write machine code.  */
      unfollowed (r, name_is (name, n, "inst") || name_is (name, n, "nops")
                     ? why_insn : why_directive);
    }
}

/* Whether the statement whose first word runs from P to WORD is a
   directive that reads its strings as strings wherever it succeeds.
   Others skip to the statement's end by read.c's ignore_rest_of_line,
   which stops at a ';' in a string: '.lflags x,"y;.section .modinfo;#"'
   enters .modinfo (s_ignore), and so may any path that only warns.  */
static int
reads_its_strings (const char *p, const char *word)
{
  size_t n = (size_t) (word - p);
  enum dir d;
  if (n < 2 || *p != '.')
    return 0;
  d = lookup_dir (p + 1, n - 1);
  return d == D_ASCII || d == D_ASCIZ || d == D_SECTION || d == D_PUSHSECTION
         || name_is (p + 1, n - 1, "file") || name_is (p + 1, n - 1, "ident");
}

/* Where the first word of a line of a macro body starts as macro.c's
   buffer_and_nest finds it when it looks for .macro and .endm: it skips
   only labels that start as a name does ("1:" and a quoted label are
   not skipped), each after the last one's colon and blanks ("x: y:
   .endm" ends a body, "x: 1: .endm" does not).  */
static const char *
body_statement_word (const struct mn_gas_reader *r, const char *p,
                     const char *end)
{
  const char *line_start = p, *q;
  for (;;)
    {
      if (p >= end || ((!is_sym (*p) || (*p >= '0' && *p <= '9'))
                       && !brace_starts_name (r->x86, p, end)))
        break;
      for (q = p + 1; q < end && is_sym (*q); q++)
        ;
      q = skip_blanks (q, end);
      if (q >= end || *q != ':')
        {
          p = line_start;
          break;
        }
      /* The scrubber has dropped the blanks after a label's colon.  */
      line_start = q + 1;
      p = skip_blanks (line_start, end);
    }
  return skip_blanks (p, end);
}

/* Whether NAME (N bytes, without its dot) names a pseudo-op of rest_ops
   on one of TARGETS (the skimmer asks for either).  */
static int
rest_op_named (const char *name, size_t n, unsigned targets)
{
  size_t i;
  if (n < 2 || !(prefix_matters[letter_of[(unsigned char) name[0]]]
                               [letter_of[(unsigned char) name[1]]]
                 & REST_PREFIX))
    return 0;
  for (i = 0; i < sizeof rest_ops / sizeof *rest_ops; i++)
    if ((rest_ops[i].targets & targets) && name_is (name, n, rest_ops[i].name))
      return 1;
  return 0;
}

/* The rest of the statement at NAME (a pseudo-op's name without its dot,
   up to WORD) that read.c reads as a statement of its own, or NULL.  */
static const char *
statement_rest (const struct mn_gas_reader *r, const char *name,
                const char *word, const char *end)
{
  const char *rest = skip_blanks (word, end);
  size_t n = (size_t) (word - name);
  unsigned target = r->x86 ? REST_X86 : REST_AARCH64;
  if (rest >= end || n < 4 || n > 18)
    return NULL;
  /* .attach_to_group reads its group's name (obj_elf_section_name: a
     string, or up to a blank, ',' or ';') and leaves the rest.  */
  if (name_is (name, n, "attach_to_group"))
    {
      if (*rest == '"')
        rest = string_close (rest + 1, end) + 1;
      else
        while (rest < end && !is_blank (*rest) && *rest != ',')
          rest++;
      rest = skip_blanks (rest, end);
      return rest < end ? rest : NULL;
    }
  return rest_op_named (name, n, target) ? rest : NULL;
}

static const char *statement_one (struct mn_gas_reader *r, const char *p,
                                  const char *end);

static void
statement (struct mn_gas_reader *r, const char *p, const char *end)
{
  while ((p = statement_one (r, p, end)) != NULL && !r->unfollowed
         && !r->ended)
    ;
}

/* One statement from P; returns where the next on the same text starts
   (after a pseudo-op that leaves the rest to read.c), or NULL.  */
static const char *
statement_one (struct mn_gas_reader *r, const char *p, const char *end)
{
  const char *name, *q, *full, *word, *rest;
  size_t n;
  struct macro *m;
  enum dir d;
  int dot;
  unsigned pm;

  p = skip_statement_blanks (p, end);
  if (p >= end)
    return NULL;
  full = p;
  if (r->macro_depth)
    {
      /* Collect the body up to the matching .endm, found as gas finds
         it: after the labels it skips, in any case.  Labels before that
         .endm stay in the body, as in gas.  */
      const char *keep_end = end;
      p = body_statement_word (r, full, end);
      if (p < end && *p == '.')
        {
          name = q = p + 1;
          while (q < end && is_sym (*q))
            q++;
          if (name_is (name, (size_t) (q - name), "macro"))
            r->macro_depth++;
          else if (name_is (name, (size_t) (q - name), "endm")
                   && --r->macro_depth == 0)
            keep_end = p;
        }
      if (keep_end > full
          && (!buf_push (&r->macro_body, full, (size_t) (keep_end - full))
              || !buf_push (&r->macro_body, "\n", 1)))
        unfollowed (r, why_memory);
      if (!r->macro_depth)
        end_macro (r);
      return NULL;
    }
  p = labels (r, p, end, &r->stmt_label, &r->stmt_label_len, &word);
  if (p >= end)
    return NULL;
  /* The first two letters of a directive's name: whether it may matter
     anywhere, or leave its line's rest to read.c.  */
  pm = *p == '.' && end - p >= 3
       ? prefix_matters[letter_of[(unsigned char) p[1]]]
                       [letter_of[(unsigned char) p[2]]] : 0;
  rest = pm & REST_PREFIX && word < end
         ? statement_rest (r, p + 1, word, end) : NULL;
  if (rest)
    end = word;
  /* '".section" .modinfo' is .section to read.c.  */
  if (*p == '"')
    {
      unfollowed (r, why_quote);
      return rest;
    }
  if (r->semicolon_in_string && !reads_its_strings (p, word))
    {
      unfollowed (r, why_skip);
      return rest;
    }
  /* In a loop gas substitutes "\name" anywhere in a statement: one that
     starts with a substitution, or one whose substitution joins text to
     spell a directive (".sec\a" with a = "tion"), is not what it looks
     like here.  */
  if (r->cond_depth && statement_can_be_spelled (p, end))
    {
      unfollowed (r, why_cond);
      return rest;
    }
  if (r->blind && !blind_statement_ok (r, p, end))
    {
      unfollowed (r, why_macro);
      return rest;
    }
  /* Outside the checked sections only directives can matter (and macro
     calls): an instruction or a symbol assignment cannot.  */
  if (r->in_checked < 0 && !r->nmacros
      && (!(pm & PREFIX_MATTERS) || !third_letter_matters (p, end)))
    return rest;

  dot = *p == '.';
  name = p + dot;
  q = word;   /* labels () found where the symbol characters end */
  n = (size_t) (q - name);
  d = dot ? lookup_dir_for (r, name, n) : D_OTHER;
  /* A pseudo-op wins over a macro of its name, also one the reader does
     not follow (".macro .nops" is never used); a macro's name includes
     its dot.  */
  if (r->nmacros && d == D_OTHER
      && (m = find_macro (r, p, (size_t) (q - p))) != NULL
      && !(dot && mn_gas_pseudo_op (r->x86, name, n)))
    {
      /* Under .altmacro gas also substitutes LOCAL names in a body.  */
      if (m->expandable && !r->altmacro)
        {
          expand_macro (r, m, q, end);
          return rest;
        }
      /* Its arguments are substituted into the body and read too; while
         a balanced macro exists, none may hold text that changes where
         gas splits a body into statements.  */
      update_harm (r);
      if ((m->harmful || r->in_checked >= 0
           || !values_neutral (r, q, (size_t) (end - q), 1)
           || (r->any_balanced
               && (!plain_text (q, (size_t) (end - q)) || !m->plain_params
                   || r->altmacro)))
          && !expand_with_args (r, m, q, end))
        unfollowed (r, why_macro);
      return rest;
    }
  if (dot)
    {
      const char *e = skip_blanks (q, end);
      if (n == 0 && e < end && *e == '=')
        {
          /* ". = expr" moves the location counter.  */
          if (r->in_checked >= 0)
            unfollowed (r, why_directive);
          return rest;
        }
      directive (r, d, name, n, q, end);
      return rest;
    }
  q = skip_blanks (q, end);
  if (q < end && *q == '=')
    return rest;   /* a symbol assignment */
  if (r->in_checked >= 0)
    unfollowed (r, why_insn);
  return rest;
}

/* --- the scrubber: lines into statements -------------------------------- */

static void
flush (struct mn_gas_reader *r, const char *s, const char *e)
{
  /* gas reads nothing after .end, not even the rest of its line.  */
  if (r->ended)
    return;
  r->scrub_operands = 0;
  if (r->stmt.len)
    {
      const char *line_floor = r->floor;
      if (!buf_push (&r->stmt, s, (size_t) (e - s)))
        unfollowed (r, why_memory);
      r->floor = (const char *) r->stmt.p;
      statement (r, (const char *) r->stmt.p,
                 (const char *) r->stmt.p + r->stmt.len);
      r->floor = line_floor;
      r->stmt.len = 0;
    }
  else
    statement (r, s, e);
  r->semicolon_in_string = 0;
}

static const char *
intern_file (struct mn_gas_reader *r, const char *name, size_t n)
{
  char **grown;
  char *copy;
  if (r->nfiles && strlen (r->files[r->nfiles - 1]) == n
      && memcmp (r->files[r->nfiles - 1], name, n) == 0)
    return r->files[r->nfiles - 1];
  grown = (char **) realloc (r->files, (r->nfiles + 1) * sizeof *grown);
  copy = (char *) malloc (n + 1);
  if (grown)
    r->files = grown;
  if (!grown || !copy)
    {
      free (copy);
      unfollowed (r, why_memory);
      return NULL;
    }
  memcpy (copy, name, n);
  copy[n] = 0;
  r->files[r->nfiles++] = copy;
  return copy;
}

/* A comment line: GCC's "#APP"/"#NO_APP" around inline asm and its
   "# LINE "FILE" 1" markers say where the asm came from.  */
/* GCC's line marker "# LINE "FILE" FLAGS" (on aarch64 "// LINE ..."):
   where its number starts, or NULL.  */
static const char *
marker_at (const char *p, const char *end)
{
  const char *q = p + (p < end && *p == '#' ? 1 : 2);
  if (!(p < end && *p == '#') && !(end - p > 1 && p[0] == '/' && p[1] == '/'))
    return NULL;
  return end - q > 1 && q[0] == ' ' && q[1] >= '0' && q[1] <= '9' ? q + 1
                                                                   : NULL;
}

/* A new #APP block starts on this line.  Out of memory, only locations
   are lost.  */
static void
note_block (struct mn_gas_reader *r)
{
  struct mn_gas_block b;
  memset (&b, 0, sizeof b);
  b.line = r->line;
  b.app_block = r->app_block;
  buf_push (&r->blocks, &b, sizeof b);
}

/* The last block noted, or NULL.  */
static struct mn_gas_block *
last_block (struct mn_gas_reader *r)
{
  return r->blocks.len ? (struct mn_gas_block *) (void *) r->blocks.p
                         + r->blocks.len / sizeof (struct mn_gas_block) - 1
                       : NULL;
}

static void
comment_line (struct mn_gas_reader *r, const char *p, const char *end)
{
  size_t n = (size_t) (end - p);
  /* gas reads a first line that starts "#N" with fgets into a small
     buffer (input_file_open, to see "#NO_APP"): where that finds no
     newline (a NUL before it, or a long line) it puts back a '#' in
     front of what follows, which can comment out the next line.  */
  if (r->line == 1 && n >= 2 && p[1] == 'N'
      && (n >= 64 || memchr (p, 0, n)))
    {
      unfollowed (r, why_first_line);
      return;
    }
  if (n >= 4 && memcmp (p, "#APP", 4) == 0)
    {
      /* GCC writes each of its objects whole: what an asm writes after
         one is no part of it (at -O0 top-level asm follows the data
         before it, in their section).  */
      if (r->open >= 0 && !obj_at (r, (size_t) r->open)->app_block)
        close_object (r);
      r->in_app = 1;
      r->app_block++;
      r->app_line = 0;
      r->block_state = 0;
      note_block (r);
    }
  else if (n >= 7 && memcmp (p, "#NO_APP", 7) == 0)
    {
      if (r->line == 1)
        unfollowed (r, why_noapp);
      r->in_app = 0;
      r->app_line = 0;
    }
  else if (marker_at (p, end))
    {
      unsigned long v = 0;
      const char *q = marker_at (p, end), *f;
      while (q < end && *q >= '0' && *q <= '9')
        v = v * 10 + (unsigned long) (*q++ - '0');
      if (q + 1 < end && q[0] == ' ' && q[1] == '"')
        {
          for (f = q += 2; q < end && *q != '"'; q++)
            ;
          if (v && intern_file (r, f, (size_t) (q - f)))
            {
              struct mn_gas_block *b = last_block (r);
              r->app_line = v;
              r->marker_line = r->line;
              if (b && b->line + 1 == r->line && r->in_app)
                {
                  b->app_line = v;
                  b->app_file = r->files[r->nfiles - 1];
                  b->app_marker = r->line;
                }
            }
          else
            r->app_line = 0;
        }
    }
}

/* The closing quote of a string whose text starts at P, or END; a
   backslash takes the byte after it.  By memchr: one asm line can hold a
   100 KB string.  */
static const char *
string_close (const char *p, const char *end)
{
  const char *quote = (const char *) memchr (p, '"', (size_t) (end - p));
  while (quote)
    {
      const char *bs = (const char *) memchr (p, '\\', (size_t) (quote - p));
      if (!bs)
        return quote;
      p = bs + 2;
      if (p > quote)
        quote = p < end ? (const char *) memchr (p, '"', (size_t) (end - p))
                        : NULL;
    }
  return end;
}

/* Where the next line of GCC's own in a checked section could stop
   being one checked_run () takes: the first byte from Q on that
   is SPECIAL, ':', '\\' or a newline (GCC's names: a name or a size
   after ".type"/".size", a label), or, in a string's text, the first
   '"', '\\', NUL or newline.  END[-1] is a newline.  */
#ifdef MN_SSE2
static inline unsigned
name_stop_bits (const char *at)
{
  __m128i v = _mm_loadu_si128 ((const __m128i *) (const void *) at);
  __m128i hit = _mm_or_si128
    (_mm_or_si128 (_mm_cmpeq_epi8 (v, _mm_set1_epi8 (':')),
                   _mm_cmpeq_epi8 (v, _mm_set1_epi8 ('\\'))),
     _mm_cmpeq_epi8 (v, _mm_set1_epi8 ('\n')));
  return special_bits (at) | (unsigned) _mm_movemask_epi8 (hit);
}

static inline unsigned
text_stop_bits (const char *at)
{
  __m128i v = _mm_loadu_si128 ((const __m128i *) (const void *) at);
  return string_end_bits (at)
         | (unsigned) _mm_movemask_epi8 (_mm_cmpeq_epi8 (v, _mm_set1_epi8 ('\n')));
}
#endif

static const char *
name_stop (const char *q, const char *end)
{
#ifdef MN_SSE2
  for (; end - q >= 16; q += 16)
    {
      unsigned bits = name_stop_bits (q);
      if (bits)
        return q + __builtin_ctz (bits);
    }
#endif
  while (q < end && !(char_class[(unsigned char) *q] & SPECIAL)
         && *q != ':' && *q != '\\' && *q != '\n')
    q++;
  return q;
}

static const char *
text_stop (const char *q, const char *end)
{
#ifdef MN_SSE2
  for (; end - q >= 16; q += 16)
    {
      unsigned bits = text_stop_bits (q);
      if (bits)
        return q + __builtin_ctz (bits);
    }
#endif
  while (q < end && *q != '"' && *q != '\\' && *q && *q != '\n')
    q++;
  return q;
}

/* Whether the lines from the next one on may go to checked_run ():
   no state of line ()'s own (a comment, a string or a statement carried
   over, macros, conditionals) is open.  */
static inline int
checked_run_now (const struct mn_gas_reader *r)
{
  return r->in_checked >= 0 && r->skim && !r->in_app && !r->ended
         && !r->unfollowed && !r->in_comment && !r->stmt.len
         && !r->macro_depth && !r->cond_depth && !r->blind && !r->nmacros;
}

#ifdef MN_SKIM_AVX2
/* The first byte from Q on whose class by nibble tables LO and HI (bit
   sets of its low and high four bits, bytes from 0x80 on in none) is not
   empty: 32 bytes a step, the last ones as name_stop () and text_stop ()
   would find them with STOP.  */
static inline __attribute__ ((always_inline, target ("avx2"))) const char *
stop_by_nibbles_avx2 (const char *q, const char *end, __m256i lo, __m256i hi,
                      const char *(*stop) (const char *, const char *))
{
  const __m256i low4 = _mm256_set1_epi8 (0x0f);
  const __m256i zero = _mm256_setzero_si256 ();
  for (; end - q >= 32; q += 32)
    {
      __m256i v = _mm256_loadu_si256 ((const __m256i *) (const void *) q);
      __m256i cls = _mm256_and_si256
        (_mm256_shuffle_epi8 (lo, v),
         _mm256_shuffle_epi8 (hi, _mm256_and_si256 (_mm256_srli_epi16 (v, 4),
                                                    low4)));
      unsigned bits = ~(unsigned) _mm256_movemask_epi8
                                    (_mm256_cmpeq_epi8 (cls, zero));
      if (bits)
        return q + __builtin_ctz (bits);
    }
  return stop (q, end);
}

#define NIBBLES(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, aa, ab, ac, ad, ae, af) \
  _mm256_setr_epi8 (a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, aa, ab, ac, ad,   \
                    ae, af, a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, aa, ab,   \
                    ac, ad, ae, af)

/* name_stop (): " # ' / (0x2_: bit 1), : ; (0x3_: 2), NUL and newline
   (0x0_: 4), \ (0x5_: 8).  */
static inline __attribute__ ((always_inline, target ("avx2"))) const char *
name_stop_avx2 (const char *q, const char *end)
{
  return stop_by_nibbles_avx2
    (q, end, NIBBLES (4, 0, 1, 1, 0, 0, 0, 1, 0, 0, 6, 2, 8, 0, 0, 1),
     NIBBLES (4, 0, 1, 2, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), name_stop);
}

/* text_stop (): " (bit 1), NUL and newline (2), \ (4).  */
static inline __attribute__ ((always_inline, target ("avx2"))) const char *
text_stop_avx2 (const char *q, const char *end)
{
  return stop_by_nibbles_avx2
    (q, end, NIBBLES (2, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2, 0, 4, 0, 0, 0),
     NIBBLES (2, 0, 1, 0, 0, 4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), text_stop);
}

static const char *first_non_sym (const char *q, const char *end);

/* sym_end (): every byte below 0x80 but letters, digits, _ . $ (bit H
   for a high nibble H).  */
static inline __attribute__ ((always_inline, target ("avx2"))) const char *
first_non_sym_avx2 (const char *q, const char *end)
{
  return stop_by_nibbles_avx2
    (q, end, NIBBLES (0x57, 0x07, 0x07, 0x07, 0x03, 0x07, 0x07, 0x07, 0x07,
                      0x07, 0x0f, (char) 0xaf, (char) 0xaf, (char) 0xaf,
                      (char) 0xab, (char) 0x8f),
     NIBBLES (1, 2, 4, 8, 16, 32, 64, (char) 128, 0, 0, 0, 0, 0, 0, 0, 0),
     first_non_sym);
}
#undef NIBBLES
#endif

static const char *
first_non_sym (const char *q, const char *end)
{
  return sym_end (q, q, end);
}

/* A label checked_run () has read and not yet set (HELD_LABEL), and the
   string after it (HELD_STRING), both still in the text being read:
   when the next label shows that the object ended there, the settle
   hook may take it whole and no object is made; anything else first
   writes them as set_label () and emit_plain_string () would have.  */
enum { HELD_NONE, HELD_LABEL, HELD_STRING };
struct held
{
  int state;
  const char *label, *text;
  size_t label_len, n;
  unsigned long line;           /* the string's */
};

static void
write_held (struct mn_gas_reader *r, struct held *h)
{
  int state = h->state;
  h->state = HELD_NONE;
  if (state == HELD_NONE)
    return;
  set_label (r, h->label, h->label_len);
  if (state == HELD_STRING && !r->unfollowed)
    {
      unsigned long line = r->line;
      size_t all = h->n + 1;
      /* Counted when held: counted again by the write.  */
      r->data_len -= all;
      r->sec_len[r->in_checked] -= all;
      r->line = h->line;
      (void) emit_plain_string (r, h->text, h->n, 1);
      r->line = line;
      operand_done (r);
    }
}

/* Whether a run may hold labels and strings at all: emit_with () would
   take a string there (no subsection, no pending nops), into an
   allocated section.  None of it changes within a run.  */
static inline int
run_may_hold (const struct mn_gas_reader *r)
{
  return r->settle && r->now.sub == 0 && !r->code_padding
         && !r->sec_unalloc[r->in_checked];
}

/* Whether the string after a held label may be held (in a run that
   may): it would start an object of its own marked one_string (no
   object is open after a held label) whose neighbours need not see it
   (reader_licenses () in the plugin and its open_entry_ended () look at
   an object's section neighbour): the newest object is in the same
   section, data ended by a NUL, or there is none yet.  */
static inline int
may_hold_string (const struct mn_gas_reader *r, size_t all)
{
  return r->data_len + all <= MAX_DATA
         && (!r->nobjs || ends_entry_in (obj_at (r, r->nobjs - 1),
                                         (size_t) r->in_checked));
}

/* GCC's own lines in a checked section (outside #APP), whole lines from
   P to END (a newline at END[-1]), in checked_run_now (): ".type" and
   ".size" (they write nothing), a label alone on its line, and a .string
   or .ascii whose text holds no escape and no quote, read a run at a
   time without line ()'s way there (a newline search and its tests a
   line: four lines of each MODULE_ALIAS).  Each is taken only in the
   form GCC writes it (a tab, the directive, a tab; "NAME:") and only
   when nothing else on the line can start a statement, a comment, a
   string or a label: then gas reads it as that one statement, and the
   full path would do just this.  Any other line, and the last ones of a
   feed, go to line ().  With skimming off every line does, so the tests
   that compare the accounts compare this too.  With a settle hook, a
   label and the string after it are held (struct held).  Returns the
   first line not read.  */
static inline __attribute__ ((always_inline)) const char *
checked_run_with (struct mn_gas_reader *r, const char *p, const char *end,
                  const char *(*names) (const char *, const char *),
                  const char *(*texts) (const char *, const char *),
                  const char *(*syms) (const char *, const char *))
{
  struct held h;
  int hold = run_may_hold (r);
  h.state = HELD_NONE;
  while (end - p >= 12)
    {
      const char *q, *nl;
      if (p[0] == '\t' && p[1] == '.')
        {
          if (memcmp (p + 2, "type\t", 5) == 0
              || memcmp (p + 2, "size\t", 5) == 0)
            {
              nl = names (p + 7, end);
              if (*nl != '\n')
                break;
              r->floor = p;
              r->line++;
            }
          else if (memcmp (p + 2, "string\t\"", 8) == 0
                   || memcmp (p + 2, "ascii\t\"", 7) == 0)
            {
              int nul = p[2] == 's';
              const char *text = p + (nul ? 10 : 9);
              size_t n;
              q = texts (text, end);
              if (*q != '"' || q[1] != '\n')
                break;
              nl = q + 1;
              r->floor = p;
              r->line++;
              n = (size_t) (q - text);
              if (h.state == HELD_LABEL && nul && n
                  && may_hold_string (r, n + 1))
                {
                  h.state = HELD_STRING;
                  h.text = text;
                  h.n = n;
                  h.line = r->line;
                  r->data_len += n + 1;
                  r->sec_len[r->in_checked] += n + 1;
                }
              else
                {
                  write_held (r, &h);
                  (void) emit_plain_string (r, text, n, nul);
                  if (r->unfollowed)
                    return nl + 1;
                  operand_done (r);
                }
            }
          else
            break;
        }
      else
        {
          size_t n;
          q = syms (p, end);
          if (*q != ':' || q == p || q[1] != '\n')
            break;
          nl = q + 1;
          r->floor = p;
          r->line++;
          n = (size_t) (q - p);
          if (h.state == HELD_STRING)
            {
              if (r->settle (r->settle_ctx, h.text, h.n))
                h.state = HELD_NONE;
              else
                write_held (r, &h);
              if (r->unfollowed)
                return nl + 1;
            }
          /* As set_label () would: a second label at one place names
             nothing; a local one never does.  */
          if (h.state == HELD_LABEL)
            ;
          else if (hold && !r->pending_label && names_objects (p, n))
            {
              close_object (r);
              h.state = HELD_LABEL;
              h.label = p;
              h.label_len = n;
            }
          else
            set_label (r, p, n);
          if (r->unfollowed)
            return nl + 1;
        }
      p = nl + 1;
    }
  write_held (r, &h);
  return p;
}

static const char *
checked_run_portable (struct mn_gas_reader *r, const char *p, const char *end)
{
  return checked_run_with (r, p, end, name_stop, text_stop, first_non_sym);
}

#ifdef MN_SKIM_AVX2
static __attribute__ ((target ("avx2"))) const char *
checked_run_avx2 (struct mn_gas_reader *r, const char *p, const char *end)
{
  return checked_run_with (r, p, end, name_stop_avx2, text_stop_avx2,
                           first_non_sym_avx2);
}
#endif

static const char *
checked_run (struct mn_gas_reader *r, const char *p, const char *end)
{
#ifdef MN_SKIM_AVX2
  if (r->wide)
    return checked_run_avx2 (r, p, end);
#endif
  return checked_run_portable (r, p, end);
}

/* x86: a comment closed on its line leaves gas's scrubber reading
   operands (i386's '/' starts line comments, and app.c then ends a
   comment in its operand state): the blanks after the comment and a
   blank pending before it go, so "a", a comment, "b" read as "ab", and
   ".push", a comment, "section" as ".pushsection".  Only a blank it
   wrote before the comment stays: the one after the statement's first
   word.  FROM..TO (no blank at TO - 1) is the statement's text before
   the comment; whether the scrubber wrote the blank after it.  */
static int
scrub_wrote_blank (const struct mn_gas_reader *r, const char *from,
                   const char *to)
{
  enum { START, WORD, OPERANDS } state = START;
  const char *q;
  if (r->scrub_operands || from == to)
    return 0;
  for (q = from; q < to; q++)
    {
      if (is_blank (*q))
        {
          const char *n = q;
          while (n < to && is_blank (*n))
            n++;
          if (state == WORD && n < to && *n == ':')
            state = START;          /* "x :" is a label */
          else if (state == WORD)
            state = OPERANDS;
          q = n < to && *n == ':' ? n : n - 1;
        }
      else if (*q == ':')
        {
          if (state != OPERANDS)
            state = START;
        }
      else
        {
          if (*q == '"')
            q = string_close (q + 1, to);
          else if (*q == '\'')
            {
              const char *after = char_constant_end (q, to);
              q = after ? after - 1 : to - 1;
            }
          if (state == START)
            state = WORD;
        }
    }
  return state == WORD;
}

/* Whether read.c reads a quote after C as a string's (see line ()):
   after a blank, a comma or another string.  */
static inline int
string_may_follow (char c)
{
  return is_blank (c) || c == ',' || c == '"';
}

/* Where a statement starts (a line's start, after a ';' or after
   labels: app.c's states 0 and 1) a line comment character starts a
   comment to the line's end: '/' on i386 (not a block comment's), '#'
   on aarch64 ('#' anywhere on i386 and "//" anywhere on aarch64 are
   read elsewhere).  So "x: / ;.data" and ".long 0;# ;.data" switch
   nothing.
   Returns where that comment starts, P_END when there is none, or NULL
   when a block comment that runs on to another line stands first (on
   aarch64 it reads as a blank and the state goes on: not followed).  */
static const char *
statement_comment (const struct mn_gas_reader *r, const char *p,
                   const char *end, const char *p_end)
{
  const char *q;
  for (;;)
    {
      p = skip_blanks (p, end);
      if (p >= end)
        return p_end;
      if (p + 1 < end && p[0] == '/' && p[1] == '*')
        {
          /* i386: the scrubber is in its operand state after one.  */
          if (r->x86)
            return p_end;
          for (q = p + 2; q + 1 < end && !(q[0] == '*' && q[1] == '/'); q++)
            ;
          if (q + 1 >= end)
            return NULL;
          p = q + 2;
          continue;
        }
      if (r->x86 ? *p == '/' : *p == '#')
        return p;
      if (!(q = past_label (p, end, 1, 0, r->x86)))
        return p_end;
      p = q;
    }
}

/* '#', blanks and a digit at P: what app.c takes for a line marker.  */
static int
marker_digit (const char *p, const char *end)
{
  const char *q = p + 1;
  while (q < end && is_blank (*q))
    q++;
  return q < end && *q >= '0' && *q <= '9';
}

/* Whether the line at P is a line marker ('#', blanks and a digit in
   the first column: app.c makes it a .linefile directive and scrubs the
   rest as any statement) that can go on as statements: with a ';' on it
   ('# 1 "x";.section .modinfo' enters .modinfo), or leaving a string or
   a character constant open at its end (the scrubber carries it over
   the newline: GCC writes a file name as it is, so '#line 1 "x\\"'
   makes '# 1 "x\" 1', and the next line's text goes on after it).  */
static int
linefile_splits (const char *p, const char *end)
{
  const char *q;
  if (!marker_digit (p, end))
    return 0;
  q = skip_blanks (p + 1, end);
  if (memchr (q, ';', (size_t) (end - q)))
    return 1;
  for (; q < end; q++)
    if (*q == '\'')
      return 1;
    else if (*q == '"' && (q = string_close (q + 1, end)) >= end)
      return 1;
    /* A comment the tail opens goes on over the next lines.  */
    else if (*q == '/' && q + 1 < end && q[1] == '*')
      return 1;
  return 0;
}

/* A statement starts at S: a comment where it starts ends the line
   there (*END moves to it).  Returns 0 when the reader stopped.  */
static int
statement_starts (struct mn_gas_reader *r, const char *s, const char **end)
{
  const char *c;
  if (r->stmt.len)
    return 1;   /* the statement goes on after a comment */
  c = statement_comment (r, s, *end, *end);
  if (!c)
    {
      unfollowed (r, why_comment);
      return 0;
    }
  *end = c;
  return 1;
}

/* --- plain lines --------------------------------------------------------- */

/* Top-level asm statements (an #APP block without a line marker) reach
   the full reader a line at a time, and most of their lines are plain:
   no comment, no character constant, no backslash, and strings that
   close on the line with no ';' or ':' in them.  Such a line is read
   here as line (), flush () and statement_one () read it, without their
   general paths, which stay for every other line (GCC's own lines and
   the asm in functions, mostly labels and comments, are left to the
   skimmer and to line ()).  With skimming off every line takes the
   general path, so the tests that compare the accounts compare this
   too.  */

/* Lines of up to 64 bytes: bit I of a mark is byte I.  */
struct plain_marks
{
  uint64_t bad;        /* NUL # / ' \ */
  uint64_t quotes, semis, colons;
};

#ifdef MN_SSE2
/* The marks of the 16 bytes at AT, bits 0 to 15; returns the
   newlines.  */
static inline unsigned
plain_marks_at (const char *at, unsigned *bad, unsigned *quotes,
                unsigned *semis, unsigned *colons)
{
  __m128i v = _mm_loadu_si128 ((const __m128i *) (const void *) at);
  /* '\'' and '/' are 0x27 and 0x2f.  */
  __m128i b = _mm_or_si128
    (_mm_or_si128 (_mm_cmpeq_epi8 (v, _mm_setzero_si128 ()),
                   _mm_cmpeq_epi8 (v, _mm_set1_epi8 ('#'))),
     _mm_or_si128 (_mm_cmpeq_epi8 (_mm_or_si128 (v, _mm_set1_epi8 (8)),
                                   _mm_set1_epi8 ('/')),
                   _mm_cmpeq_epi8 (v, _mm_set1_epi8 ('\\'))));
  *bad = (unsigned) _mm_movemask_epi8 (b);
  *quotes = (unsigned) _mm_movemask_epi8
    (_mm_cmpeq_epi8 (v, _mm_set1_epi8 ('"')));
  *semis = (unsigned) _mm_movemask_epi8
    (_mm_cmpeq_epi8 (v, _mm_set1_epi8 (';')));
  *colons = (unsigned) _mm_movemask_epi8
    (_mm_cmpeq_epi8 (v, _mm_set1_epi8 (':')));
  return (unsigned) _mm_movemask_epi8
    (_mm_cmpeq_epi8 (v, _mm_set1_epi8 ('\n')));
}
#endif

/* Whether the line at P with marks M is plain: no bad byte, and its
   quotes pair into strings that line () reads as strings (after a blank
   or a comma) with no ';' in them.  A ':' in a string is no label's:
   its mark is cleared.  */
static inline __attribute__ ((always_inline)) int
plain_marks_ok (const char *p, struct plain_marks *m)
{
  uint64_t quotes = m->quotes, inside = 0;
  if (m->bad)
    return 0;
  while (quotes)
    {
      int a = __builtin_ctzll (quotes), b;
      quotes &= quotes - 1;
      if (!quotes || a == 0
          || !(p[a - 1] == ' ' || p[a - 1] == '\t' || p[a - 1] == ','))
        return 0;
      b = __builtin_ctzll (quotes);
      quotes &= quotes - 1;
      inside |= ((uint64_t) 1 << b) - ((uint64_t) 2 << a);
    }
  m->colons &= ~inside;
  return !(m->semis & inside);
}

/* The 8 bytes at P with bit 5 set in each (lower case for letters).  */
static inline uint64_t
lower8 (const char *p)
{
  uint64_t w;
  memcpy (&w, p, 8);
  return w | 0x2020202020202020ull;
}

/* The section switches top-level asm writes most, in any case, known by
   their bytes as lookup_dir_for () would find them: .section,
   .pushsection, and .popsection and .previous with nothing after them
   in the statement (read.c reads what follows those as a statement of
   its own).  P is at the '.', E the statement's end; *WORD gets the
   name's end.  D_OTHER for any other statement.  */
static inline enum dir
hot_directive (const char *p, const char *e, const char **word)
{
  size_t avail = (size_t) (e - p - 1);   /* bytes after the dot */
  size_t n;
  enum dir d;
  if (avail < 7)
    return D_OTHER;
  if (lower8 (p) == lower8 (".section"))
    n = 7, d = D_SECTION;
  else if (avail < 8)
    return D_OTHER;
  else if (lower8 (p + 1) == lower8 ("previous"))
    n = 8, d = D_PREVIOUS;
  else if (avail >= 10 && lower8 (p + 1) == lower8 ("popsecti")
           && lower8 (p + 3) == lower8 ("psection"))
    n = 10, d = D_POPSECTION;
  else if (avail >= 11 && lower8 (p + 1) == lower8 ("pushsect")
           && lower8 (p + 4) == lower8 ("hsection"))
    n = 11, d = D_PUSHSECTION;
  else
    return D_OTHER;
  if (n < avail && (is_sym (p[1 + n])
                    || d == D_PREVIOUS || d == D_POPSECTION))
    return D_OTHER;
  *word = p + 1 + n;
  return d;
}

/* .ascii or .asciz at P (any case), the entries top-level asm writes
   after their labels, as lookup_dir_for () finds them; *WORD gets the
   name's end.  D_OTHER for any other statement (E its end).  */
static inline enum dir
hot_string_directive (const char *p, const char *e, const char **word)
{
  char c;
  if (e - p < 8 || (lower8 (p) & lower8 ("\xff\xff\xff\xff\xff\0\0\0"))
                   != lower8 (".asci\0\0\0")
      || is_sym (p[6]))
    return D_OTHER;
  /* Bit 5 is set in the mask's other bytes, and in the word's.  */
  c = (char) (p[5] | 0x20);
  if (c != 'z' && c != 'i')
    return D_OTHER;
  *word = p + 6;
  return c == 'z' ? D_ASCIZ : D_ASCII;
}

/* Whether a statement now is read as in plain_statement ().  */
static inline int
plain_state (const struct mn_gas_reader *r)
{
  /* One test of them all: asked before each statement.  */
  return ((r->nmacros | r->stmt.len)
          | (unsigned) (r->macro_depth | r->cond_depth | r->blind
                        | r->semicolon_in_string | r->ended
                        | r->unfollowed)) == 0;
}

/* flush () of the plain statement from S to E in plain_state ();
   LABELLED whether it holds a ':' outside strings.  Returns whether the
   reader's state may have changed.  */
static inline int
plain_statement (struct mn_gas_reader *r, const char *s, const char *e,
                 int labelled)
{
  const char *p = skip_statement_blanks (s, e), *word = NULL, *q, *rest;
  const char *stmt_end = e;
  unsigned pm = 0;
  enum dir d;
  r->scrub_operands = 0;
  if (p >= e)
    return 0;
  if (labelled)
    {
      p = labels (r, p, e, &r->stmt_label, &r->stmt_label_len, &word);
      if (p >= e)
        return 1;
    }
  else
    r->stmt_label = NULL;   /* as labels () leaves it */
  if (*p == '.')
    {
      size_t n;
      if (e - p >= 3)
        pm = prefix_matters[letter_of[(unsigned char) p[1]]]
                           [letter_of[(unsigned char) p[2]]];
      if (r->in_checked < 0
          && (!(pm & (PREFIX_MATTERS | REST_PREFIX))
              || (!(pm & REST_PREFIX) && !third_letter_matters (p, e))))
        return labelled;
      d = D_OTHER;
      if (!labelled)
        d = hot_directive (p, e, &word);
      else if (r->in_checked >= 0)
        d = hot_string_directive (p, e, &word);
      if (d != D_OTHER)
        {
          directive (r, d, p + 1, (size_t) (word - p - 1), word, e);
          return 1;
        }
      if (!labelled)
        word = sym_end (r->floor, p, e);
      rest = pm & REST_PREFIX && word < e
             ? statement_rest (r, p + 1, word, e) : NULL;
      if (rest)
        stmt_end = word;
      n = (size_t) (word - p - 1);
      if (r->in_checked < 0 && !(pm & PREFIX_MATTERS))
        ;
      else if (n == 0 && (q = skip_blanks (word, stmt_end)) < stmt_end
               && *q == '=')
        {
          /* ". = expr" moves the location counter.  */
          if (r->in_checked >= 0)
            unfollowed (r, why_directive);
        }
      else
        directive (r, lookup_dir_for (r, p + 1, n), p + 1, n, word,
                   stmt_end);
      if (rest && !r->unfollowed && !r->ended)
        statement (r, rest, e);
      return 1;
    }
  if (*p == '"')
    {
      unfollowed (r, why_quote);
      return 1;
    }
  if (r->in_checked < 0)
    return labelled;
  if (!labelled)
    {
      word = sym_end (r->floor, p, e);
      if (word == p && brace_starts_name (r->x86, p, e))
        word = sym_end (r->floor, p + 1, e);
    }
  /* An instruction, or a symbol assignment.  */
  q = skip_blanks (word, e);
  if (!(q < e && *q == '='))
    unfollowed (r, why_insn);
  return 1;
}

/* plain_statement () of a statement with no string and no ':', outside
   the checked sections: only a pseudo-op that matters anywhere is read
   (statement_one () returns at once for the others).  Returns whether
   the reader's state may have changed.  */
static inline int
tame_statement (struct mn_gas_reader *r, const char *s, const char *e)
{
  const char *p = skip_statement_blanks (s, e), *word;
  unsigned pm;
  size_t n;
  enum dir d;
  r->scrub_operands = 0;
  if (p >= e)
    return 0;
  r->stmt_label = NULL;   /* as labels () leaves it */
  if (*p != '.' || e - p < 3)
    return 0;
  pm = prefix_matters[letter_of[(unsigned char) p[1]]]
                     [letter_of[(unsigned char) p[2]]];
  if (!(pm & (PREFIX_MATTERS | REST_PREFIX))
      || (!(pm & REST_PREFIX) && !third_letter_matters (p, e)))
    return 0;
  if ((d = hot_directive (p, e, &word)) != D_OTHER)
    {
      directive (r, d, p + 1, (size_t) (word - p - 1), word, e);
      return 1;
    }
  word = sym_end (r->floor, p, e);
  n = (size_t) (word - p - 1);
  if ((pm & REST_PREFIX && word < e) || n == 0)
    plain_statement (r, s, e, 0);   /* a rest, or ". =" */
  else if (pm & PREFIX_MATTERS)
    directive (r, lookup_dir_for (r, p + 1, n), p + 1, n, word, e);
  else
    return 0;
  return 1;
}

/* The statements of a plain line with no string and no ':', from P to
   END, its ';' at SEMIS.  */
static void
tame_statements (struct mn_gas_reader *r, const char *p, const char *end,
                 uint64_t semis)
{
  const char *s, *q;
  int tame = r->in_checked < 0 && plain_state (r);
  for (s = p;; s = q + 1)
    {
      q = semis ? p + __builtin_ctzll (semis) : end;
      semis &= semis - 1;
      if (!tame)
        flush (r, s, q);
      else if (tame_statement (r, s, q))
        r->semicolon_in_string = 0;   /* as flush () leaves it */
      else if (q < end)
        continue;   /* nothing changed */
      if (q >= end)
        return;
      tame = r->in_checked < 0 && plain_state (r);
    }
}

/* The statements of the plain line from P to END (marks M).  */
static inline __attribute__ ((always_inline)) void
plain_statements (struct mn_gas_reader *r, const char *p, const char *end,
                  uint64_t semis, uint64_t colons)
{
  const char *s, *q;
  for (s = p;; s = q + 1)
    {
      uint64_t upto = semis ? semis ^ (semis - 1) : ~(uint64_t) 0;
      q = semis ? p + __builtin_ctzll (semis) : end;
      semis &= semis - 1;
      if (plain_state (r))
        {
          r->plain_text = 1;
          plain_statement (r, s, q, (colons & upto) != 0);
          r->plain_text = 0;
          r->semicolon_in_string = 0;   /* as flush () leaves it */
        }
      else
        flush (r, s, q);
      colons &= ~upto;
      if (q >= end)
        return;
    }
}

/* Counts the plain line read.  */
static inline void
plain_line_read (struct mn_gas_reader *r)
{
  r->floor = r->feed_start;   /* the line is in the text fed */
  r->line++;
  if (r->in_app && r->block_state == 2)
    r->toplevel_lines++;
}

/* plain_line () of a line of 65 to 127 bytes (a .modinfo entry with its
   section switch and label is about 90), M the marks of its first 64,
   MORE those of the rest: two lines of 64 at most, split at a ';', hold
   the same statements, as strings in a plain line hold none.  */
static __attribute__ ((noinline)) int
plain_long_line (struct mn_gas_reader *r, const char *p, const char *end,
                 struct plain_marks *m, const struct plain_marks *more)
{
  int n = (int) (end - p), k;
  struct plain_marks tail;
  uint64_t before;
  if (!m->semis)
    return 0;
  /* The last ';' of the first 64 bytes; the marks after it.  */
  k = 63 - __builtin_clzll (m->semis);
  if (n - k - 1 > 64)
    return 0;
  if (k == 63)
    tail = *more;
  else
    {
      tail.bad = m->bad >> (k + 1) | more->bad << (63 - k);
      tail.quotes = m->quotes >> (k + 1) | more->quotes << (63 - k);
      tail.semis = m->semis >> (k + 1) | more->semis << (63 - k);
      tail.colons = m->colons >> (k + 1) | more->colons << (63 - k);
    }
  if (!plain_marks_ok (p + k + 1, &tail))
    return 0;
  before = ((uint64_t) 1 << k) - 1;
  m->bad &= before;
  m->quotes &= before;
  m->semis &= before;
  m->colons &= before;
  if (!plain_marks_ok (p, m))
    return 0;
  plain_line_read (r);
  plain_statements (r, p, p + k, m->semis, m->colons);
  plain_statements (r, p + k + 1, end, tail.semis, tail.colons);
  return 1;
}

/* line () of a plain line of up to 64 bytes with marks M, in
   plain_line_now (): read, or 0 (nothing read).  */
static __attribute__ ((noinline)) int
plain_line (struct mn_gas_reader *r, const char *p, const char *end,
            struct plain_marks *m)
{
  if (!plain_marks_ok (p, m))
    return 0;
  plain_line_read (r);
  plain_statements (r, p, end, m->semis, m->colons);
  return 1;
}

/* Whether line () would read the next line as plain_line () does, it
   being of top-level asm or one the skimmer handed over (the skimmer
   runs in quiet (), never at the first line of an #APP block, which
   tells a function's asm from top-level asm).  */
static inline int
plain_line_ok (const struct mn_gas_reader *r)
{
  return r->skim && !(r->ended | r->unfollowed | r->in_comment);
}

/* Whether the next line is one of top-level asm statements (block_state
   2: many of them, one line each or a few) and the reader is where line ()
   would hand it to plain_line ().  The asm in functions (a few lines each,
   mostly with labels and comments) and GCC's own lines are left to the
   skimmer and to line ().  */
static inline int
plain_line_now (const struct mn_gas_reader *r)
{
  return r->in_app && r->block_state == 2 && plain_line_ok (r);
}

/* The newline of the line at P within its first 64 bytes (before END),
   or -1; the marks of the bytes before it (of the first 64 when it is
   not there and END is further) in *M.  */
static inline int
tame_scan (const char *p, const char *end, struct plain_marks *m)
{
  int i;
  m->bad = m->quotes = m->semis = m->colons = 0;
#ifdef MN_SSE2
  for (i = 0; i < 64 && end - p - i >= 16; i += 16)
    {
      unsigned b, qu, se, co, nl = plain_marks_at (p + i, &b, &qu, &se, &co);
      m->bad |= (uint64_t) b << i;
      m->quotes |= (uint64_t) qu << i;
      m->semis |= (uint64_t) se << i;
      m->colons |= (uint64_t) co << i;
      if (nl)
        {
          int n = i + __builtin_ctz (nl);
          uint64_t below = ((uint64_t) 1 << n) - 1;
          m->bad &= below;
          m->quotes &= below;
          m->semis &= below;
          m->colons &= below;
          return n;
        }
    }
#else
  for (i = 0; i < 64 && i < end - p; i++)
    {
      uint64_t bit = (uint64_t) 1 << i;
      switch (p[i])
        {
        case '\n':
          return i;
        case ';':
          m->semis |= bit;
          break;
        case '"':
          m->quotes |= bit;
          break;
        case ':':
          m->colons |= bit;
          break;
        case '\0': case '#': case '\'': case '/': case '\\':
          m->bad |= bit;
          break;
        default:
          break;
        }
    }
#endif
  return -1;
}

#ifdef MN_SKIM_AVX2
/* tame_scan () 32 bytes at a time; -2 when the loads would pass END
   first.  */
static __attribute__ ((target ("avx2"))) int
tame_scan_avx2 (const char *p, const char *end, struct plain_marks *m)
{
  uint64_t bad = 0, quotes = 0, semis = 0, colons = 0;
  int i;
  for (i = 0; i < 64; i += 32)
    {
      __m256i v, b;
      uint32_t nl;
      if (end - p - i < 32)
        return -2;
      v = _mm256_loadu_si256 ((const __m256i *) (const void *) (p + i));
      /* '\'' and '/' are 0x27 and 0x2f.  */
      b = _mm256_or_si256
        (_mm256_or_si256 (_mm256_cmpeq_epi8 (v, _mm256_setzero_si256 ()),
                          _mm256_cmpeq_epi8 (v, _mm256_set1_epi8 ('#'))),
         _mm256_or_si256
         (_mm256_cmpeq_epi8 (_mm256_or_si256 (v, _mm256_set1_epi8 (8)),
                             _mm256_set1_epi8 ('/')),
          _mm256_cmpeq_epi8 (v, _mm256_set1_epi8 ('\\'))));
      nl = (uint32_t) _mm256_movemask_epi8
        (_mm256_cmpeq_epi8 (v, _mm256_set1_epi8 ('\n')));
      bad |= (uint64_t) (uint32_t) _mm256_movemask_epi8 (b) << i;
      quotes |= (uint64_t) (uint32_t) _mm256_movemask_epi8
        (_mm256_cmpeq_epi8 (v, _mm256_set1_epi8 ('"'))) << i;
      semis |= (uint64_t) (uint32_t) _mm256_movemask_epi8
        (_mm256_cmpeq_epi8 (v, _mm256_set1_epi8 (';'))) << i;
      colons |= (uint64_t) (uint32_t) _mm256_movemask_epi8
        (_mm256_cmpeq_epi8 (v, _mm256_set1_epi8 (':'))) << i;
      if (nl)
        {
          int n = i + __builtin_ctz (nl);
          uint64_t below = ((uint64_t) 1 << n) - 1;
          m->bad = bad & below;
          m->quotes = quotes & below;
          m->semis = semis & below;
          m->colons = colons & below;
          return n;
        }
    }
  m->bad = bad;
  m->quotes = quotes;
  m->semis = semis;
  m->colons = colons;
  return -1;
}
#endif

/* line () of the line at P, in plain_line_now (), when it is plain, found
   by one look at its bytes and its newline (all before END).  Returns
   where the next line starts, or NULL (nothing read).  */
static inline __attribute__ ((always_inline)) const char *
plain_feed_line (struct mn_gas_reader *r, const char *p, const char *end)
{
  struct plain_marks m;
  int n = -1;
#ifdef MN_SKIM_AVX2
  if (r->wide)
    n = tame_scan_avx2 (p, end, &m);
  if (n == -2 || !r->wide)
#endif
    n = tame_scan (p, end, &m);
  if (n == -1 && end - p > 64)
    {
      /* No newline in the first 64 bytes (all looked at): the next 64.  */
      struct plain_marks more;
      if (m.bad)
        return NULL;
      n = -1;
#ifdef MN_SKIM_AVX2
      if (r->wide)
        n = tame_scan_avx2 (p + 64, end, &more);
      if (n == -2 || !r->wide)
#endif
        n = tame_scan (p + 64, end, &more);
      return n >= 0 && plain_long_line (r, p, p + 64 + n, &m, &more)
             ? p + 65 + n : NULL;
    }
  if (n < 0)
    return NULL;
  if (m.bad | m.quotes | m.colons)
    return plain_line (r, p, p + n, &m) ? p + n + 1 : NULL;
  plain_line_read (r);
  tame_statements (r, p, p + n, m.semis);
  return p + n + 1;
}

static void
line (struct mn_gas_reader *r, const char *p, const char *end)
{
  const char *s, *q, *first;
  int hash_comments = r->x86, line_comment;
  /* i386's scrubber turns a character constant into its digits before
     it drops a comment after it: 'A, a comment, then ', is 65 and 44
     joined there, but 'A' and a comma once the comment is gone.  Where
     the last one without its closing quote ends.  */
  const char *open_char_end = NULL;

  r->floor = p;
  r->line++;
  if (r->ended)
    return;
  if (r->in_app)
    {
      if (r->block_state != 1 && !(end - p >= 7
                                   && memcmp (p, "#NO_APP", 7) == 0))
        {
          /* GCC marks a function's asm with "# LINE" right after #APP; a
             block without one holds top-level asm statements.  */
          if (r->block_state == 0 && marker_at (p, end))
            r->block_state = 1;
          else
            {
              struct mn_gas_block *b;
              if (r->block_state == 0 && (b = last_block (r)) != NULL
                  && b->app_block == r->app_block)
                b->app_toplevel = r->toplevel_lines + 1;
              r->block_state = 2;
              r->toplevel_lines++;
            }
        }
    }
  if (r->unfollowed)
    {
      /* Where the blocks are is still followed: what the real assembler
         finds is located by them.  */
      if (end - p >= 2 && (p[0] == '#' || (!r->x86 && p[0] == '/'
                                           && p[1] == '/')))
        comment_line (r, p, end);
      return;
    }
  if (r->in_comment)
    {
      for (q = p; q + 1 < end && !(q[0] == '*' && q[1] == '/'); q++)
        ;
      if (q + 1 >= end)
        return;
      r->in_comment = 0;
      p = q + 2;
      if (r->x86)
        {
          /* The line goes on in the scrubber's operand state.  */
          while (p < end && is_blank (*p))
            p++;
          r->scrub_operands = 1;
        }
    }
  else
    {
      first = skip_blanks (p, end);
      if (first < end
          && (*first == '#'
              || (r->x86 && *first == '/' && (first + 1 >= end
                                             || first[1] != '*'))
              || (!r->x86 && first + 1 < end && first[0] == '/'
                  && first[1] == '/')))
        {
          if (first == p && *p == '#' && linefile_splits (p, end))
            {
              unfollowed (r, why_linefile);
              return;
            }
          if (first == p)
            comment_line (r, p, end);
          return;
        }
    }
  s = p;
  q = p;
  /* Such a comment needs its character on the line.  */
  line_comment = memchr (p, r->x86 ? '/' : '#', (size_t) (end - p)) != NULL;
  if (line_comment && !r->scrub_operands && !statement_starts (r, s, &end))
    return;
  for (; q < end; q++)
    {
      q = find_special (p, q, end);
      if (q >= end)
        break;
      switch (*q)
      {
      case '\0':
        unfollowed (r, why_nul);
        return;
      case '"':
        /* A string is read as one after a blank, a comma or another
           string.  After a name read.c takes the quote for the end of a
           quoted name and drops it; in an unquoted section name it is
           one of the name's bytes: either way gas reads on from inside
           what the scrubber kept as a string ('.long".x;.section
           .modinfo;#"' enters .modinfo).  At a statement's start it is
           a quoted name (statement () refuses that).  */
        {
          char before = q > s ? q[-1]
                        : r->stmt.len ? (char) r->stmt.p[r->stmt.len - 1] : ' ';
          if (!string_may_follow (before))
            {
              unfollowed (r, why_quote);
              return;
            }
        }
        {
          const char *open = q + 1;
          q = string_close (open, end);
          if (memchr (open, 0, (size_t) (q - open)))
            {
              unfollowed (r, why_nul);
              return;
            }
          if (memchr (open, ';', (size_t) (q - open)))
            r->semicolon_in_string = 1;
        }
        if (q >= end)
          {
            /* The scrubber carries the string on, but read.c reads its
               lines on their own (after a name a quote is dropped:
               '.section".modinfo' enters .modinfo) and warns of one
               it reads across a line: left to the assembler.  */
            unfollowed (r, why_string);
            return;
          }
        break;
      case '\'':
        {
          const char *after = char_constant_end (q, end);
          if (!after)
            {
              unfollowed (r, why_char);
              return;
            }
          if (memchr (q, 0, (size_t) (after - q)))
            {
              unfollowed (r, why_nul);
              return;
            }
          if (after[-1] != '\''
              || (after - q == 3 && q[1] == '\\') || after - q < 3)
            open_char_end = after;
          q = after - 1;
        }
        break;
      case ';':
        flush (r, s, q);
        s = q + 1;
        if (line_comment && !statement_starts (r, s, &end))
          return;
        break;
      case '#':
        /* Right after a ';' app.c is where a line starts: '#', blanks
           and a digit there are a line marker, whose tail it scrubs as
           operands ('# 1 "x";.section .modinfo' goes on).  */
        if (q == s && q > p && q[-1] == ';' && !r->stmt.len
            && marker_digit (q, end))
          {
            unfollowed (r, why_linefile);
            return;
          }
        if (hash_comments)
          {
            flush (r, s, q);
            return;
          }
        break;
      case '/':
        if (q + 1 < end && q[1] == '*')
          {
            const char *c = q + 2;
            while (c + 1 < end && !(c[0] == '*' && c[1] == '/'))
              c++;
            if (c + 1 >= end && r->x86)
              {
                /* i386's scrubber writes the comment's newlines where
                   they are: the statement ends here.  */
                flush (r, s, q);
                r->in_comment = 1;
                return;
              }
            if (r->x86)
              {
                const char *t = q;
                int blank;
                while (t > s && is_blank (t[-1]))
                  t--;
                if (t == open_char_end)
                  {
                    /* Joined to what follows the comment: a quote, or
                       a name's or a number's bytes.  */
                    const char *after = c + 1 < end ? c + 2 : end;
                    while (after < end && is_blank (*after))
                      after++;
                    if (after < end && (*after == '\''
                                        || mn_gas_symbol_char (*after)))
                      {
                        unfollowed (r, why_char_comment);
                        return;
                      }
                  }
                blank = t < q && scrub_wrote_blank (r, s, t);
                if (!buf_push (&r->stmt, s, (size_t) (t - s))
                    || (blank && !buf_push (&r->stmt, " ", 1)))
                  unfollowed (r, why_memory);
                r->scrub_operands = 1;
                for (s = c + 2; s < end && is_blank (*s); s++)
                  ;
                q = s - 1;
                break;
              }
            /* Elsewhere a comment reads as a blank, one that goes on
               past this line too: its newlines come after the line
               it ends on.  */
            if (!buf_push (&r->stmt, s, (size_t) (q - s))
                || !buf_push (&r->stmt, " ", 1))
              unfollowed (r, why_memory);
            if (c + 1 >= end)
              {
                r->in_comment = 1;
                return;
              }
            q = c + 1;
            s = c + 2;
          }
        else if (!r->x86 && q + 1 < end && q[1] == '/')
          {
            flush (r, s, q);
            return;
          }
        break;
      default:
        break;
      }
    }
  flush (r, s, end);
}

/* --- the skimmer --------------------------------------------------------- */

/* Most of GCC's output (debug info, code, its own data) is in sections
   that are not checked.  There a line can matter only if a statement on it
   is a directive that matters anywhere (a section switch, macro or loop
   machinery...), or if it changes how later lines are read (an open string
   or comment, GCC's #APP).  While nothing else can matter (quiet ()), the
   skimmer looks at the text 64 bytes at a time, through bit masks, and
   hands to the full reader (line ()) only the lines that hold:
     - a byte that can start or hide a statement: NUL " ' / ; and
       the substitutions of loops and macros, \ & (a string that closes
       on its line, with no \ in it, is passed over);
     - a '#' in the first column (#APP, #NO_APP, GCC's line markers);
     - at a statement's start (after blanks or a label's ':'), a dot, a
       letter that starts a directive that matters and a letter that
       comes second in one (the name is then looked up in full).
   A ':' is no event: outside the checked sections a label defines
   nothing the reader follows, and the statement after it is tested as
   any other ("1:\tcall __fentry__", "%gs:0" and aarch64's ":lo12:" are
   passed over).
   Everything else it counts and passes over: the full reader would do
   nothing with it.  Most blocks hold none of these: a quick look passes
   them whole, and only the others get the exact look.  */

#define K_NL 1
#define K_SPECIAL 2
#define K_FIRST 4
#define K_SECOND 8
#define K_HASH 16
#define K_SLOW 32     /* the quick look's: a byte that needs the exact one */
static unsigned char skim_class[256];
static int skim_ready;   /* every directive that matters starts with two
                            letters: else the skimmer stays off */

/* The quick look at a block: it may ask for the exact look at a block
   that holds nothing, never the other way round.  It asks at a byte
   that needs the exact look anywhere (NUL " # & ' / ; \) and a second
   letter after a dot and a first letter (at the first block of a run,
   after any byte).  */
#ifdef MN_GAS_TABLES_GEN
static const char quick_slow[] = "\"#&'/;\\";
#endif

/* One block's events: the bytes the skimmer must look at (a special
   byte; the second letter after a dot and a first letter; a '#' in the
   first column) and its newlines.  */
struct skim_masks
{
  uint64_t ev, nl;
  uint64_t quote;   /* '"' */
  uint64_t esc;     /* '\\', NUL and ';' (which matter in a string too) */
  unsigned lines;   /* bits set in nl */
};

/* Without -mpopcnt GCC calls libgcc for __builtin_popcountll, and the
   plugin does not link libgcc.  */
static unsigned
count_bits (uint64_t x)
{
  x -= (x >> 1) & 0x5555555555555555ull;
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (unsigned) ((x * 0x0101010101010101ull) >> 56);
}

/* The masks of the 64 bytes at P; P[-2] to P[64] are readable.  */
static inline __attribute__ ((always_inline)) void
skim_masks_scalar (const unsigned char *p, struct skim_masks *m)
{
  int i;
  m->ev = m->nl = m->quote = m->esc = 0;
  for (i = 0; i < 64; i++)
    {
      unsigned c = skim_class[p[i]];
      uint64_t bit = (uint64_t) 1 << i;
      if (c & K_NL)
        m->nl |= bit;
      if ((c & K_SPECIAL)
          || ((c & K_SECOND) && (skim_class[p[i - 1]] & K_FIRST)
              && p[i - 2] == '.')
          || ((c & K_HASH) && p[i - 1] == '\n'))
        m->ev |= bit;
      m->quote |= p[i] == '"' ? bit : 0;
      m->esc |= p[i] == '\\' || p[i] == 0 || p[i] == ';' ? bit : 0;
    }
  m->lines = count_bits (m->nl);
}

/* The portable quick look reads a block byte by byte through a small
   automaton: a dot, then a first letter, then a second letter of a
   directive that matters, or any byte that needs the exact look, end in
   the state QS_HIT; a block that ends there is looked at exactly.  Each
   byte's entry in quick_dfa_class holds its class and, above it, whether
   it is a newline; the states are kept multiplied by QS_STRIDE.  */
enum { QC_OTHER, QC_DOT, QC_FIRST, QC_SECOND, QC_BOTH, QC_SLOW, QC_N };
enum { QS_PLAIN, QS_DOT, QS_DOT_FIRST, QS_HIT, QS_N };
#define QS_STRIDE 8
#define QC_NL 8
static unsigned char quick_dfa_class[256];
static unsigned char quick_dfa[QS_N * QS_STRIDE];
static int quick_dfa_ready;   /* built when the portable skimmer is chosen */

static void
build_quick_dfa (void)
{
  int b, st, cls;
  for (b = 0; b < 256; b++)
    {
      unsigned c = skim_class[b];
      cls = c & K_SLOW ? QC_SLOW
            : b == '.' ? QC_DOT
            : (c & K_FIRST) && (c & K_SECOND) ? QC_BOTH
            : c & K_FIRST ? QC_FIRST
            : c & K_SECOND ? QC_SECOND : QC_OTHER;
      quick_dfa_class[b] = (unsigned char) (cls | (c & K_NL ? QC_NL : 0));
    }
  for (st = 0; st < QS_N; st++)
    for (cls = 0; cls < QC_N; cls++)
      {
        int next;
        if (st == QS_HIT || cls == QC_SLOW
            || (st == QS_DOT_FIRST && (cls == QC_SECOND || cls == QC_BOTH)))
          next = QS_HIT;
        else if (cls == QC_DOT)
          next = QS_DOT;
        else if (st == QS_DOT && (cls == QC_FIRST || cls == QC_BOTH))
          next = QS_DOT_FIRST;
        else
          next = QS_PLAIN;
        quick_dfa[st * QS_STRIDE + cls] = (unsigned char) (next * QS_STRIDE);
      }
  quick_dfa_ready = 1;
}

/* The quick look at the blocks from P while P < LAST, byte by byte
   (P[-2] to LAST[64] are readable): returns the first block that needs
   the exact look, or LAST; the newlines of the blocks passed are added to
   *LINES.  The automaton starts on the two bytes before P, any byte of
   theirs that needs the exact look taken as plain (it is before P).  */
static unsigned
quick_dfa_before (unsigned st, unsigned char b)
{
  unsigned cls = quick_dfa_class[b] & (QC_NL - 1);
  return quick_dfa[st + (cls == QC_SLOW ? QC_OTHER : cls)];
}

static inline __attribute__ ((always_inline)) const unsigned char *
skim_quick_scalar (const unsigned char *p, const unsigned char *last,
                   unsigned long *lines)
{
  unsigned st = quick_dfa_before (quick_dfa_before (QS_PLAIN, p[-2]), p[-1]);
  for (; p < last; p += 64)
    {
      unsigned s = st, nl = 0;
      int i;
#pragma GCC unroll 8
      for (i = 0; i < 64; i++)
        {
          unsigned e = quick_dfa_class[p[i]];
          s = quick_dfa[s + (e & (QC_NL - 1))];
          nl += e / QC_NL;
        }
      if (s == QS_HIT * QS_STRIDE)
        break;
      st = s;
      *lines += nl;
    }
  return p;
}

#ifdef MN_SKIM_AVX2
/* The classes by nibble look-up (vpshufb), each bit a product of a set
   of high and a set of low nibbles: letters a-o and A-O (high nibble 6,
   4), p-z and P-Z (7, 5), and the special bytes by their high nibble (0,
   2, 3, 5).  Both 16-byte lanes hold the same table.  The quick looks'
   tables have the letters by pair (quick_pair ()) and their own bytes.  */
#define NB_FIRST_AO 0x01
#define NB_FIRST_PZ 0x02
#define NB_SECOND_AO 0x04
#define NB_SECOND_PZ 0x08
#define NB_SPECIAL 0xf0
#define NB_FIRST (NB_FIRST_AO | NB_FIRST_PZ)
#define NB_SECOND (NB_SECOND_AO | NB_SECOND_PZ)
#ifdef MN_GAS_TABLES_GEN
static unsigned char nib_lo[32], nib_hi[32];
static unsigned char quick_lo[16], quick_hi[16];

static void
nib_add (unsigned char bit, int c)
{
  nib_lo[c & 15] |= bit;
  nib_lo[16 + (c & 15)] |= bit;
  nib_hi[c >> 4] |= bit;
  nib_hi[16 + (c >> 4)] |= bit;
}

static void
quick_add (unsigned char bit, int c)
{
  quick_lo[c & 15] |= bit;
  quick_hi[c >> 4] |= bit;
}
#endif

/* The quick looks' letters, by pair: a directive's first letter in a-o
   or p-z (each a row of nibbles, so its bit is exact) and the letters
   that come second after that row's first letters.  A letter pair is a
   candidate when both bits of one row are set: QS_* is QF_* two bits up,
   so the test is C & (C1 << 2) (in NB_SECOND).  Most of GCC's '.sleb128'
   is then no candidate ('s' is a p-z first letter, 'l' comes second only
   after a-o ones).  */
#define QF_PZ 0x01
#define QF_AO 0x02
#define QS_PZ (QF_PZ << 2)
#define QS_AO (QF_AO << 2)
/* The look aware of strings masks the pair test with XC_SECOND.  */
typedef char quick_pair_bits_are_nb_second
  [(QS_PZ | QS_AO) == NB_SECOND ? 1 : -1];

#ifdef MN_GAS_TABLES_GEN
static void
quick_pair (int first, int second)
{
  int ao = first <= 'o';
  quick_add (ao ? QF_AO : QF_PZ, first);
  quick_add (ao ? QF_AO : QF_PZ, first - 32);
  quick_add (ao ? QS_AO : QS_PZ, second);
  quick_add (ao ? QS_AO : QS_PZ, second - 32);
}

static unsigned char
special_nibble_bit (int c)
{
  return c >> 4 == 0 ? 0x10 : c >> 4 == 2 ? 0x20 : c >> 4 == 3 ? 0x40 : 0x80;
}
#endif

/* The skimmer's vector constants, each byte repeated, as data: the
   looks are called between calls that clobber every vector register, and
   then read them from memory instead of building each again.  */
enum
{
  XC_LO, XC_HI, XC_LOW4, XC_NL, XC_DOT, XC_HASH, XC_SPECIAL, XC_FIRST,
  XC_SECOND, XC_QUOTE, XC_BACKSLASH, XC_SEMICOLON, XC_QLO, XC_QHI,
  XC_ESC, XC_TOP, XC_N
};
static unsigned char exact_const[XC_N][32] __attribute__ ((aligned (32)));
#define XC(k) _mm256_load_si256 ((const __m256i *) (const void *) exact_const[k])

#ifdef MN_GAS_TABLES_GEN
static void
build_exact_consts (void)
{
  static const struct { int k; unsigned char c; } splat[] = {
    { XC_LOW4, 0x0f }, { XC_NL, '\n' }, { XC_DOT, '.' }, { XC_HASH, '#' },
    { XC_SPECIAL, NB_SPECIAL }, { XC_FIRST, NB_FIRST },
    { XC_SECOND, NB_SECOND }, { XC_QUOTE, '"' },
    { XC_BACKSLASH, '\\' }, { XC_SEMICOLON, ';' }, { XC_ESC, 0xd0 },
    { XC_TOP, 0x70 }
  };
  size_t i;
  memcpy (exact_const[XC_LO], nib_lo, 32);
  memcpy (exact_const[XC_HI], nib_hi, 32);
  memcpy (exact_const[XC_QLO], quick_lo, 16);
  memcpy (exact_const[XC_QLO] + 16, quick_lo, 16);
  memcpy (exact_const[XC_QHI], quick_hi, 16);
  memcpy (exact_const[XC_QHI] + 16, quick_hi, 16);
  for (i = 0; i < sizeof splat / sizeof *splat; i++)
    memset (exact_const[splat[i].k], splat[i].c, 32);
}
#endif

static inline __attribute__ ((always_inline, target ("avx2,popcnt"))) void
skim_masks_avx2 (const unsigned char *p, struct skim_masks *m)
{
  const __m256i lo_t = XC (XC_LO), hi_t = XC (XC_HI), low4 = XC (XC_LOW4);
  const __m256i zero = _mm256_setzero_si256 ();
  const __m256i nl = XC (XC_NL), dot = XC (XC_DOT), hash = XC (XC_HASH);
  const __m256i special = XC (XC_SPECIAL), first = XC (XC_FIRST);
  const __m256i second = XC (XC_SECOND), quote_c = XC (XC_QUOTE);
  const __m256i backslash = XC (XC_BACKSLASH);
  const __m256i semicolon = XC (XC_SEMICOLON);
  uint32_t ev[2], nls[2], quote[2], esc[2];
  int h;
  for (h = 0; h < 2; h++)
    {
      const unsigned char *q = p + 32 * h;
      __m256i v = _mm256_loadu_si256 ((const __m256i *) (const void *) q);
      __m256i v1 = _mm256_loadu_si256 ((const __m256i *) (const void *) (q - 1));
      __m256i v2 = _mm256_loadu_si256 ((const __m256i *) (const void *) (q - 2));
#define MN_CLASSES(x) \
  _mm256_and_si256 (_mm256_shuffle_epi8 (lo_t, _mm256_and_si256 (x, low4)), \
                    _mm256_shuffle_epi8 (hi_t, _mm256_and_si256 \
                                         (_mm256_srli_epi16 (x, 4), low4)))
      __m256i c = MN_CLASSES (v), c1 = MN_CLASSES (v1);
#undef MN_CLASSES
      __m256i no_second = _mm256_cmpeq_epi8 (_mm256_and_si256 (c, second), zero);
      __m256i no_first = _mm256_cmpeq_epi8 (_mm256_and_si256 (c1, first), zero);
      __m256i no_special = _mm256_cmpeq_epi8 (_mm256_and_si256 (c, special), zero);
      __m256i cand = _mm256_andnot_si256
        (no_second, _mm256_andnot_si256 (no_first, _mm256_cmpeq_epi8 (v2, dot)));
      __m256i col0_hash = _mm256_and_si256 (_mm256_cmpeq_epi8 (v, hash),
                                            _mm256_cmpeq_epi8 (v1, nl));
      nls[h] = (uint32_t) _mm256_movemask_epi8 (_mm256_cmpeq_epi8 (v, nl));
      ev[h] = ~(uint32_t) _mm256_movemask_epi8 (no_special)
              | (uint32_t) _mm256_movemask_epi8 (_mm256_or_si256 (cand,
                                                                  col0_hash));
      quote[h] = (uint32_t) _mm256_movemask_epi8 (_mm256_cmpeq_epi8 (v, quote_c));
      esc[h] = (uint32_t) _mm256_movemask_epi8
        (_mm256_or_si256 (_mm256_or_si256 (_mm256_cmpeq_epi8 (v, backslash),
                                           _mm256_cmpeq_epi8 (v, semicolon)),
                          _mm256_cmpeq_epi8 (v, zero)));
    }
  m->ev = ev[0] | (uint64_t) ev[1] << 32;
  m->nl = nls[0] | (uint64_t) nls[1] << 32;
  m->quote = quote[0] | (uint64_t) quote[1] << 32;
  m->esc = esc[0] | (uint64_t) esc[1] << 32;
  m->lines = (unsigned) __builtin_popcountll (m->nl);
}

/* The quick look at 32 bytes at P, C_PREV the classes of the 32 before
   (or all bits, unknown): nonzero bytes where the exact look is needed,
   the classes in *C and the newlines (0xff) in *NL.  The low nibble is
   looked up unmasked: vpshufb gives 0 for a byte with its top bit set,
   and none of the quick look's bytes has it.  */
static inline __attribute__ ((always_inline, target ("avx2,popcnt"))) __m256i
skim_quick_half_avx2 (const unsigned char *p, __m256i c_prev,
                      __m256i *c_out, __m256i *nl)
{
  const __m256i low4 = XC (XC_LOW4);
  __m256i v = _mm256_loadu_si256 ((const __m256i *) (const void *) p);
  __m256i back2 = _mm256_loadu_si256 ((const __m256i *) (const void *) (p - 2));
  __m256i c = _mm256_and_si256
    (_mm256_shuffle_epi8 (XC (XC_QLO), v),
     _mm256_shuffle_epi8 (XC (XC_QHI),
                          _mm256_and_si256 (_mm256_srli_epi16 (v, 4), low4)));
  /* The classes one byte back: C shifted in from C_PREV.  */
  __m256i c1 = _mm256_alignr_epi8 (c, _mm256_permute2x128_si256 (c_prev, c,
                                                                 0x21), 15);
  /* A second letter after a first letter of its row after a dot.  Other
     bits of the product (a special byte's, one of the 16-bit shift's
     carried into the next byte) can only ask for the exact look: the
     quick look tests for any bit.  */
  __m256i cand = _mm256_and_si256
    (_mm256_and_si256 (c, _mm256_slli_epi16 (c1, 2)),
     _mm256_cmpeq_epi8 (back2, XC (XC_DOT)));
  *c_out = c;
  *nl = _mm256_cmpeq_epi8 (v, XC (XC_NL));
  return _mm256_or_si256 (_mm256_and_si256 (c, XC (XC_SPECIAL)), cand);
}

/* The newlines counted in ACC, which added 0xff to a byte for each.  */
static inline __attribute__ ((always_inline, target ("avx2,popcnt")))
unsigned long
newlines_counted_avx2 (__m256i acc)
{
  __m256i zero = _mm256_setzero_si256 ();
  __m256i s = _mm256_sad_epu8 (_mm256_sub_epi8 (zero, acc), zero);
  __m128i t = _mm_add_epi64 (_mm256_castsi256_si128 (s),
                             _mm256_extracti128_si256 (s, 1));
  return (unsigned long) (_mm_cvtsi128_si64 (t)
                          + _mm_extract_epi64 (t, 1));
}

/* Newlines are counted in bytes, two at most a block: a run of 127
   blocks cannot overflow one.  */
#define QUICK_RUN (127 * 64)

static inline __attribute__ ((always_inline, target ("avx2,popcnt")))
const unsigned char *
skim_quick_avx2 (const unsigned char *p, const unsigned char *last,
                 unsigned long *lines)
{
  __m256i c_prev = _mm256_set1_epi8 ((char) 0xff);
  unsigned long n = 0;
  while (p < last)
    {
      const unsigned char *run_end
        = (size_t) (last - p) > QUICK_RUN ? p + QUICK_RUN : last;
      __m256i count = _mm256_setzero_si256 ();
      for (; p < run_end; p += 64)
        {
          __m256i c0, c1, nl0, nl1;
          __m256i bad0 = skim_quick_half_avx2 (p, c_prev, &c0, &nl0);
          __m256i bad1 = skim_quick_half_avx2 (p + 32, c0, &c1, &nl1);
          __m256i bad = _mm256_or_si256 (bad0, bad1);
          if (!_mm256_testz_si256 (bad, bad))
            {
              n += newlines_counted_avx2 (count);
              goto done;
            }
          c_prev = c1;
          count = _mm256_add_epi8 (_mm256_add_epi8 (count, nl0), nl1);
        }
      n += newlines_counted_avx2 (count);
    }
done:
  *lines += n;
  return p;
}
#endif

#ifdef MN_SKIM_AVX2
/* The CPU has AVX2 (and POPCNT, PCLMUL) and the system saves its
   registers.  Asked directly: __builtin_cpu_supports needs libgcc, which
   the plugin does not link.  */
static int
cpu_has_avx2 (void)
{
  unsigned a, b, c, d, lo, hi;
  if (!__get_cpuid (1, &a, &b, &c, &d) || !(c & bit_OSXSAVE) || !(c & bit_AVX)
      || !(c & bit_POPCNT) || !(c & bit_PCLMUL))
    return 0;
  __asm__ ("xgetbv" : "=a" (lo), "=d" (hi) : "c" (0));
  (void) hi;
  if ((lo & 6) != 6)
    return 0;
  return __get_cpuid_count (7, 0, &a, &b, &c, &d) && (b & bit_AVX2);
}
#endif

#ifdef MN_GAS_TABLES_GEN
static void
skim_letter (int c, int cls)
{
  skim_class[c] |= (unsigned char) cls;
  skim_class[c - 32] |= (unsigned char) cls;
#ifdef MN_SKIM_AVX2
  {
    int ao = c <= 'o';
    unsigned char bit = cls == K_FIRST ? (ao ? NB_FIRST_AO : NB_FIRST_PZ)
                                       : (ao ? NB_SECOND_AO : NB_SECOND_PZ);
    nib_add (bit, c);
    nib_add (bit, c - 32);
  }
#endif
}
#endif

typedef const char *skim_fn (struct mn_gas_reader *, const char *,
                             const char *);
static skim_fn skim_portable;
#ifdef MN_SKIM_AVX2
static skim_fn skim_avx2 __attribute__ ((target ("avx2,popcnt,pclmul")));
#endif

#ifdef MN_GAS_TABLES_GEN
static void
build_skim_class (void)
{
  static const char special[] = "\"'/;\\&";
  size_t i;
  skim_ready = 1;
  for (i = 0; directives[i].name; i++)
    {
      const char *n = directives[i].name;
      if (!read_anywhere (directives[i].dir))
        continue;
      if (!(n[0] >= 'a' && n[0] <= 'z' && n[1] >= 'a' && n[1] <= 'z'))
        skim_ready = 0;
      else
        {
          skim_letter (n[0], K_FIRST);
          skim_letter (n[1], K_SECOND);
#ifdef MN_SKIM_AVX2
          quick_pair (n[0], n[1]);
#endif
        }
    }
  skim_class['\n'] |= K_NL;
  skim_class['#'] |= K_HASH;
  skim_class[0] |= K_SPECIAL | K_SLOW;
  for (i = 0; special[i]; i++)
    skim_class[(unsigned char) special[i]] |= K_SPECIAL;
  for (i = 0; quick_slow[i]; i++)
    skim_class[(unsigned char) quick_slow[i]] |= K_SLOW;
#ifdef MN_SKIM_AVX2
  nib_add (special_nibble_bit (0), 0);
  quick_add (special_nibble_bit (0), 0);
  for (i = 0; special[i]; i++)
    nib_add (special_nibble_bit ((unsigned char) special[i]),
             (unsigned char) special[i]);
  for (i = 0; quick_slow[i]; i++)
    quick_add (special_nibble_bit ((unsigned char) quick_slow[i]),
               (unsigned char) quick_slow[i]);
  build_exact_consts ();
#endif
}
#endif

/* The fastest skimmer this CPU runs, chosen once.  */
static skim_fn *
fastest_skimmer (void)
{
  static skim_fn *fastest;
  if (!fastest)
    {
      fastest = skim_portable;
#ifdef MN_SKIM_AVX2
      /* The looks read their vector constants from memory (see
         exact_const); seeing no write to them, the compiler would build
         each again in their loops.  */
      __asm__ ("" : : "r" (exact_const) : "memory");
      if (cpu_has_avx2 ())
        fastest = skim_avx2;
#endif
    }
  return fastest;
}

/* Whether only the lines the skimmer hands over can matter now.  */
static int
quiet (const struct mn_gas_reader *r)
{
  if (!r->skim)
    return 0;
  if (r->ended)
    return 1;
  if (r->unfollowed)
    return !(r->in_app && r->block_state == 0);
  return r->in_checked < 0 && !r->in_comment
         && !r->stmt.len && !r->macro_depth && !r->nmacros
         && !(r->in_app && r->block_state == 0);
}

static uint64_t
bits_below (int i)
{
  return i ? ~(uint64_t) 0 >> (64 - i) : 0;
}

/* Four letters that start only directives that cannot matter, in lower
   case: the candidates GCC writes most (debug strings, .sleb128, .align)
   are passed over without a look-up.  Kept in a small table under a
   multiplier that sends each to a slot of its own.  */
#define HARMLESS_SLOTS 16
static uint32_t harmless_slot[HARMLESS_SLOTS];
static uint32_t harmless_mul;

static inline unsigned
harmless_index (uint32_t w)
{
  return (w * harmless_mul) >> 28;
}

#ifdef MN_GAS_TABLES_GEN
static void
build_harmless_prefixes (void)
{
  static const char *const frequent[] = { "stri", "sleb", "alig", "bali",
                                          "asci", "size" };
  uint32_t words[sizeof frequent / sizeof *frequent];
  size_t i, k, n = 0;
  uint32_t mul;
  for (k = 0; k < sizeof frequent / sizeof *frequent; k++)
    {
      int shared = 0;
      for (i = 0; directives[i].name; i++)
        if (directives[i].name[0] == frequent[k][0]
            && read_anywhere (directives[i].dir)
            && strncmp (directives[i].name, frequent[k], 4) == 0)
          shared = 1;
      if (!shared)
        memcpy (&words[n++], frequent[k], 4);
    }
  /* Odd multipliers until the words fall in slots of their own; with
     none found the table stays empty and every candidate is looked at.  */
  for (mul = 0x9e3779b1u; mul != 0x9e3779b1u + 2 * 4096; mul += 2)
    {
      memset (harmless_slot, 0, sizeof harmless_slot);
      harmless_mul = mul;
      for (k = 0; k < n; k++)
        {
          unsigned s = harmless_index (words[k]);
          if (harmless_slot[s])
            break;
          harmless_slot[s] = words[k];
        }
      if (k == n)
        return;
    }
  memset (harmless_slot, 0, sizeof harmless_slot);
}
#endif

/* Whether the four bytes at NAME start only directives that cannot
   matter (the bytes of a name are never 0 with bit 5 set).  */
static inline int
harmless_word (const unsigned char *name)
{
  uint32_t w;
  memcpy (&w, name, 4);
  w |= 0x20202020u;
  return harmless_slot[harmless_index (w)] == w;
}

/* Whether the name at NAME (before END) starts as only directives that
   cannot matter do.  */
static inline int
harmless_start (const unsigned char *name, const unsigned char *end)
{
  return end - name >= 4 && harmless_word (name);
}

/* Whether NAME is the lower-case WORD of N bytes in any case, as
   lookup_dir () reads names, with no symbol byte after it.  */
static inline int
named (const unsigned char *name, const char *word, size_t n)
{
  size_t i;
  for (i = 0; i < n; i++)
    if ((name[i] | 0x20) != (unsigned char) word[i])
      return 0;
  return !is_sym ((char) name[n]);
}

/* Whether the directive named at NAME (before END) may matter.  Nearly
   every candidate that reaches here is one of GCC's section switches:
   those are known by their bytes, the others looked up.  */
static int
candidate_matters (const unsigned char *name, const unsigned char *end)
{
  const unsigned char *q;
  if (end - name > 11
      && (named (name, "section", 7) || named (name, "previous", 8)
          || named (name, "text", 4) || named (name, "pushsection", 11)
          || named (name, "popsection", 10)))
    return 1;
  for (q = name; q < end && is_sym ((char) *q); q++)
    ;
  return read_anywhere (lookup_dir ((const char *) name,
                                       (size_t) (q - name)));
}

/* Whether an event after bit I of the block at P, on the same line,
   surely hands the line over (any but a letter: quotes are not events):
   the directive's name then need not be looked up.  */
static inline __attribute__ ((always_inline)) int
hard_event_on_line (const unsigned char *p, uint64_t todo, uint64_t nl, int i)
{
  uint64_t nl_after = nl & ~bits_below (i + 1);
  if (nl_after)
    todo &= (nl_after & -nl_after) - 1;
  while (todo)
    {
      int j = __builtin_ctzll (todo);
      todo &= todo - 1;
      if (!is_letter ((char) p[j]))
        return 1;
    }
  return 0;
}

/* The start of the line that holds AT, TEXT being a line start.  Asked
   only when a line that starts before the block is handed over: the full
   reader then reads at least as many bytes of it.  */
static const unsigned char *
line_start (const unsigned char *text, const unsigned char *at)
{
  while (at > text && at[-1] != '\n')
    at--;
  return at;
}

/* Bit I of the result: the parity of bits 0 to I of X.  */
static inline uint64_t
prefix_xor (uint64_t x)
{
  x ^= x << 1;
  x ^= x << 2;
  x ^= x << 4;
  x ^= x << 8;
  x ^= x << 16;
  x ^= x << 32;
  return x;
}

/* Whether only blanks (and form feeds, as read.c reads a statement's
   start) stand between the line start or a label's ':' and AT.  The
   skimmer hands over no line for its labels: their colons are plain
   bytes to it, and what follows one is a statement's start.  */
static int
starts_statement (const unsigned char *text, const unsigned char *at)
{
  while (at > text && (is_blank ((char) at[-1]) || at[-1] == '\f'))
    at--;
  return at == text || at[-1] == '\n' || at[-1] == ':';
}

/* Whether AT starts a statement or follows a blank or a label's ':':
   after some pseudo-ops read.c reads the rest of the line as a statement
   ('.list .section .modinfo', see rest_ops).  */
static int
after_blank (const unsigned char *text, const unsigned char *at)
{
  return at == text || is_blank ((char) at[-1]) || at[-1] == '\f'
         || at[-1] == '\n' || at[-1] == ':';
}

/* Whether read.c may read the opening quote at Q (TEXT a line start at
   or before it) as part of a name: unless after a blank, a comma or
   another string (see line ()), or where a statement starts.  */
/* Whether blanks and then the name of a pseudo-op that leaves the rest
   of its line to read.c (rest_ops) stand before Q, read no further back
   than FLOOR: a quote there starts a statement ('.list ".section"').  */
static int
rest_op_before (const unsigned char *floor, const unsigned char *q)
{
  const unsigned char *e = q, *b;
  while (e > floor && (is_blank ((char) e[-1]) || e[-1] == '\f'))
    e--;
  if (e == q)
    return 0;
  for (b = e; b > floor && e - b <= 18 && is_sym ((char) b[-1])
       && b[-1] != '.'; b--)
    ;
  if (b == floor || b[-1] != '.' || e - b < 4)
    return 0;
  return rest_op_named ((const char *) b, (size_t) (e - b),
                        REST_X86 | REST_AARCH64);
}

/* GCC's own debug strings, the most of the quotes it writes, are
   '.string' and a tab before them: no pseudo-op of rest_ops.  */
static inline int
string_tab_before (const unsigned char *q)
{
  static const char string_tab[8] = { '.', 's', 't', 'r', 'i', 'n', 'g', '\t' };
  uint64_t want, got;
  memcpy (&want, string_tab, 8);
  memcpy (&got, q - 8, 8);
  return got == want;
}

static inline int
after_string_directive (const unsigned char *floor, const unsigned char *q)
{
  return q - floor >= 8 && string_tab_before (q);
}

static int
quote_reads_as_name (const unsigned char *text, const unsigned char *q)
{
  return q == text || !string_may_follow ((char) q[-1])
         || starts_statement (text, q)
         || (!after_string_directive (text, q) && rest_op_before (text, q));
}

#ifdef MN_SKIM_AVX2
/* The look at blocks the quick look stops at, aware of strings: GCC's
   debug strings (.string "name") and the directives whose names only
   start like one that matters (.sleb128, .align) are passed here in
   bulk.  From the block at P while P <= LAST (P[-2] to LAST[65] are
   readable), *IN_STR saying whether a string is open at P: returns the
   first block that may hold something (the exact look then decides) or
   that follows a block with neither strings nor candidates (*CLEAN set:
   the quick look goes on), or the first past LAST.  *IN_STR is then the
   string state there; the newlines passed are added to *LINES.  */
struct strings_half
{
  uint32_t quote, nl;
  uint32_t out;   /* a special byte, or a candidate's second letter */
};

/* The 32 bytes at Q, C_PREV the classes of the 32 before: their masks
   in *M; returns their classes.  A byte's bits are tested by adding
   0x70 with saturation: the class bits that matter here are 0x10-0x80,
   and any of them sets the top bit.  */
static inline __attribute__ ((always_inline, target ("avx2,popcnt"))) __m256i
skim_strings_half_avx2 (const unsigned char *q, __m256i c_prev,
                        struct strings_half *m)
{
  __m256i v = _mm256_loadu_si256 ((const __m256i *) (const void *) q);
  __m256i back2 = _mm256_loadu_si256 ((const __m256i *) (const void *)
                                      (q - 2));
  __m256i low4 = XC (XC_LOW4);
  __m256i c = _mm256_and_si256
    (_mm256_shuffle_epi8 (XC (XC_QLO), v),
     _mm256_shuffle_epi8 (XC (XC_QHI),
                          _mm256_and_si256 (_mm256_srli_epi16 (v, 4), low4)));
  __m256i c1 = _mm256_alignr_epi8 (c, _mm256_permute2x128_si256 (c_prev, c,
                                                                 0x21), 15);
  __m256i nl = _mm256_cmpeq_epi8 (v, XC (XC_NL));
  __m256i no_pair = _mm256_cmpeq_epi8
    (_mm256_and_si256 (_mm256_and_si256 (c, _mm256_slli_epi16 (c1, 2)),
                       XC (XC_SECOND)),
     _mm256_setzero_si256 ());
  /* Any special bit (0x10 and up) carries into the top one; letters'
     bits (up to 0x0f) do not.  */
  __m256i out = _mm256_adds_epu8 (c, XC (XC_TOP));
  m->quote = (uint32_t) _mm256_movemask_epi8
    (_mm256_cmpeq_epi8 (v, XC (XC_QUOTE)));
  m->nl = (uint32_t) _mm256_movemask_epi8 (nl);
  m->out = (uint32_t) _mm256_movemask_epi8
    (_mm256_or_si256 (out, _mm256_andnot_si256
                             (no_pair, _mm256_cmpeq_epi8 (back2,
                                                          XC (XC_DOT)))));
  return c;
}

/* prefix_xor by one carry-less multiply with all bits set.  */
static inline __attribute__ ((always_inline, target ("pclmul"))) uint64_t
prefix_xor_clmul (uint64_t x)
{
  __m128i product = _mm_clmulepi64_si128
    (_mm_cvtsi64_si128 ((long long) x), _mm_set1_epi8 ((char) 0xff), 0);
  return (uint64_t) _mm_cvtsi128_si64 (product);
}

static inline __attribute__ ((always_inline, target ("avx2,popcnt,pclmul")))
const unsigned char *
skim_strings_avx2 (const unsigned char *p, const unsigned char *last,
                   int *in_str, unsigned long *lines, int *clean,
                   const unsigned char *floor)
{
  uint64_t open = (uint64_t) -(int64_t) *in_str;
  unsigned long n = 0;
  __m256i c_prev = _mm256_set1_epi8 ((char) 0xff);
  *clean = 0;
  /* C_PREV unknown at the first block: all bits, candidates wherever a
     dot is two bytes back (the exact look sorts them out).  */
  for (; p <= last; p += 64)
    {
      struct strings_half h0, h1;
      uint64_t quote, nl, inside, out, opening, gcc_own;
      __m256i c0 = skim_strings_half_avx2 (p, c_prev, &h0);
      c_prev = skim_strings_half_avx2 (p + 32, c0, &h1);
      /* A \, NUL or ';' (of the quick look's bytes, high nibble 5, 0
         and 3) needs the exact look in a string and out of one.  */
      if (!_mm256_testz_si256 (_mm256_or_si256 (c0, c_prev), XC (XC_ESC)))
        break;
      quote = h0.quote | (uint64_t) h1.quote << 32;
      nl = h0.nl | (uint64_t) h1.nl << 32;
      inside = prefix_xor_clmul (quote) ^ open;
      if (nl & inside)
        break;
      /* GCC's own strings, passed first (the test below passes them
         too): with 8 bytes before the block readable, without a bound
         check.  The candidate of their '.string' (the 't', six bytes
         back) is passed with them: harmless_word () would pass it.  */
      opening = quote & inside;
      gcc_own = opening;
      if (p - floor >= 8)
        while (opening && string_tab_before (p + __builtin_ctzll (opening)))
          opening &= opening - 1;
      gcc_own &= ~opening;
      /* Outside strings, a special byte needs the exact look, and so
         does a candidate unless its name starts as only harmless ones
         do.  Read as a name from the byte before, a special byte never
         is one: it is the name's second, a letter in every one.  */
      out = (h0.out | (uint64_t) h1.out << 32)
            & ~(inside | quote | gcc_own >> 6);
      while (out)
        {
          int i = __builtin_ctzll (out);
          out &= out - 1;
          if (!harmless_word (p + i - 1))
            goto stop;
        }
      /* An opening quote that is not after a blank, a comma or another
         string, or maybe where a statement starts (GCC writes a name and
         a blank before its strings): the exact look.  */
      while (opening)
        {
          int i = __builtin_ctzll (opening);
          unsigned char c1 = p[i - 1], c2 = p[i - 2];
          opening &= opening - 1;
          if (after_string_directive (floor, p + i))
            continue;
          if (!string_may_follow ((char) c1)
              || (is_blank ((char) c1)
                  && (is_blank ((char) c2) || c2 == '\f' || c2 == '\n'
                      || c2 == ':'
                      || (is_sym ((char) c2)
                          && !after_string_directive (floor, p + i)
                          && rest_op_before (floor, p + i)))))
            goto stop;
        }
      open = (uint64_t) ((int64_t) inside >> 63);
      n += (unsigned) __builtin_popcountll (nl);
      if (!quote && !(h0.out | h1.out) && !open)
        {
          *clean = 1;
          p += 64;
          break;
        }
    }
stop:
  *in_str = (int) (open & 1);
  *lines += n;
  return p;
}
#endif

/* The lines from TEXT (a line start) to END (just after a newline) that
   cannot matter are counted and passed over.  Returns the start of the
   first line that might matter, or END.  A block the quick look passes
   is counted; the others are read through MASKS, event by event.  */
static inline __attribute__ ((always_inline)) const char *
skim_with (struct mn_gas_reader *r, const char *text, const char *end,
           void (*masks) (const unsigned char *, struct skim_masks *),
           const unsigned char *(*quick) (const unsigned char *,
                                          const unsigned char *,
                                          unsigned long *),
           const unsigned char *(*strings) (const unsigned char *,
                                            const unsigned char *, int *,
                                            unsigned long *, int *,
                                            const unsigned char *))
{
  const unsigned char *p = (const unsigned char *) text;
  const unsigned char *e = (const unsigned char *) end;
  const unsigned char *t = p;
  const unsigned char *from, *ls;   /* a byte of the line handed over */
  const unsigned char *feed = (const unsigned char *) r->feed_start;
  unsigned long lines = 0;
  int in_str = 0;                /* a string is open at P */
  /* The look taken first at the next block: the exact one at the first
     block (the skimmer is mostly called again just before another line
     to hand over: many asm statements), the one aware of strings after
     a block with strings or candidates (a run of debug strings), else
     the quick one.  */
  enum { LOOK_QUICK, LOOK_STRINGS, LOOK_EXACT } look = LOOK_EXACT;
  uint64_t inside, opening;
  uint64_t counted = 0;   /* the block's bytes read as lines of their own */
  uint64_t block_todo;
  /* A block with the two bytes before and one after it.  */
  unsigned char copy[2 + 64 + 1];
  struct skim_masks m;

  while (p < e)
    {
      size_t avail = (size_t) (e - p);
      uint64_t valid = ~(uint64_t) 0, todo;
      /* The quick look reads P[-2] to P[64], the one aware of strings
         P[-2] to P[65].  */
      if (avail > 64 && p - 2 >= feed && !in_str && look == LOOK_QUICK)
        {
          p = quick (p, e - 64, &lines);
          if (p >= e)
            break;
          avail = (size_t) (e - p);
        }
      if (strings && avail >= 66 && p - 2 >= feed && look != LOOK_EXACT)
        {
          int clean;
          p = strings (p, e - 66, &in_str, &lines, &clean, t);
          if (clean)
            {
              look = LOOK_QUICK;
              continue;
            }
          if (p >= e)
            break;
          avail = (size_t) (e - p);
        }
      /* The masks read two bytes before a block and one after it: a
         copy gives them where they are not this feed's.  */
      if (avail <= 64 || p - 2 < feed)
        {
          size_t n = avail < 65 ? avail : 65;
          memset (copy, ' ', sizeof copy);
          if (p == t)
            copy[0] = copy[1] = '\n';
          else
            memcpy (copy, p - 2, 2);
          memcpy (copy + 2, p, n);
          masks (copy + 2, &m);
          if (avail < 64)
            valid = bits_below ((int) avail);
        }
      else
        masks (p, &m);
      /* A string's bytes, from its opening quote to before its closing
         one: only a newline, \, NUL or ';' in one matters (gas reads on
         into the next line, or the string needs the full reader, which
         knows the directives that read their strings as strings).  An
         opening quote matters where read.c may take it for part of a
         name.  */
      inside = in_str ? ~(uint64_t) 0 : 0;
      if (m.quote)
        inside ^= prefix_xor (m.quote);
      todo = ((m.ev & ~(inside | m.quote))
              | (inside & (m.nl | m.esc))) & valid;
      for (opening = m.quote & inside & valid; opening;
           opening &= opening - 1)
        if (quote_reads_as_name (t, p + __builtin_ctzll (opening)))
          todo |= opening & -opening;
      look = todo ? LOOK_STRINGS : LOOK_QUICK;
      block_todo = todo;
      counted = 0;
      while (todo)
        {
          int i = __builtin_ctzll (todo);
          unsigned char c = p[i];
          todo &= todo - 1;
          /* A newline, \, NUL or ';' in a string is handed over too: the
             first is on the line of the string's opening quote.  */
          from = p + i;
          if (is_letter ((char) c))
            {
              /* A directive's name at a statement's start matters if it
                 names one that does.  */
              const unsigned char *dot = p + i - 2;
              if (!(!harmless_start (dot + 1, e) && after_blank (t, dot)
                    && (hard_event_on_line (p, todo, m.nl, i)
                        || candidate_matters (dot + 1, e))))
                continue;
            }
          /* The line from LS is handed over, unless it is a plain line
             (mostly one of GCC's section switches): that one is read
             here, and the look goes on after it while only what the
             skimmer hands over can matter.  */
          {
            uint64_t before = m.nl & ~counted & bits_below ((int) (from - p));
            const char *next;
            ls = before ? p + 64 - __builtin_clzll (before)
                 : counted ? p + 64 - __builtin_clzll (counted)
                 : line_start (t, p);
            lines += count_bits (before);
            if (!plain_line_ok (r))
              goto done;
            r->line += lines;
            if (r->in_app && r->block_state == 2 && !r->ended)
              r->toplevel_lines += lines;
            lines = 0;
            next = plain_feed_line (r, (const char *) ls, end);
            if (!next)
              return (const char *) ls;
            if (!quiet (r) || (const unsigned char *) next >= e)
              return next;
            if ((const unsigned char *) next >= p + 64)
              {
                /* The line ends past this block: the look starts again
                   where the next line does.  */
                t = p = (const unsigned char *) next;
                in_str = 0;
                look = LOOK_EXACT;
                goto next_block;
              }
            /* Its newline and those before it are counted.  */
            counted = bits_below ((int) ((const unsigned char *) next - p));
            todo &= ~counted;
          }
        }
      in_str = (int) (inside >> 63);
      if (counted)
        {
          /* As if the look had started after the lines read here.  */
          look = block_todo & ~counted ? LOOK_STRINGS : LOOK_QUICK;
          lines += count_bits (m.nl & valid & ~counted);
        }
      else
        lines += valid == ~(uint64_t) 0 ? m.lines : count_bits (m.nl & valid);
      p += 64;
    next_block:;
    }
  ls = e;

done:
  r->line += lines;
  /* After .end line () counts lines and nothing else.  */
  if (r->in_app && r->block_state == 2 && !r->ended)
    r->toplevel_lines += lines;
  return (const char *) ls;
}

static const char *
skim_portable (struct mn_gas_reader *r, const char *text, const char *end)
{
  return skim_with (r, text, end, skim_masks_scalar, skim_quick_scalar, NULL);
}

#ifdef MN_SKIM_AVX2
static __attribute__ ((target ("avx2,popcnt,pclmul"))) const char *
skim_avx2 (struct mn_gas_reader *r, const char *text, const char *end)
{
  return skim_with (r, text, end, skim_masks_avx2, skim_quick_avx2,
                    skim_strings_avx2);
}
#endif

/* --- the API ------------------------------------------------------------ */

/* Whether a checked section is one gas also fills by itself, from
   directives that name no section (.ident, .version, .stabs, .cfi_*,
   .loc, .gnu_attribute, .lcomm, its own debug info and notes), or one
   BFD makes nobits by its name (.bss.x, .tbss.x, .noinit.x, x86's
   .lbss.x, and .sbss where a target has it): the reader follows none
   of that.  */
static int
checks_gas_own_section (const struct mn_gas_reader *r)
{
  static const char *const own[] = {
    ".comment", ".note", ".stab", ".stabstr", ".eh_frame", ".sframe",
    ".gnu.attributes", ".note.gnu.property", ".note.GNU-stack"
  };
  static const char *const prefixes[] = {
    ".debug_", ".zdebug_", ".bss", ".tbss", ".sbss", ".lbss", ".noinit"
  };
  size_t i, k;
  for (i = 0; i < r->nchecked; i++)
    {
      const char *c = r->checked[i];
      for (k = 0; k < sizeof prefixes / sizeof *prefixes; k++)
        if (strncmp (c, prefixes[k], strlen (prefixes[k])) == 0)
          return 1;
      for (k = 0; k < sizeof own / sizeof *own; k++)
        if (strcmp (c, own[k]) == 0)
          return 1;
    }
  return 0;
}

struct mn_gas_reader *
mn_gas_reader_new (const struct mn_gas_target *target,
                   const char *const *checked, size_t nchecked)
{
  struct mn_gas_reader *r
    = (struct mn_gas_reader *) calloc (1, sizeof *r);
  size_t i;
  if (!r)
    return NULL;
#ifdef MN_GAS_TABLES_GEN
  if (!dir_hash_ready)
    {
      build_char_class ();
      build_dir_hash ();
      build_skim_class ();
      build_harmless_prefixes ();
    }
#endif
  mn_gas_reader_set_skim (r, MN_GAS_SKIM_FAST);
  r->target = *target;
  r->x86 = target->comment_start && strcmp (target->comment_start, "#") == 0;
  r->checked = checked;
  r->nchecked = nchecked;
  r->expand_budget = EXPAND_BUDGET;
  r->sym_comment = target->comment_start
                   && is_sym (target->comment_start[0]);
  r->sec_len = (size_t *) calloc (nchecked ? nchecked : 1, sizeof *r->sec_len);
  r->sec_code = (unsigned char *) calloc (nchecked ? nchecked : 1, 1);
  r->sec_unalloc = (unsigned char *) calloc (nchecked ? nchecked : 1, 1);
  r->entering_alloc = 1;
  r->checked_len = (size_t *) calloc (nchecked ? nchecked : 1,
                                      sizeof *r->checked_len);
  if (!r->sec_len || !r->sec_code || !r->sec_unalloc || !r->checked_len)
    {
      free (r->sec_len);
      free (r->sec_code);
      free (r->sec_unalloc);
      free (r->checked_len);
      free (r);
      return NULL;
    }
  for (i = 0; i < nchecked; i++)
    r->checked_len[i] = strlen (checked[i]);
  r->now = place_of (r, ".text");
  r->prev = r->now;
  r->in_checked = r->now.checked;
  if (r->in_checked >= 0)
    r->now_is_code = section_is_code (r, r->in_checked, 1);
  r->open = -1;
  r->left_open = -1;
  r->left_checked = -1;
  if (checks_gas_own_section (r))
    unfollowed (r, why_gas_writes);
  return r;
}

/* A skim call costs a few hundred instructions: one that passes fewer
   than SKIM_PAYS_FROM lines is a miss.  Lines read in full after MISSES
   misses in a row: none after the first two, then 1, 2, 4... up to
   SKIM_WAIT_MAX.  */
#define SKIM_MISSES_FREE 2
#define SKIM_PAYS_FROM 3
#define SKIM_WAIT_MAX 16
static unsigned
skim_wait_after (unsigned misses)
{
  unsigned k;
  if (misses <= SKIM_MISSES_FREE)
    return 0;
  k = misses - SKIM_MISSES_FREE - 1;
  return k >= 8 || (1u << k) >= SKIM_WAIT_MAX ? SKIM_WAIT_MAX : 1u << k;
}

void
mn_gas_reader_feed (struct mn_gas_reader *r, const char *data, size_t len)
{
  const char *end = data + len, *whole = data;
  r->feed_start = data;
  /* Whole lines end at the last newline: the skimmer takes them.  */
  if (r->skim)
    for (whole = end; whole > data && whole[-1] != '\n'; whole--)
      ;
  while (data < end)
    {
      const char *nl;
      /* Top-level asm statements, a line each: the skimmer would hand
         most over.  */
      if (plain_line_now (r) && !r->pending.len
          && (nl = plain_feed_line (r, data, end)) != NULL)
        {
          data = nl;
          continue;
        }
      if (data < whole && !r->pending.len && checked_run_now (r))
        {
          data = checked_run (r, data, whole);
          if (data >= end)
            return;
          if (data == whole)
            continue;
        }
      if (data < whole && !r->pending.len && quiet (r))
        {
          if (r->skim_wait)
            r->skim_wait--;
          else
            {
              unsigned long from = r->line;
              data = r->skim (r, data, whole);
              if (data >= end)
                return;
              r->skim_misses = r->line - from < SKIM_PAYS_FROM
                               ? r->skim_misses + 1 : 0;
              r->skim_wait = skim_wait_after (r->skim_misses);
            }
        }
      nl = (const char *) memchr (data, '\n', (size_t) (end - data));
      if (!nl)
        {
          if (!buf_push (&r->pending, data, (size_t) (end - data)))
            unfollowed (r, why_memory);
          return;
        }
      if (r->pending.len)
        {
          if (!buf_push (&r->pending, data, (size_t) (nl - data)))
            unfollowed (r, why_memory);
          line (r, (const char *) r->pending.p,
                (const char *) r->pending.p + r->pending.len);
          r->pending.len = 0;
        }
      else
        line (r, data, nl);
      data = nl + 1;
    }
}

void
mn_gas_reader_set_settle (struct mn_gas_reader *r, mn_gas_settle_fn settle,
                          void *ctx)
{
  r->settle = settle;
  r->settle_ctx = ctx;
}

void
mn_gas_reader_set_skim (struct mn_gas_reader *r, enum mn_gas_skim how)
{
  r->skim = !skim_ready || how == MN_GAS_SKIM_OFF ? NULL
            : how == MN_GAS_SKIM_PORTABLE ? skim_portable : fastest_skimmer ();
  r->wide = r->skim && r->skim != skim_portable;
  if (r->skim == skim_portable && !quick_dfa_ready)
    build_quick_dfa ();
}

void
mn_gas_reader_finish (struct mn_gas_reader *r)
{
  size_t i;
  if (r->pending.len)
    {
      line (r, (const char *) r->pending.p,
            (const char *) r->pending.p + r->pending.len);
      r->pending.len = 0;
    }
  if (r->stmt.len)
    unfollowed (r, why_string);
  /* gas stops with an error, or warns and reads on: either way not
     what the reader followed.  */
  if (r->macro_depth)
    unfollowed (r, why_macro);
  if (r->cond_depth)
    unfollowed (r, why_cond);
  end_code_padding (r);
  close_object (r);
  free (r->pub);
  /* Every field is set below: no calloc, whose clearing of a megabyte
     (20 000 entries) cost as much as the copy.  */
  r->pub = (struct mn_gas_object *) malloc ((r->nobjs ? r->nobjs : 1)
                                            * sizeof *r->pub);
  if (!r->pub)
    {
      unfollowed (r, why_memory);
      return;
    }
  /* Number the top-level blocks: those that never had a marker.  */
  for (i = 0; i < r->nobjs; i++)
    {
      const struct obj *o = obj_at (r, i);
      struct mn_gas_object *p = &r->pub[i];
      p->app_toplevel = o->toplevel_line;
      p->app_marker = o->marker;
      p->checked = o->checked;
      p->label = o->label;
      p->line = o->line;
      p->app_block = o->app_block;
      p->app_line = o->app_line;
      p->app_file = o->app_file;
      p->padding = o->padding;
      p->unallocated = o->unallocated;
      p->one_string = o->one_string;
      p->bytes = o->bytes;
      p->len = o->len;
    }
}

size_t
mn_gas_reader_blocks (const struct mn_gas_reader *r,
                      const struct mn_gas_block **blocks)
{
  *blocks = (const struct mn_gas_block *) (const void *) r->blocks.p;
  return r->blocks.len / sizeof **blocks;
}

unsigned long
mn_gas_reader_line (const struct mn_gas_reader *r)
{
  return r->line;
}

size_t
mn_gas_reader_objects (const struct mn_gas_reader *r,
                       const struct mn_gas_object **objects)
{
  *objects = r->pub;
  return r->pub ? r->nobjs : 0;
}

int
mn_gas_reader_unfollowed (const struct mn_gas_reader *r,
                          struct mn_gas_unfollowed *where)
{
  if (r->unfollowed && where)
    *where = r->unf;
  return r->unfollowed;
}

void
mn_gas_reader_free (struct mn_gas_reader *r)
{
  size_t i;
  if (!r)
    return;
  while (r->names)
    {
      struct name_chunk *next = r->names->next;
      free (r->names);
      r->names = next;
    }
  for (i = 0; i < r->nfiles; i++)
    free (r->files[i]);
  for (i = 0; i < r->nmacros; i++)
    {
      free (r->macros[i].name);
      free (r->macros[i].text);
      free (r->macros[i].body);
      free (r->macros[i].params);
      free (r->macros[i].joined);
    }
  free (r->files);
  free (r->blocks.p);
  free (r->macros);
  free (r->macro_body.p);
  for (i = 0; i < r->obj_chunks; i++)
    free (r->obj_chunk[i]);
  free (r->obj_chunk);
  free (r->pub);
  while (r->chunk)
    {
      struct data_chunk *prev = r->chunk->prev;
      free (r->chunk);
      r->chunk = prev;
    }
  free (r->text.p);
  free (r->stack);
  free (r->sec_len);
  free (r->sec_code);
  free (r->sec_unalloc);
  free (r->checked_len);
  free (r->pending.p);
  free (r->stmt.p);
  free ((char *) r->unf.label);
  free (r);
}

/* --- assembler options ------------------------------------------------ */

/* Options after which gas reads and lays out every section as the reader
   follows it: debug information, stack notes, warnings, the instruction
   set.  Anything else may not: --sectname-subst turns "%S" in a section
   name into the current section's, -f drops the scrubber, -R folds .data
   into .text, x86 --divide, -EB, @FILE reads more options, a bare word is
   one more input file; gas also takes any unambiguous abbreviation.  So
   only these exact spellings pass, and an option meant for the other
   target only makes gas fail.  */
static const char *const modelled_options[] = {
  "--noexecstack", "--execstack",
  "-g", "--gen-debug",
  "-gdwarf-2", "-gdwarf-3", "-gdwarf-4", "-gdwarf-5",
  "--gdwarf-2", "--gdwarf-3", "--gdwarf-4", "--gdwarf-5",
  "--gdwarf-sections", "-gdwarf-sections",
  "-W", "--no-warn", "--warn", "--fatal-warnings",
  "--64", "-mrelax-relocations=yes", "-mrelax-relocations=no",
  "-mx86-used-note=yes", "-mx86-used-note=no",
  "-mabi=lp64",
};

/* Options that name a processor or an architecture, with a value of
   names, versions and "+extension" parts.  */
static const char *const modelled_with_value[] = {
  "-march=", "-mcpu=", "-mtune=",
};

int
mn_gas_option_modelled (const struct mn_gas_target *target,
                        const char *option)
{
  size_t i;
  /* The byte order the target has already changes nothing.  */
  if (target && !strcmp (option, target->big_endian ? "-EB" : "-EL"))
    return 1;
  for (i = 0; i < sizeof modelled_options / sizeof *modelled_options; i++)
    if (!strcmp (option, modelled_options[i]))
      return 1;
  for (i = 0; i < sizeof modelled_with_value / sizeof *modelled_with_value;
       i++)
    {
      size_t n = strlen (modelled_with_value[i]);
      const char *v = option + n;
      if (strncmp (option, modelled_with_value[i], n) || !*v)
        continue;
      for (; *v; v++)
        if (!((*v >= 'a' && *v <= 'z') || (*v >= 'A' && *v <= 'Z')
              || (*v >= '0' && *v <= '9') || strchr ("._+-,", *v)))
          return 0;
      return 1;
    }
  return 0;
}

#ifndef MN_GAS_TABLES_GEN
/* The tables the builders above fill, as lib/gen/gas_tables_gen.c
   printed them when the library was built: nothing is built at run
   time (about 45,000 instructions a compile).  */
# include "gas_tables.h"
#endif
