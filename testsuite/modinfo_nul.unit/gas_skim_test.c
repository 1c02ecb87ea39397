/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Unit tests of the gas reader's skimmer: a line that switches into
   .modinfo, hidden in the ways the skimmer must see, at every offset
   within and across its 64-byte blocks, gives the same account with the
   skimmer off, portable and vector, fed whole and in pieces.
   gas_skim_tests () is called from verdict_test.c's main.  */
#include "modinfo_nul/gas_reader.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int gas_skim_tests (void);

static int skim_failures;

#define MIN(a, b) ((a) < (b) ? (a) : (b))

static const char *const checked[] = { ".modinfo" };

/* Each hides "section .modinfo" from a skimmer that looked only for a
   dot after blanks at a line's start; each then writes "license=GPL\0x".  */
static const struct
{
  const char *name;
  const char *text;
} traps[] = {
  { "plain", "\t.section .modinfo,\"a\"\n" },
  { "upper case", "\t.SECTION .modinfo\n" },
  { "after a label", "lbl: .section .modinfo\n" },
  /* A label's ':' is no event to the skimmer: what follows it is a
     statement's start, with or without blanks.  */
  { "right after a label", "lbl:.section .modinfo\n" },
  { "after labels in code", "1:\tcall f\n\tmovq %gs:0, %rax\n"
                            "2 :x:\t.pushsection .modinfo\n" },
  { "a quoted directive after a label", "lbl: \".section\" .modinfo\n" },
  { "a quoted directive right after a label",
    "\t.string \"ab\"\nlbl:\".section\" .modinfo\n" },
  { "after a string and ;", "\t.string \"a\\\"b\" ; .pushsection .modinfo\n" },
  { "after a comment", "/* x */ .section .modinfo\n" },
  { "carriage return", "\r.section .modinfo\n" },
  { "#APP block", "#APP\n.section .modinfo\n#NO_APP\n" },
  /* The lines the skimmer hands over are read as plain ones where
     line () would do nothing else with them: not the first of an #APP
     block, which tells a function's asm from top-level asm.  */
  { "#APP block after GCC's switches",
    "\t.section __mcount_loc, \"a\",@progbits\n\t.quad 1b\n\t.previous\n"
    "#APP\n\t.long 0\n\t.pushsection .modinfo,\"a\"\n" },
  /* The skimmer reads such lines itself and looks on after them, but
     not once one enters a checked section.  */
  { "GCC's switches, then one into .modinfo",
    "\t.section __mcount_loc, \"a\",@progbits\n\t.quad 1b\n\t.previous\n"
    "\t.text\n\t.section\t.text.unlikely\n\t.section .modinfo,\"a\"\n" },
  /* Top-level asm lines are counted in #APP blocks only.  */
  { "#APP blocks around GCC's switches",
    "#APP\n\t.long 0\n#NO_APP\n\t.section __mcount_loc, \"a\",@progbits\n"
    "\t.quad 1b\n\t.previous\n#APP\n\t.long 0\n\t.pushsection .modinfo,\"a\"\n" },
  { "marked #APP block after GCC's switches",
    "\t.section __mcount_loc, \"a\",@progbits\n\t.previous\n"
    "#APP\n# 5 \"x.c\" 1\n\t.pushsection .modinfo,\"a\"\n" },
  { "string over lines", "\t.ascii \"abc\n.section .modinfo\n\"\n"
                         "\t.section .modinfo\n" },
  /* Counting quotes, the directive is in a string that a comment
     closes; only the escape tells that it is not.  */
  { "escaped quote", "\t.ascii \"\\\"\" ; .section .modinfo # \"\n" },
  { "macro", ".macro m\n.section .modinfo\n.endm\nm\n" },
  /* Nothing is read after .end, where the lines of a top-level block
     are counted as line () counts them: not at all.  */
  { "after .end in a top-level block", "#APP\n.long 0\n.rept 2\n.end\n" },
  /* Among lines the look aware of strings passes: directives that only
     start like one that matters, and strings holding bytes that would
     matter outside one.  */
  { "after look-alikes", "\t.sleb128 1\n\t.balign 1\n\t.Size x,1\n"
                         "\t.SECT .modinfo\n" },
  { "after strings with specials", "\t.string \"a;b#c/d:e'f&g\"\n"
                                   "\t.ascii \".section\" \n"
                                   ".pushsection .modinfo\n" },
  /* Nothing but the directive's name in its block and the next (no
     section name either): the quick look alone must see it, across a
     block boundary too.  */
  { "quiet lines around", "\t.section .modinfo\n\t.text\n@\t.p2align 0\n"
                          "\t.p2align 0\n\t.p2align 0\n\t.p2align 0\n"
                          "\t.p2align 0\n\t.p2align 0\n\t.previous\n"
                          "\t.p2align 0\n\t.p2align 0\n\t.p2align 0\n"
                          "\t.p2align 0\n\t.p2align 0\n\t.p2align 0\n" },
  { "quiet after a string", "\t.section .modinfo\n\t.text\n@\t.string \"x\"\n"
                            "\t.previous\n\t.p2align 0\n\t.p2align 0\n"
                            "\t.p2align 0\n\t.p2align 0\n\t.p2align 0\n"
                            "\t.p2align 0\n\t.p2align 0\n" },
  /* read.c drops a quote right after a name and reads a quoted name
     where a statement starts: no string hides the switch from it.  */
  { "a quote after a name", "\t.long\".x;.section .modinfo;#\"\n" },
  { "a quote after a directive's name",
    "\t.string \"ab\"\n\t.section\".modinfo;#\"\n" },
  { "a quoted directive name", "\t.string \"ab\"\n\t\".section\" .modinfo\n" },
  { "a quoted directive name first", "\".pushsection\" .modinfo\n" },
  { "a ';' in a string skipped", "\t.string \"ab\"\n\t.lflags x,\"x;.section .modinfo;#\"\n" },
  { "a line marker with a ';'", "\t.string \"ab\"\n# 1 \"x\";.section .modinfo\n" },
  { "a switch away made a comment",
    "\t.section .modinfo\n\t.text\n\t.long 0;/ ;.data\n\t.previous\n" },
  { "a quote after punctuation",
    "\t.string \"ab\"\n\t.long 1-\"x;.section .modinfo;.long\"0\n" },
  { "quiet, upper case", "\t.section .modinfo\n\t.text\n@\t.p2align 0\n"
                         "\t.p2align 0\n\t.p2align 0\n\t.p2align 0\n"
                         "\t.p2align 0\n\t.p2align 0\n\t.PREVIOUS\n"
                         "\t.p2align 0\n\t.p2align 0\n\t.p2align 0\n"
                         "\t.p2align 0\n\t.p2align 0\n\t.p2align 0\n" },
};

