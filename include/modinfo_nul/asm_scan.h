/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What an assembler-language text writes into the checked sections: a
   small evaluator of gas's section and data directives.  Plain C, no GCC
   headers, fuzzed on its own.  */
#ifndef MODINFO_NUL_ASM_SCAN_H
#define MODINFO_NUL_ASM_SCAN_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct mn_asm_target
{
  const char *comment_start;   /* "#" on x86, "//" on aarch64 */
  int word_size;               /* bytes of .word: 2 on x86, 4 elsewhere */
  int big_endian;
};

enum mn_asm_event_kind
{
  MN_ASM_ENTRY,         /* an entry ended by a NUL, or left unterminated */
  MN_ASM_EMBEDDED_NUL,  /* a string operand hides text after a NUL */
  MN_ASM_UNVERIFIABLE   /* something whose bytes cannot be known here */
};

struct mn_asm_event
{
  enum mn_asm_event_kind kind;
  const char *section;          /* the checked section, as listed */
  unsigned line;                /* 1-based line within the text */
  /* MN_ASM_ENTRY and MN_ASM_EMBEDDED_NUL: the entry as the kernel reads
     it (no NUL inside).  */
  const unsigned char *bytes;
  size_t len;
  int terminated;               /* MN_ASM_ENTRY: ended by a NUL */
  /* MN_ASM_EMBEDDED_NUL: the hidden text after the NUL.  */
  const unsigned char *hidden;
  size_t hidden_len;
  /* MN_ASM_UNVERIFIABLE: what could not be evaluated ("'.incbin'",
     "an operand", "an instruction", ...).  */
  const char *what;
};

typedef void (*mn_asm_callback) (const struct mn_asm_event *ev, void *arg);

/* Whether TEXT could switch sections at all: the cheap test that keeps
   the kernel's many .pushsection-free asm statements from being parsed.
   False means scanning would report nothing.  */
int mn_asm_may_switch_section (const char *text);

/* Scan TEXT, an asm statement's template.  EXTENDED: the template of an
   asm with operands, where "%%" is "%", "%=" a number and other "%"
   sequences operands substituted at emit time.  CB is called for every
   event in a checked section.  */
void mn_asm_scan (const char *text, int extended,
                  const struct mn_asm_target *target,
                  const char *const *checked, size_t nchecked,
                  mn_asm_callback cb, void *arg);

#ifdef __cplusplus
}
#endif

#endif
