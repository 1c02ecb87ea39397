/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The gas reader: follows the text GCC hands to the assembler, in order,
   as gas reads it, and collects every byte written into the checked
   sections.  What it cannot follow exactly it does not guess: it says so,
   and the caller asks the real assembler.  Plain C, no GCC headers.  */
#ifndef MODINFO_NUL_GAS_READER_H
#define MODINFO_NUL_GAS_READER_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The target's assembler syntax.  */
struct mn_gas_target
{
  const char *comment_start;   /* "#" on x86 (also "/" at a line start),
                                  "//" on aarch64 ("#" at a line start) */
  int word_size;               /* bytes of .word: 2 on x86, 4 on aarch64 */
  int big_endian;
};

/* A run of bytes in a checked section that starts at a label, at a
   section switch or after alignment padding.  */
struct mn_gas_object
{
  size_t checked;              /* index into the checked section list */
  const char *label;           /* symbol defined at its first byte, or NULL */
  unsigned long line;          /* stream line of its first byte */
  /* Written inside an #APP block (inline asm): the block's number (1, 2,
     ...; 0 outside any) and GCC's "# LINE "FILE" 1" marker if it had one
     (app_line 0 otherwise).  */
  unsigned long app_block;
  unsigned long app_line;
  const char *app_file;
  /* In an #APP block without a marker (top-level asm, which GCC emits in
     order, each as one tab, its text and a newline): the line number
     within all such blocks' text taken together, from 1; else 0.  */
  unsigned long app_toplevel;
  unsigned long app_marker;    /* stream line of the "# LINE" marker */
  int padding;                 /* alignment fill, not data */
  int unallocated;             /* its section was made without SHF_ALLOC
                                  (no "a" flag), which the module loader
                                  skips */
  /* Its bytes are one string operand with no escape (one of GCC's, or
     of a plain line of top-level asm) and the NUL that ends it: one
     entry, with no other NUL.  */
  int one_string;
  const unsigned char *bytes;
  size_t len;
};

struct mn_gas_reader;

/* CHECKED: the section names (as gas reads them) whose bytes matter.  The
   list must outlive the reader.  */
struct mn_gas_reader *mn_gas_reader_new (const struct mn_gas_target *target,
                                         const char *const *checked,
                                         size_t nchecked);
void mn_gas_reader_free (struct mn_gas_reader *r);

/* Feed the next LEN bytes of the assembly text (any split), then finish
   once at the end.  */
void mn_gas_reader_feed (struct mn_gas_reader *r, const char *data,
                         size_t len);
void mn_gas_reader_finish (struct mn_gas_reader *r);

/* How the reader passes over lines that cannot matter (GCC's own code and
   debug info): FAST (the default) looks at 64 bytes at a time with vector
   instructions where the CPU has them, PORTABLE does the same byte by
   byte; both read GCC's own plain lines in a checked section (.type,
   .size, a label, a .string or .ascii without escapes) by their exact
   form.  OFF reads every line in full.  All three give the same account;
   the tests compare them.  */
enum mn_gas_skim
{
  MN_GAS_SKIM_OFF,
  MN_GAS_SKIM_PORTABLE,
  MN_GAS_SKIM_FAST
};
void mn_gas_reader_set_skim (struct mn_gas_reader *r, enum mn_gas_skim how);

/* Entries the caller has nothing to say of need no object.  When SETTLE
   is set, the reader asks it of each object marked one_string when it
   ends (a label, a section switch, padding, the NUL of an unlabelled
   one, the end), in an allocated section, after data of its section
   that a NUL ended (not padding, nothing left open) or none: TEXT and
   LEN are the bytes before its NUL.  GCC's own labelled strings that
   the skimmer reads (a label, one .string with no escape, the next
   label) are asked before they are made.  Nonzero means the caller
   would pass that object without a word: the reader then keeps none
   for it (its bytes still count in its section).  */
typedef int (*mn_gas_settle_fn) (void *ctx, const char *text, size_t len);
void mn_gas_reader_set_settle (struct mn_gas_reader *r, mn_gas_settle_fn settle,
                               void *ctx);

/* Lines read so far (the line being read is this plus one).  */
unsigned long mn_gas_reader_line (const struct mn_gas_reader *r);

/* After finish: the objects of the checked sections, each section's in
   the order gas lays them out.  */
size_t mn_gas_reader_objects (const struct mn_gas_reader *r,
                              const struct mn_gas_object **objects);

/* Whether the reader could not follow gas where it mattered: then its
   objects are not the truth and the real assembler must be asked.  WHY
   says what (static text), LINE where in the stream; APP_BLOCK, APP_LINE
   and APP_FILE as in mn_gas_object.  Returns 0 when all was followed.  */
struct mn_gas_unfollowed
{
  const char *why;
  unsigned long line;
  unsigned long app_block;
  unsigned long app_line;
  const char *app_file;
  unsigned long app_toplevel;
  unsigned long app_marker;
  long checked;         /* the checked section it happened in, or -1 */
  const char *label;    /* the label of the object being written, if any */
  int machine_code;     /* on an instruction (or no-op fill) in a checked
                           section */
};
int mn_gas_reader_unfollowed (const struct mn_gas_reader *r,
                              struct mn_gas_unfollowed *where);

/* The #APP blocks (inline asm) of the stream in order, still noted after
   the reader stopped following: the real assembler's bytes are located
   by them.  LINE is the stream line of the block's #APP; the rest as in
   mn_gas_object for its first line.  */
struct mn_gas_block
{
  unsigned long line;
  unsigned long app_block;
  unsigned long app_line;
  const char *app_file;
  unsigned long app_toplevel;
  unsigned long app_marker;
};
size_t mn_gas_reader_blocks (const struct mn_gas_reader *r,
                             const struct mn_gas_block **blocks);

/* Whether the reader's account holds when gas is given OPTION (one
   argument, as the driver passes it with -Wa or -Xassembler): 1 for the
   few options known to change nothing it follows, 0 for any other (then
   the real assembler must be asked).  TARGET (or NULL: none) says which
   byte order -EL/-EB leave as it is.  */
int mn_gas_option_modelled (const struct mn_gas_target *target,
                            const char *option);

/* Whether the N bytes at NAME (without its dot, in any case) name a
   pseudo-op of gas 2.40 on the target (X86 nonzero: x86-64, else
   aarch64).  A macro of such a name is never used: the pseudo-op wins.  */
int mn_gas_pseudo_op (int x86, const char *name, size_t n);
/* The target's pseudo-ops one by one, sorted: from *I = 0, each call
   gives the next and moves *I on; NULL after the last.  */
const char *mn_gas_pseudo_op_next (int x86, size_t *i);
/* The pseudo-ops after which read.c reads the rest of the line as the
   next statement (their handlers leave it), one by one as above.  */
const char *mn_gas_rest_op_next (int x86, size_t *i);

#ifdef __cplusplus
}
#endif

#endif
