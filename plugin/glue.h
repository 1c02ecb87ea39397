/* SPDX-License-Identifier: GPL-2.0-or-later */
/* What the parts of the GCC glue share: the C data checks (c_data.cc),
   the assembly stream (stream.cc), where asm statements are
   (asm_places.cc) and the callbacks (modinfo_nul.cc).  Include after
   gcc_compat.h.  */
#ifndef MODINFO_NUL_GLUE_H
#define MODINFO_NUL_GLUE_H

#include "modinfo_nul/verdict.h"
#include "modinfo_nul/policy.h"
#include "modinfo_nul/gas_reader.h"
#include "options.h"

/* The plugin's own data, declared hidden as -fvisibility=hidden defines
   it: read directly, not through the GOT.  */
#pragma GCC visibility push(hidden)
namespace mn {

/* Every warning of the plugin: about bytes the kernel reads, so one
   placed in a system header is reported too.  The value is warning_at's.  */
#define MN_WARNING(LOC, ...) \
  (__extension__ ({ mn_warnings_in_system_headers mn_shown_there_; \
                    warning_at ((LOC), 0, __VA_ARGS__); }))

/* An error, or a warning under warn-only (which -Werror turns back).  */
#define MN_REPORT(LOC, ...) \
  (options.warn_only ? (void) MN_WARNING (LOC, __VA_ARGS__) \
                     : error_at (LOC, __VA_ARGS__))

/* Escaped, shortened text for a message.  */
struct quoted
{
  char buf[96];
  quoted (const unsigned char *p, size_t n)
  {
    mn_escape (buf, sizeof buf, p, n, 64);
  }
};

/* --- c_data.cc: C declarations in the checked sections ---------------- */

const char *checked_section_of (tree decl);
/* The same for a section named SEC (or NULL).  */
const char *checked_section_named (const char *sec);
void judge_variable (tree decl, const char *sec);
bool deferrable (tree decl, bool no_alias = false);
/* The variable labelled LABEL if its judgement was deferred (and not yet
   made): judged now, its name returned; else NULL.  */
const char *judge_deferred (const char *label);
/* The entry-level checks on TEXT (LEN bytes, what the kernel reads), for
   an entry whose diagnostics go to the location USER_LOC computes.  */
void check_entry (const char *sec, const char *text, size_t len,
                  bool in_bad, location_t (*user_loc) (const void *),
                  const void *arg);
/* The next entry of BYTES from *AT as the kernel reads them (split at
   NULs, empty ones skipped): its offset in *START, its length in *N;
   false after the last.  */
bool next_entry (const unsigned char *bytes, size_t len, size_t *at,
                 size_t *start, size_t *n);
/* check_entry on every NUL-separated entry of BYTES.  IN_BAD: the
   object's own verdict was reported (only policy and licenses remain).  */
void check_entries (const char *sec, const unsigned char *bytes, size_t len,
                    bool in_bad, location_t (*user_loc) (const void *),
                    const void *arg);
/* Whether check_entry would report nothing on the entry of LEN bytes at
   TEXT; *LICENSE (when not NULL): whether it is a license entry.  */
bool entry_silent (const char *text, size_t len, bool *license = NULL);
int entry_settles (void *, const char *text, size_t len);
/* Whether check_entry adds license entries (the stream adds its own, in
   the order of the section).  */
extern bool collect_licenses;
/* ENTRY: a license entry of LEN bytes, its tag's "modname." prefix
   PREFIX_LEN bytes, its value from VALUE_START.  */
void add_license (const char *entry, size_t len, size_t prefix_len,
                  size_t value_start, location_t loc);
/* Whether the checked section SEC (as GCC or gas was given it) is
   .modinfo, the only one the loader and modpost read licenses from.  */
bool license_section_p (const char *sec);
/* The symbol order of the declaration being judged: licenses C collects
   are kept in it (sort_c_licenses), however late one is judged.  */
extern int judging_order;
void sort_c_licenses ();
void clear_licenses ();
void report_licenses ();

/* --- stream.cc: the assembly GCC writes, read as gas reads it --------- */

/* What C judged, by assembler name: an object the stream shows with the
   same bytes was reported (or passed) already.  LEN (size_t) -1: whatever
   bytes it has were reported.  Looked up only when the stream's bytes
   have something to say.  */
struct judged_bytes
{
  const char *name;   /* an identifier's: GCC keeps it to the end */
  location_t loc;     /* DECL_SOURCE_LOCATION: resolved only for a finding */
  size_t len;
  size_t at;          /* the bytes, in judged_store */
};
const char *assembler_name (tree decl);
unsigned record_judged (const char *name, location_t loc);
void set_judged_bytes (unsigned record, const unsigned char *bytes,
                       size_t len);
const judged_bytes *find_judged (const char *label);
const unsigned char *judged_bytes_of (const judged_bytes *j);
void release_judged ();

extern struct mn_gas_reader *reader;
extern bool stream_read;
extern const char *preprocessed_output;
bool preprocessing_assembly ();
bool driver_preprocesses_only ();
void watch_preprocessed_assembly ();
void read_preprocessed_output ();
void read_back_assembly (bool read);
/* -flto without fat objects: the unit's assembly holds no code or data,
   lto1 writes them at link time.  */
bool slim_lto_unit ();
void watch_assembly_output ();
void note_compile_start ();
void on_start_unit (void *, void *);
/* Free what the stream kept, at the end of the compilation.  */
void release_pasted_names ();
void judge_stream ();
/* judge_stream read the whole stream and judged every object in it.  */
extern bool stream_vouched;

/* --- asm_places.cc: where asm statements are -------------------------- */

/* By the file and line GCC's "# LINE" markers give (the marker has no
   column; the statement's location has).  */
struct asm_place
{
  const char *file;
  int line;
  location_t loc;
};
extern vec<asm_place> asm_places;
/* Top-level asm statements in the order GCC emits them: how many, the
   line of their text taken together at which the Kth ends, and where it
   is.  */
unsigned toplevel_asm_count ();
unsigned long toplevel_asm_end (unsigned k);
location_t toplevel_asm_location (unsigned k);
/* Keeps their texts from the garbage collector (PLUGIN_GGC_MARKING).  */
void mark_toplevel_asm_texts (void *, void *);
extern location_t last_function_loc;
opt_pass *make_asm_pass (gcc::context *ctxt);
/* Place each top-level asm parsed since the last call, HERE being the
   function after them (UNKNOWN_LOCATION at the end).  */
void note_new_toplevel_asm (location_t here);
/* There are top-level asm statements not yet placed.  Inline: it is
   asked for every function GCC finishes.  */
extern asm_node *last_asm_seen;
/* Where the next one would be linked: the symbol table's first (set by
   plugin_init: GCC makes its symbol table first), or the next after
   LAST_ASM_SEEN.  */
extern asm_node *const *next_asm_link;
inline bool
new_toplevel_asm_pending ()
{
  return *next_asm_link != NULL;
}

} // namespace mn
#pragma GCC visibility pop

#endif