/* Lines of GCC's debug output, to fill blocks before the trap: with a
   string, and without one (blocks the quick look passes whole).  */
static const char filler[] = "\t.uleb128 0x3\n\t.string \"ftdi_sio\"\n"
                             "\t.byte\t0x1\n\t.long\t.LASF12\n";
static const char plain_filler[] = "\t.uleb128 0x3\n\t.quad\t.LFB12\n"
                                   "\t.byte\t0x1\n\t.long\t.LASF12\n";

static char *
account (const char *text, size_t len, enum mn_gas_skim skim, size_t piece)
{
  static const struct mn_gas_target x86 = { "#", 2, 0 };
  struct mn_gas_reader *r = mn_gas_reader_new (&x86, checked, 1);
  const struct mn_gas_object *objs;
  struct mn_gas_unfollowed u;
  size_t n, i, at, size = 64;
  char *out = (char *) malloc (size), *p;

  if (!r || !out)
    abort ();
  mn_gas_reader_set_skim (r, skim);
  for (at = 0; at < len; at += piece)
    mn_gas_reader_feed (r, text + at, len - at < piece ? len - at : piece);
  mn_gas_reader_finish (r);
  memset (&u, 0, sizeof u);
  if (mn_gas_reader_unfollowed (r, &u))
    {
      snprintf (out, size, "unfollowed at %lu, top-level line %lu", u.line,
                u.app_toplevel);
      mn_gas_reader_free (r);
      return out;
    }
  n = mn_gas_reader_objects (r, &objs);
  p = out;
  *p = 0;
  for (i = 0; i < n; i++)
    {
      size_t need = (size_t) (p - out) + objs[i].len + 32;
      if (need > size)
        {
          size_t off = (size_t) (p - out);
          size = need * 2;
          out = (char *) realloc (out, size);
          if (!out)
            abort ();
          p = out + off;
        }
      /* Where the object is in the asm blocks, as the plugin places
         its findings: line () and the plain-line path keep count alike.  */
      p += sprintf (p, "%lu/%lu/%lu/%lu:", objs[i].line, objs[i].app_block,
                    objs[i].app_toplevel, objs[i].app_marker);
      memcpy (p, objs[i].bytes, objs[i].len);
      p += objs[i].len;
      *p++ = '|';
      *p = 0;
    }
  mn_gas_reader_free (r);
  return out;
}

