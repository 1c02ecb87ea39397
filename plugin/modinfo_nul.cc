/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo_nul: a GCC plugin that checks every byte the compiler hands to
   the assembler for the kernel's .modinfo section.  This file holds the
   callbacks and plugin_init; the verdicts are the core's (lib/).  */
#define MN_WANT_GCC_VERSION
#include "gcc_compat.h"
#include "glue.h"
#include "literal_loc.h"

MN_EXPORT int plugin_is_GPL_compatible;

namespace mn {
namespace {

/* A static variable: its bytes are judged here, with exact carets.  Out
   of line: the callback's common path stays free of its frame.  */
__attribute__ ((noinline)) void
note_declaration (tree decl)
{
  /* An alias adds no bytes: its target is judged.  */
  if (lookup_attribute ("alias", DECL_ATTRIBUTES (decl))
      || lookup_attribute ("weakref", DECL_ATTRIBUTES (decl)))
    return;
  const char *sec = checked_section_of (decl);
  if (!sec)
    return;
  if (!DECL_INITIAL (decl))
    {
      pending_decl p = { decl, mn_user_location (decl),
                         xstrdup (lang_hooks.decl_printable_name (decl, 1)),
                         xstrdup (sec), xstrdup (assembler_name (decl)) };
      pending.safe_push (p);
      return;
    }
  for (unsigned i = 0; i < pending.length (); i++)
    if (pending[i].decl == decl)
      pending[i].decl = NULL_TREE;
  if (!bitmap_set_bit (judged, DECL_UID (decl)))
    return;
  judge_variable (decl, sec);
}

/* GCC calls this for every declaration it finishes (tens of thousands in
   a kernel unit, most of them locals, parameters, types and fields).  */
void
on_finish_decl (void *gcc_data, void *)
{
  tree decl = (tree) gcc_data;
  if (!decl)
    return;
  if (__builtin_expect (new_toplevel_asm_pending (), 0))
    note_new_toplevel_asm (DECL_SOURCE_LOCATION (decl));
  else
    last_decl_loc = DECL_SOURCE_LOCATION (decl);
  if (TREE_CODE (decl) == VAR_DECL && TREE_STATIC (decl)
      && !DECL_EXTERNAL (decl))
    note_declaration (decl);
}

void
on_finish_function (void *gcc_data, void *)
{
  tree fndecl = (tree) gcc_data;
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL)
    return;
  /* A top-level asm after it is searched for after its body.  */
  location_t here = DECL_SOURCE_LOCATION (fndecl);
  if (__builtin_expect (new_toplevel_asm_pending (), 0))
    note_new_toplevel_asm (here);
  else if (here > BUILTINS_LOCATION)
    last_decl_loc = here;
  if (DECL_STRUCT_FUNCTION (fndecl)
      && DECL_STRUCT_FUNCTION (fndecl)->function_end_locus > BUILTINS_LOCATION)
    last_decl_loc = DECL_STRUCT_FUNCTION (fndecl)->function_end_locus;
}

void
on_all_ipa_passes_start (void *, void *)
{
  note_new_toplevel_asm (UNKNOWN_LOCATION);
}

/* At the very end, even after other errors: definitions that never got an
   initializer are all NUL bytes.  */
void
on_finish (void *, void *)
{
  for (unsigned i = 0; i < pending.length (); i++)
    {
      pending_decl &p = pending[i];
      if (p.decl)
        {
          MN_REPORT (p.user, "%qs in section %qs has no constant initializer, "
                     "so it holds only NUL bytes", p.name, p.section);
          /* Its zeros in the stream are this same finding.  */
          record_judged (p.asm_name, DECL_SOURCE_LOCATION (p.decl), true);
        }
      else
        free (p.asm_name);
      free (p.name);
      free (p.section);
    }
  pending.truncate (0);
  if (preprocessed_output && preprocessing_assembly () && !seen_error ())
    read_preprocessed_output ();
  if (!seen_error ())
    read_back_assembly ();
  if (reader && stream_read && !seen_error ())
    judge_stream ();
  report_licenses ();
  release_pasted_names ();
  release_judged ();
  mn_source_release ();
}

} // anon namespace
} // namespace mn

using namespace mn;

MN_EXPORT int
plugin_init (struct plugin_name_args *args, struct plugin_gcc_version *version)
{
  plugin_name = args->base_name;
  if (!plugin_default_version_check (version, &gcc_version))
    {
      error ("%qs was built for GCC %s but this is GCC %s; rebuild it with "
             "this compiler", args->full_name, gcc_version.basever,
             version->basever);
      return 1;
    }

  static struct plugin_info info = { MODINFO_NUL_VERSION, options_help () };
  register_callback (plugin_name, PLUGIN_INFO, NULL, &info);

  if (!parse_options (args))
    return 1;
  if (options.disable)
    return 0;

  bitmap_obstack_initialize (&judged_obstack);
  judged = BITMAP_ALLOC (&judged_obstack);
  register_callback (plugin_name, PLUGIN_START_UNIT, on_start_unit, NULL);
  if (preprocessing_assembly ())
    watch_preprocessed_assembly ();
  struct register_pass_info asm_pass_info
    = { make_asm_pass (g), "optimized", 1, PASS_POS_INSERT_AFTER };
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
                     &asm_pass_info);
  register_callback (plugin_name, PLUGIN_FINISH_DECL, on_finish_decl, NULL);
  register_callback (plugin_name, PLUGIN_FINISH_PARSE_FUNCTION,
                     on_finish_function, NULL);
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_START,
                     on_all_ipa_passes_start, NULL);
  register_callback (plugin_name, PLUGIN_FINISH, on_finish, NULL);
  return 0;
}
