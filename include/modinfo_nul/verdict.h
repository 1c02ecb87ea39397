/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The byte-level verdict on one .modinfo object.  Plain C, no GCC headers:
   shared by the plugin, the unit tests, the fuzzers and other tools.  */
#ifndef MODINFO_NUL_VERDICT_H
#define MODINFO_NUL_VERDICT_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

enum mn_kind {
  MN_OK,              /* exactly one NUL-terminated string */
  MN_EMPTY_OBJECT,    /* zero bytes: not a string at all */
  MN_UNTERMINATED,    /* no NUL: runs into the next entry */
  MN_EMBEDDED_NUL,    /* a NUL followed by non-NUL bytes: text is hidden */
  MN_TRAILING_NULS    /* more than one NUL, but only at the end */
};

struct mn_verdict {
  enum mn_kind kind;
  size_t size;          /* bytes in the object */
  size_t visible_len;   /* what the kernel reads: bytes before the first NUL */
  size_t tag_len;       /* bytes before the first '=' of the visible string,
                           or 0 when it has none */
  size_t hidden_start;  /* MN_EMBEDDED_NUL: first non-NUL byte after it */
  size_t hidden_end;    /* MN_EMBEDDED_NUL: one past the last non-NUL byte */
  size_t extra_nuls;    /* MN_TRAILING_NULS: NULs beyond the terminator */
};

/* Judge the SIZE bytes at BYTES.  BYTES may be NULL when SIZE is 0.  */
void mn_judge (const unsigned char *bytes, size_t size, struct mn_verdict *v);

/* Whether KIND must stop the build (as opposed to a warning).  */
int mn_kind_is_error (enum mn_kind kind);

/* Write N bytes of P to OUT (OUTSZ bytes, NUL-terminated) escaped for a
   quoted message: control bytes, backslash and invalid UTF-8 become C
   escapes, valid UTF-8 stays.  At most MAX_OUT bytes of escaped text are
   kept; when the input does not fit, "..." ends the result.  Returns the
   length written.  OUTSZ should be at least MAX_OUT + 4 (MAX_OUT shrinks
   to fit otherwise; below 4 the result is empty).  */
size_t mn_escape (char *out, size_t outsz, const unsigned char *p, size_t n,
                  size_t max_out);

/* The section an assembler reads from NAME when it is pasted into
   ".section NAME,..." (GCC does that with the section attribute's string).
   Like gas: leading blanks are skipped; a quoted name ends at its closing
   quote and its escapes are decoded; otherwise the name ends at ',', ';',
   a newline, where COMMENT_START (the target's comment sequence, "#" on
   x86, may be NULL) begins, or at blanks followed by a symbol character
   (other blanks gas's scrubber removes, gluing what follows on).  The
   result (at most OUTSZ-1 bytes) goes to OUT; returns its length, or
   (size_t)-1 if it is cut.  */
size_t mn_asm_section_name (const char *name, const char *comment_start,
                            char *out, size_t outsz);

/* gas's view of a character: whether it can be part of a symbol
   (letters, digits, '_', '.', '$', bytes from 0x80), and its value as a hex digit (-1 if
   it is none).  */
int mn_gas_symbol_char (char c);
int mn_gas_hex_value (char c);

/* Decode the gas string escape whose letter or digits start at *P (just
   after the backslash), reading no further than END; advance *P past it
   and return the byte.  */
unsigned char mn_gas_escape (const char **p, const char *end);

/* Whether NAME, read as the assembler will, is one of the NCHECKED names
   (each compared exactly).  */
int mn_section_is_checked (const char *name, const char *comment_start,
                           const char *const *checked, size_t nchecked);

#ifdef __cplusplus
}
#endif

#endif