/* Returns 0, or 1 after printing the failure when REPORT.  */
static int
one (int report, const char *trap_name, const char *trap, size_t pad,
     size_t before, const char *fill)
{
  static const char entry[] = "\t.asciz \"license=GPL\\0x\"\n";
  size_t fill_len = strlen (fill);
  size_t cap = pad + (before + 3) * fill_len + strlen (trap) + 64, len, k;
  char *text = (char *) malloc (cap), *off, *on, *portable, *pieces;
  /* A line of PAD bytes moves the trap across block boundaries: first,
     or where the trap has an '@' (the skimmer starts again after a line
     the full reader took).  */
  const char *at = strchr (trap, '@');
  size_t head = at ? (size_t) (at - trap) : 0;
  int ok;

  if (!text)
    abort ();
  memcpy (text, trap, head);
  len = head;
  memset (text + len, 'x', pad);
  if (pad)
    {
      text[len] = '\t';
      text[len + pad - 1] = '\n';
    }
  len += pad;
  if (at)
    trap = at + 1;
  for (k = 0; k < before; k++)
    {
      memcpy (text + len, fill, fill_len);
      len += fill_len;
    }
  memcpy (text + len, trap, strlen (trap));
  len += strlen (trap);
  memcpy (text + len, entry, sizeof entry - 1);
  len += sizeof entry - 1;
  /* Blocks after it: the trap is seen by the quick look too.  */
  for (k = 0; k < 3; k++)
    {
      memcpy (text + len, plain_filler, sizeof plain_filler - 1);
      len += sizeof plain_filler - 1;
    }

  off = account (text, len, MN_GAS_SKIM_OFF, len ? len : 1);
  portable = account (text, len, MN_GAS_SKIM_PORTABLE, len ? len : 1);
  on = account (text, len, MN_GAS_SKIM_FAST, len ? len : 1);
  pieces = account (text, len, MN_GAS_SKIM_FAST, 61);
  /* The entry is seen, or the reader says it cannot follow (the macro).  */
  ok = (strstr (off, "license=GPL") != NULL
        || strncmp (off, "unfollowed", 10) == 0)
       && strcmp (off, on) == 0
       && strcmp (off, portable) == 0 && strcmp (off, pieces) == 0;
  if (!ok && report)
    printf ("FAIL: skimmer: %s, first line %zu bytes, %zu filler groups:"
              " off '%s' portable '%s' vector '%s' pieces '%s'\n",
              trap_name, pad, before, off, portable, on, pieces);
  free (off);
  free (on);
  free (portable);
  free (pieces);
  free (text);
  return !ok;
}

/* After the reader stops, where the asm blocks are is still noted, read
   in full or skimmed, whole or in pieces: the real assembler's bytes are
   located by them.  Returns the failures.  */
