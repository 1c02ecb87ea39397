/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint's parts: options, findings and output, input, the ELF
   model and the checks, tied together by one context.  */
#ifndef MODINFO_LINT_H
#define MODINFO_LINT_H

#include "modinfo_nul/findings.h"
#include "modinfo_nul/policy.h"

#include <gelf.h>
#include <stdarg.h>
#include <stdio.h>

enum lint_format { LINT_TEXT, LINT_JSON, LINT_SARIF };

struct lint_baseline;

struct lint_options
{
  const char **sections;
  size_t nsections;
  int sections_given;           /* --section: say when one is missing */
  struct mn_policy *policy;
  enum lint_format format;
  int quiet, werror, stats;
  unsigned char accept[MN_FK_COUNT];
  struct lint_baseline *baseline;
  FILE *write_baseline;
};

/* One finding, located in a section of the object being checked or (no
   section) in the file as a whole.  */
struct lint_finding
{
  enum mn_message msg;
  enum mn_severity sev;
  char *section;                /* label, NULL for the whole file */
  size_t offset;                /* in the section */
  long long file_offset;        /* in the file on disk, -1 if unknown */
  char *symbol;
  size_t sym_offset;
  char *text;
  size_t seq;
  struct lint_finding *note;    /* a note explaining it, or NULL */
};

struct lint_counts
{
  unsigned long errors, warnings, fatal, accepted;
  unsigned long files, objects, entries;
};

/* Where the bytes of the object being checked come from, for output.  */
struct lint_origin
{
  const char *name;             /* as printed: FILE or ARCHIVE(MEMBER) */
  const char *path;             /* the file on disk holding the bytes */
  long long base;               /* the object's offset in it, -1: none
                                   (compressed) */
  int final_module;             /* named .ko: what the kernel loads */
};

struct lint_ctx
{
  const struct lint_options *opt;
  struct lint_counts counts;
  struct lint_origin origin;
  /* The findings of the object being checked.  */
  struct lint_finding *items;
  size_t nitems, cap;
  unsigned long object_findings;  /* of the object being checked */
  unsigned long file_findings;    /* of the input file being checked */
  size_t file_checked_bytes;      /* checked sections' bytes, this file */
  int first_output;             /* JSON/SARIF: no result printed yet */
  /* Per input file: which checked sections some object had.  */
  unsigned char *section_seen;
};

/* util.c */
void *xmalloc (size_t n);
void *xrealloc (void *p, size_t n);
char *xstrdup (const char *s);
char *xvasprintf (const char *fmt, va_list ap);
char *xasprintf (const char *fmt, ...)
  __attribute__ ((format (printf, 1, 2)));

/* Quoted text for a message: escaped and shortened, in caller storage
   (one per quoted argument).  */
struct lint_quote { char buf[96]; };
const char *lint_q (struct lint_quote *q, const unsigned char *p, size_t n);

/* report.c: gathering findings of the current object.  SECTION is the
   section's label or NULL; FILE_OFFSET the section's offset in the ELF
   image (or -1).  Returns a handle for lint_note.  */
size_t lint_report (struct lint_ctx *ctx, const char *section,
                                  long long sec_file_offset, size_t offset,
                                  const char *symbol, size_t sym_offset,
                                  enum mn_message msg, ...);
/* A note for the finding whose handle is F (0: none, then nothing).  */
void lint_note (struct lint_ctx *ctx, size_t f,
                const char *section, long long sec_file_offset,
                size_t offset, const char *symbol, size_t sym_offset,
                enum mn_message msg, ...);
/* A file that cannot be read (fatal): the words are about I/O.  */
void lint_fatal (struct lint_ctx *ctx, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));

/* output.c */
void lint_output_begin (struct lint_ctx *ctx);
void lint_flush (struct lint_ctx *ctx);
void lint_output_end (struct lint_ctx *ctx);
void lint_json_string (FILE *out, const char *s);

/* baseline.c */
struct lint_baseline *lint_baseline_read (const char *path, char **err);
int lint_baseline_has (const struct lint_baseline *b, const char *kind,
                       const char *file, const char *symbol);
void lint_baseline_free (struct lint_baseline *b);
void lint_baseline_write (FILE *out, const char *kind, const char *file,
                          const char *symbol);

/* input.c */
void lint_check_path (struct lint_ctx *ctx, const char *path);
/* Check every file named in LIST ("-": standard input), one a line.
   KBUILD_DIR: LIST is kbuild's modules.order; its entries are relative
   to KBUILD_DIR (NULL: the current directory) and name .o files whose
   modules are the .ko beside them.  Returns 0 if LIST cannot be read.  */
int lint_check_list (struct lint_ctx *ctx, const char *list,
                     int modules_order, const char *kbuild_dir);

/* check.c: check one ELF object (in an image of IMAGE_SIZE bytes).  */
void lint_check_elf (struct lint_ctx *ctx, Elf *elf, size_t image_size);

#endif