static int
blocks_after_stopping (void)
{
  static const struct mn_gas_target x86 = { "#", 2, 0 };
  static const char head[] = "\t.text\n#APP\n\t.include \"x.s\"\n#NO_APP\n";
  static const char tail[] = "#APP\n# 12 \"f.c\" 1\n\tnop\n# 0 \"\" 2\n#NO_APP\n"
                             "#APP\n\t.long 1\n\t.long 2\n";
  static const enum mn_gas_skim how[] = { MN_GAS_SKIM_OFF,
                                          MN_GAS_SKIM_PORTABLE,
                                          MN_GAS_SKIM_FAST };
  size_t len = 0, k, h, piece, at, fillers = 40;
  unsigned long fn_line = 4 + 4 * fillers + 1;   /* its #APP */
  char *text = (char *) malloc (sizeof head + fillers * sizeof filler
                                + sizeof tail);
  int failed = 0;

  if (!text)
    abort ();
  memcpy (text, head, sizeof head - 1);
  len = sizeof head - 1;
  for (k = 0; k < fillers; k++, len += sizeof filler - 1)
    memcpy (text + len, filler, sizeof filler - 1);
  memcpy (text + len, tail, sizeof tail - 1);
  len += sizeof tail - 1;
  for (h = 0; h < sizeof how / sizeof *how; h++)
    for (piece = 7; piece <= len; piece = piece == len ? len + 1 : len)
      {
        struct mn_gas_reader *r = mn_gas_reader_new (&x86, checked, 1);
        const struct mn_gas_block *b;
        struct mn_gas_unfollowed u;
        size_t n;
        if (!r)
          abort ();
        mn_gas_reader_set_skim (r, how[h]);
        for (at = 0; at < len; at += piece)
          mn_gas_reader_feed (r, text + at, len - at < piece ? len - at : piece);
        mn_gas_reader_finish (r);
        n = mn_gas_reader_blocks (r, &b);
        if (!mn_gas_reader_unfollowed (r, &u) || u.line != 3 || n != 3
            || b[0].line != 2 || b[0].app_toplevel != 1
            || b[1].line != fn_line || b[1].app_toplevel != 0
            || b[1].app_line != 12 || !b[1].app_file
            || strcmp (b[1].app_file, "f.c") != 0
            || b[1].app_marker != fn_line + 1
            || b[2].line != fn_line + 5 || b[2].app_toplevel != 2)
          {
            printf ("FAIL: blocks after stopping: skim %d, pieces of %zu: "
                    "%zu blocks\n", (int) how[h], piece, n);
            failed = 1;
          }
        mn_gas_reader_free (r);
      }
  if (!failed)
    printf ("PASS: blocks after stopping, read in full and skimmed\n");
  free (text);
  return failed;
}

/* GCC's own plain lines in a checked section (.type, .size, a label
   alone, a .string or .ascii without escapes) are read by their exact
   form unless skimming is off: each case, and each near miss that must
   take the full path, gives the same objects both ways, whole and in
   pieces; the exact forms also give what is expected.  Returns the
   failures.  */
static const struct
{
  const char *text;
  const char *expect;   /* the objects' bytes, NUL as '0', '|' after each;
                           NULL: only the same both ways */
} plain_lines[] = {
  { "\t.type\tx, @object\n\t.size\tx, 4\nx:\n\t.string\t\"a=1\"\n",
    "a=10|" },
  { "1:\n\t.string\t\"\"\n", "0|" },
  { "x:\n\t.string\t\"a;b#c/d:e'f@g\"\n", "a;b#c/d:e'f@g0|" },
  { "x:\n\t.string\t\"a\\0b\"\n", "a0b0|" },
  { "x:\n\t.string\t\"a\", \"b\"\n", "a0b0|" },
  { "x:\n\t.string\t\"a\" \"b\"\n", "ab0|" },
  { "x:\n\t.string\t\"a\n\t.string\t\"b\"\n", NULL },
  { "x:\n\t.string\t\"a\\\"\"\n", "a\"0|" },
  { "\t.type\tx, @object; .string \"h\"\nx:\n\t.string\t\"a\"\n", NULL },
  { "\t.type\tx, @object # .string \"h\"\n\t.string\t\"a\"\n", NULL },
  { "\t.size\tx: .byte 66\n\t.string\t\"a\"\n", NULL },
  { "\t.size\tx, 4\n\t.byte 66\n", "B|" },
  { "\t.type\t: .byte 66\n", NULL },
  { "\t.type\tx /* c */ , @object\n\t.byte 67\n", "C|" },
  { "\t.TYPE\tx, @object\n\t.string\t\"a\"\n", "a0|" },
  { "x: \n\t.string\t\"a\"\ny:z:\n\t.string\t\"b\"\n", "a0|b0|" },
  { "x:.string \"a\"\n", "a0|" },
  { "#APP\nx:\n\t.string\t\"a\"\n#NO_APP\n\t.string\t\"b\"\n", "a0b0|" },
  { "\t.string \"a\"\n\t.string\t\"b\"", "a0|b0|" },
  { "x:\n\t.string\t\"a\";.byte 66;.string \"b\"\n", "a0Bb0|" },
  { "x:\n\t.string\t\"\\\"\n\t.byte 66\"\n", NULL },
  { "\t.byte 66; x:\n", "B|" },
  { "\t.byte 66 # x:\n", "B|" },
  { "x:\n\t.ascii\t\"ab\"\n\t.ascii\t\"c\"\n\t.string\t\"d\"\n",
    "abcd0|" },
  { "\t.ascii\t\"\"\n\t.ascii\t\"a\\0\"\n", "a0|" },
  { "\t.asciz\t\"ab\"\n", "ab0|" },
  { "\t.byte\t\"ab\"\n", NULL },
  { "\t.ascii\t\"a\";.byte 66;.ascii \"b\"\n", "aBb|" },
};

static int
plain_checked_lines (void)
{
  static const struct mn_gas_target x86 = { "#", 2, 0 };
  static const char head[] = "\t.section\t.modinfo,\"a\"\n";
  static const enum mn_gas_skim how[] = { MN_GAS_SKIM_OFF,
                                          MN_GAS_SKIM_PORTABLE,
                                          MN_GAS_SKIM_FAST };
  size_t c, h, piece;
  int failed = 0;

  for (c = 0; c < sizeof plain_lines / sizeof *plain_lines; c++)
    {
      char text[256], first[256] = "";
      size_t len = strlen (head) + strlen (plain_lines[c].text);
      if (len >= sizeof text)
        abort ();
      strcpy (text, head);
      strcat (text, plain_lines[c].text);
      for (h = 0; h < sizeof how / sizeof *how; h++)
        for (piece = 1; piece <= len;
             piece = piece == len ? len + 1 : MIN (piece + 7, len))
          {
            struct mn_gas_reader *r = mn_gas_reader_new (&x86, checked, 1);
            const struct mn_gas_object *objs;
            struct mn_gas_unfollowed u;
            char got[256] = "";
            size_t n, i, k, at, g = 0;
            if (!r)
              abort ();
            mn_gas_reader_set_skim (r, how[h]);
            for (at = 0; at < len; at += piece)
              mn_gas_reader_feed (r, text + at,
                                  len - at < piece ? len - at : piece);
            mn_gas_reader_finish (r);
            if (mn_gas_reader_unfollowed (r, &u))
              snprintf (got, sizeof got, "unfollowed at %lu", u.line);
            else
              {
                n = mn_gas_reader_objects (r, &objs);
                for (i = 0; i < n; i++)
                  {
                    for (k = 0; k < objs[i].len && g + 3 < sizeof got; k++)
                      got[g++] = objs[i].bytes[k] ? (char) objs[i].bytes[k]
                                                  : '0';
                    if (g + 2 < sizeof got)
                      got[g++] = '|';
                  }
                got[g] = 0;
              }
            mn_gas_reader_free (r);
            if (h == 0 && piece == 1)
              strcpy (first, got);
            if (strcmp (got, first) != 0
                || (plain_lines[c].expect
                    && strcmp (got, plain_lines[c].expect) != 0))
              {
                printf ("FAIL: plain checked line %zu, skim %d, pieces of "
                        "%zu: '%s' (read in full: '%s')\n", c, (int) how[h],
                        piece, got, first);
                failed = 1;
                h = sizeof how / sizeof *how - 1;
                break;
              }
          }
    }
  if (!failed)
    printf ("PASS: plain checked lines, by their form and in full\n");
  return failed;
}

/* With a settle hook, an object that is one plain string is handed to
   it when it ends (a labelled one of GCC's that the next label ends
   before it is made), and one it settles leaves no object; nothing
   else changes.  */
static int
settle_all_but_licenses (void *ctx, const char *text, size_t len)
{
  ++*(int *) ctx;
  return !(len >= 8 && memcmp (text, "license=", 8) == 0);
}

static int
settle_nothing (void *ctx, const char *text, size_t len)
{
  (void) text;
  (void) len;
  ++*(int *) ctx;
  return 0;
}

/* The objects read from TEXT as "LABEL@LINE:BYTES|" (NUL as '0').  */
static void
settled_account (const char *text, enum mn_gas_skim skim,
                 mn_gas_settle_fn settle, int *asked, char *out, size_t size)
{
  static const struct mn_gas_target x86 = { "#", 2, 0 };
  struct mn_gas_reader *r = mn_gas_reader_new (&x86, checked, 1);
  const struct mn_gas_object *objs;
  size_t n, i, k, g = 0;
  if (!r)
    abort ();
  mn_gas_reader_set_skim (r, skim);
  if (settle)
    mn_gas_reader_set_settle (r, settle, asked);
  mn_gas_reader_feed (r, text, strlen (text));
  mn_gas_reader_finish (r);
  n = mn_gas_reader_objects (r, &objs);
  out[0] = 0;
  for (i = 0; i < n; i++)
    {
      g += (size_t) snprintf (out + g, size - g, "%s@%lu:",
                              objs[i].label ? objs[i].label : "",
                              objs[i].line);
      for (k = 0; k < objs[i].len && g + 2 < size; k++)
        out[g++] = objs[i].bytes[k] ? (char) objs[i].bytes[k] : '0';
      if (g + 2 < size)
        out[g++] = '|';
      out[g] = 0;
    }
  mn_gas_reader_free (r);
}

#define ENTRY(x, v) "\t.type\t" x ", @object\n\t.size\t" x ", 4\n" x ":\n" \
                    "\t.string\t\"" v "\"\n"
static const struct
{
  const char *text;     /* after ".section .modinfo,"a"" unless it
                           starts with a .section of its own */
  const char *expect;   /* skimmed, settling all but licenses */
  int asked;
} settled_cases[] = {
  /* The last one has no label after it in the run: written, and taken
     when the switch away ends it.  */
  { ENTRY ("a", "a=1") ENTRY ("b", "b=2") ENTRY ("c", "c=3") "\t.text\n",
    "", 3 },
  { ENTRY ("a", "a=1") ENTRY ("l", "license=GPL") ENTRY ("c", "c=3")
    "\t.text\n", "l@9:license=GPL0|", 4 },
  /* Not after an entry left open (its text goes on in the next), nor
     after alignment padding.  */
  { "x:\n\t.ascii\t\"lic\"\n" ENTRY ("y", "ense=GPL") ENTRY ("z", "z=1")
    ENTRY ("w", "w=1") "\t.balign 8\n" ENTRY ("v", "v=1")
    ENTRY ("u", "u=1") ENTRY ("t", "t=1"),
    "x@3:lic|y@7:ense=GPL0|@16:0000|v@20:v=10|", 4 },
  /* Several labels: the first names it; a local label none.  */
  { "a:\nb:\n\t.string\t\"a=1\"\nc:\n\t.string\t\"c=1\"\n.LC0:\n"
    "\t.string\t\"d=1\"\ne:\n\t.string\t\"e=1\"\n",
    "", 4 },
  /* A second string goes on with the object: no more one string.  */
  { "a:\n\t.string\t\"a=1\"\n\t.string\t\"b=1\"\nc:\n\t.string\t\"c=1\"\n",
    "a@3:a=10b=10|", 1 },
  /* Only strings, with no escape, in an allocated section (as gas made
     it first: its flags are not changed later).  */
  { "a:\n\t.ascii\t\"a=1\"\nb:\n\t.string\t\"b=\\101\"\nc:\n"
    "\t.string\t\"\"\nd:\n\t.string\t\"d=1\"\n",
    "a@3:a=1|b@5:b=A0|c@7:0|", 1 },
  { "\t.section\t.modinfo,\"\"\n" ENTRY ("a", "a=1") ENTRY ("b", "b=2"),
    "a@5:a=10|b@9:b=20|", 0 },
};
#undef ENTRY

static int
settled_entries (void)
{
  static const char head[] = "\t.section\t.modinfo,\"a\"\n";
  static const enum mn_gas_skim how[] = { MN_GAS_SKIM_PORTABLE,
                                          MN_GAS_SKIM_FAST };
  size_t c, h;
  int failed = 0;
  for (c = 0; c < sizeof settled_cases / sizeof *settled_cases; c++)
    for (h = 0; h < sizeof how / sizeof *how; h++)
      {
        char text[1024], plain[1024], none[1024], got[1024], off[1024];
        int asked = 0, asked_none = 0, off_asked = 0;
        snprintf (text, sizeof text, "%s%s",
                  strncmp (settled_cases[c].text, head, 9) ? head : "",
                  settled_cases[c].text);
        settled_account (text, how[h], NULL, NULL, plain, sizeof plain);
        settled_account (text, how[h], settle_nothing, &asked_none, none,
                         sizeof none);
        settled_account (text, how[h], settle_all_but_licenses, &asked, got,
                         sizeof got);
        /* Read in full, no object is marked one string: none is asked.  */
        settled_account (text, MN_GAS_SKIM_OFF, settle_nothing,
                         &off_asked, off, sizeof off);
        if (strcmp (got, settled_cases[c].expect) != 0
            || asked != settled_cases[c].asked || strcmp (none, plain) != 0
            || off_asked != 0)
          {
            printf ("FAIL: settled entries %zu, skim %d: '%s' (%d asked), "
                    "expected '%s' (%d); settling nothing '%s' (%d asked), "
                    "no hook '%s'\n", c, (int) how[h], got, asked,
                    settled_cases[c].expect, settled_cases[c].asked, none,
                    asked_none, plain);
            failed = 1;
          }
      }
  if (!failed)
    printf ("PASS: settled entries leave no object, and only they\n");
  return failed;
}

/* gas ends a statement at a NUL byte, in a string too: the reader does
   not follow one, wherever it is and however the text comes.  */
static int
nul_bytes (void)
{
  static const struct { const char *name; const char *text; size_t len; }
  cases[] = {
#define NUL_CASE(name, text) { name, text, sizeof text - 1 }
    NUL_CASE ("in a checked string",
              "\t.section\t.modinfo,\"a\"\n\t.string\t\"a=1\0b\"\n"),
    NUL_CASE ("between statements",
              ".section .modinfo\n.byte 1\0 .section .data\n.byte 2\n"),
    NUL_CASE ("in a string elsewhere",
              "\t.text\n\t.string \"x\0\" ; .section .modinfo\n"),
    NUL_CASE ("in a character constant",
              ".section .modinfo\n.byte '\0\n"),
    NUL_CASE ("in a debug line", "\t.text\n\t.uleb128 0x3\0\n")
#undef NUL_CASE
  };
  static const enum mn_gas_skim skims[] = {
    MN_GAS_SKIM_FAST, MN_GAS_SKIM_PORTABLE, MN_GAS_SKIM_OFF
  };
  size_t c, k, piece;
  int failed = 0;
  for (c = 0; c < sizeof cases / sizeof *cases; c++)
    for (k = 0; k < sizeof skims / sizeof *skims; k++)
      for (piece = 1; piece <= cases[c].len; piece++)
        {
          char *got = account (cases[c].text, cases[c].len, skims[k], piece);
          if (strncmp (got, "unfollowed", 10) != 0)
            {
              if (!failed)
                printf ("FAIL: NUL byte %s (skim %d, pieces of %zu): %s\n",
                        cases[c].name, (int) skims[k], piece, got);
              failed = 1;
            }
          free (got);
        }
  if (!failed)
    printf ("PASS: a NUL byte is not followed\n");
  return failed;
}

/* Every x86 pseudo-op, alone on a line among lines the quick look
   passes, at every offset in a block, in either case, right after a
   label or not: the skimmer's
   account equals the full reader's.  The ".previous" after it shows a
   missed section switch (the entry then lands elsewhere).  */
static int
quiet_pseudo_ops (void)
{
  static const char quiet[] = "\t.p2align 0\n";
  static const char tail[] = "\t.asciz \"license=GPL\\0x\"\n";
  size_t i = 0, failed = 0, pad;
  const char *name;
  char text[1024];
  while ((name = mn_gas_pseudo_op_next (1, &i)) != NULL)
    for (pad = 0; pad < 64; pad++)
      {
        char *p = text, *off, *on, *portable, *pieces;
        size_t k, len;
        p += sprintf (p, "\t.section .modinfo\n\t.text\n");
        for (k = 0; k < 6; k++)
          p += sprintf (p, "%s", quiet);
        memset (p, 'x', pad);
        if (pad)
          {
            p[0] = '\t';
            p[pad - 1] = '\n';
          }
        p += pad;
        /* Every other pair of offsets, after a label's ':'.  */
        p += sprintf (p, pad & 2 ? "\t1:." : "\t.");
        for (k = 0; name[k]; k++)
          *p++ = pad & 1 ? (char) toupper ((unsigned char) name[k]) : name[k];
        p += sprintf (p, "\n\t.previous\n%s", tail);
        for (k = 0; k < 8; k++)
          p += sprintf (p, "%s", quiet);
        len = (size_t) (p - text);
        off = account (text, len, MN_GAS_SKIM_OFF, len);
        portable = account (text, len, MN_GAS_SKIM_PORTABLE, len);
        on = account (text, len, MN_GAS_SKIM_FAST, len);
        pieces = account (text, len, MN_GAS_SKIM_FAST, 61);
        if (strcmp (off, on) != 0 || strcmp (off, portable) != 0
            || strcmp (off, pieces) != 0)
          {
            if (!failed)
              printf ("FAIL: quiet pseudo-op .%s, pad %zu: off '%s' "
                      "portable '%s' vector '%s' pieces '%s'\n",
                      name, pad, off, portable, on, pieces);
            failed++;
          }
        free (off);
        free (on);
        free (portable);
        free (pieces);
      }
  if (!failed)
    printf ("PASS: skimmer: every pseudo-op among quiet lines, at every "
            "offset\n");
  return failed != 0;
}

int
gas_skim_tests (void)
{
  size_t t, pad, before;
  skim_failures += nul_bytes ();
  skim_failures += blocks_after_stopping ();
  skim_failures += plain_checked_lines ();
  skim_failures += settled_entries ();
  skim_failures += quiet_pseudo_ops ();
  for (t = 0; t < sizeof traps / sizeof *traps; t++)
    {
      int failed = 0;
      for (before = 0; before < 3; before++)
        for (pad = 0; pad <= 140; pad++)
          failed += one (!failed, traps[t].name, traps[t].text, pad, before,
                         filler)
                    + one (!failed, traps[t].name, traps[t].text, pad,
                           before * 2, plain_filler);
      skim_failures += failed != 0;
      if (!failed)
        printf ("PASS: skimmer: %s, at every offset\n", traps[t].name);
    }
  return skim_failures;
}
