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

/* A static variable in checked section SEC: its bytes are judged here,
   with exact carets.  */
void
judge_declaration (tree decl, const char *sec)
{
  /* An alias adds no bytes: its target is judged.  One walk over the
     attributes (a .modinfo entry has three) rather than one for each
     name.  */
  for (tree a = DECL_ATTRIBUTES (decl); a; a = TREE_CHAIN (a))
    {
      tree name = get_attribute_name (a);
      if (is_attribute_p ("alias", name) || is_attribute_p ("weakref", name))
        return;
    }
  if (DECL_INITIAL (decl))
    {
      judge_variable (decl, sec);
      return;
    }
  /* No initializer, not even a later one: GCC writes zeros.  */
  MN_REPORT (mn_user_location (decl), "%qs in section %qs has no constant "
             "initializer, so it holds only NUL bytes",
             lang_hooks.decl_printable_name (decl, 1), sec);
  /* Its zeros in the stream are this same finding.  */
  record_judged (assembler_name (decl), DECL_SOURCE_LOCATION (decl));
}

/* Whether TEXT, pasted into the assembly, can only be read as one name:
   symbol characters alone ('@' too in a symver's).  */
bool
plain_pasted_text (const char *text, bool symver)
{
  for (; *text; text++)
    if (!mn_gas_symbol_char (*text) && !(symver && *text == '@'))
      return false;
  return true;
}

/* A slim LTO object: the text GCC pastes into the assembly for DECL (its
   section name, asm label, alias, weakref or symver target) is written
   by lto1, at link time, when the plugin may not be loaded.  Unless it
   is a plain name, what the assembler reads from it cannot be told
   here.  */
void
check_lto_pasted_text (tree decl)
{
  const char *texts[5] = { DECL_SECTION_NAME (decl), NULL, NULL, NULL, NULL };
  bool symver[5] = { false, false, false, false, false };
  unsigned n = 1;
  if (DECL_ASSEMBLER_NAME_SET_P (decl)
      && DECL_ASSEMBLER_NAME (decl) != DECL_NAME (decl))
    {
      const char *label = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl));
      texts[n++] = label + (*label == '*');
    }
  for (tree a = DECL_ATTRIBUTES (decl); a && n < 5; a = TREE_CHAIN (a))
    {
      tree name = get_attribute_name (a);
      bool is_symver = is_attribute_p ("symver", name);
      if (!is_symver && !is_attribute_p ("alias", name)
          && !is_attribute_p ("weakref", name))
        continue;
      for (tree arg = TREE_VALUE (a); arg && n < 5; arg = TREE_CHAIN (arg))
        if (TREE_VALUE (arg) && TREE_CODE (TREE_VALUE (arg)) == STRING_CST)
          {
            symver[n] = is_symver;
            texts[n++] = TREE_STRING_POINTER (TREE_VALUE (arg));
          }
    }
  for (unsigned i = 0; i < n; i++)
    if (texts[i] && !plain_pasted_text (texts[i], symver[i]))
      MN_WARNING (mn_user_location (decl), "cannot verify at compile time "
                  "what the assembler reads from %qs: lto1 writes it at "
                  "link time, where only %<-fplugin%> given to the link "
                  "checks it", texts[i]);
}

int
by_order (const void *a, const void *b)
{
  int x = (*(varpool_node *const *) a)->order;
  int y = (*(varpool_node *const *) b)->order;
  return x < y ? -1 : x > y;
}

bool static_data_judged;
/* Variables whose judgement waits for what the stream shows (deferrable):
   20 000 entries judged up front cost 10.7 M instructions, for bytes the
   stream judges anyway.  */
bool judging_deferred;

/* Every static variable defined in a checked section, in the order GCC
   made them; without the deferrable ones when SKIP_DEFERRABLE (as a rule
   all of them: no room is made then).  */
void
checked_variables (auto_vec<varpool_node *> &checked,
                   bool skip_deferrable = false)
{
  varpool_node *node;
  /* Room for every symbol GCC has made: grown push by push, the copies
     cost more than the walk (20 000 entries).  */
  if (!skip_deferrable)
    checked.reserve_exact (symtab->order);
  /* An alias adds no bytes (#pragma weak A = B makes one with no
     attribute): its target is judged.  */
  FOR_EACH_VARIABLE (node)
    if (TREE_STATIC (node->decl) && !DECL_EXTERNAL (node->decl)
        && !node->alias && checked_section_named (node->get_section ())
        && !(skip_deferrable && deferrable (node->decl, true)))
      checked.safe_push (node);
  /* GCC lists the newest variable first: reversed, the list is in
     order without a sort (20 000 entries took 5.6 M instructions to
     sort).  */
  checked.reverse ();
  for (unsigned i = 1; i < checked.length (); i++)
    if (checked[i - 1]->order > checked[i]->order)
      {
        checked.qsort (by_order);
        break;
      }
}

/* Every static variable in a checked section, once, in the order GCC
   made them: when the IPA passes start, before any is written out, or
   at the end when the compilation stopped before (-fsyntax-only,
   errors).  One GCC dropped as unused is never written: nothing of it
   reaches the assembler.  lto1 has no source: its units were judged
   when they were compiled.  Here rather than at each declaration GCC
   finishes: ftdi_sio.c has 32 715 of them, and a callback for each cost
   0.9 M instructions, a third of the plugin's.  MAY_DEFER: GCC is about
   to write them, so the stream can judge the deferrable ones.  */
void
judge_static_data (bool may_defer)
{
  if (static_data_judged || in_lto_p)
    return;
  static_data_judged = true;
  judging_deferred = may_defer && !slim_lto_unit ();
  auto_vec<varpool_node *> checked;
  checked_variables (checked, judging_deferred);
  for (unsigned i = 0; i < checked.length (); i++)
    {
      judging_order = checked[i]->order;
      judge_declaration (checked[i]->decl,
                         checked_section_of (checked[i]->decl));
    }
  /* A slim LTO object has no code here: lto1 writes a function placed
     in a checked section there, at link time, when the plugin may not
     be loaded.  Its section name says so now.  */
  if (slim_lto_unit ())
    {
      cgraph_node *fn;
      FOR_EACH_DEFINED_FUNCTION (fn)
        if (const char *sec = checked_section_of (fn->decl))
          MN_REPORT (mn_user_location (fn->decl), "function %qD is placed "
                     "in section %qs, which holds only NUL-terminated "
                     "strings", fn->decl, sec);
      symtab_node *sym;
      bool no_reorder = !flag_toplevel_reorder;
      FOR_EACH_SYMBOL (sym)
        {
          check_lto_pasted_text (sym->decl);
          no_reorder |= sym->no_reorder;
        }
      /* Top-level asm is read above as lto1 writes it when it reorders:
         first in .text.  Without that (-O0, -fno-toplevel-reorder, a
         no_reorder symbol) it follows the data before it, wherever
         that left the section.  */
      if (no_reorder && symtab->first_asm_symbol ())
        MN_WARNING (UNKNOWN_LOCATION, "cannot verify top-level %<asm%> at "
                    "compile time: without %<-ftoplevel-reorder%> (the "
                    "default at %<-O0%>) lto1 writes it where the data "
                    "before it left the section, at link time, where only "
                    "%<-fplugin%> given to the link checks it");
    }
}

/* What the stream did not vouch for is judged from C after all.  */
void
judge_deferred_rest ()
{
  if (!judging_deferred)
    return;
  if (!stream_vouched)
    {
      auto_vec<varpool_node *> checked;
      checked_variables (checked);
      for (unsigned i = 0; i < checked.length (); i++)
        if (deferrable (checked[i]->decl, true))
          find_judged (assembler_name (checked[i]->decl));
      if (collect_licenses)
        sort_c_licenses ();
    }
  judging_deferred = false;
}

void on_finish_function (void *gcc_data, void *);

/* The top-level asm statements parsed before FNDECL are placed before
   it.  Kept out of on_finish_function (), which then saves no
   register.  */
__attribute__ ((noinline, cold)) void
place_toplevel_asm_before (tree fndecl)
{
  note_new_toplevel_asm (DECL_SOURCE_LOCATION (fndecl));
  on_finish_function (fndecl, NULL);
}

/* Called for every function parsed (thousands from the kernel's
   headers): kept short.  */
void
on_finish_function (void *gcc_data, void *)
{
  tree fndecl = (tree) gcc_data;
  if (!fndecl || TREE_CODE (fndecl) != FUNCTION_DECL)
    return;
  if (__builtin_expect (new_toplevel_asm_pending (), 0))
    {
      place_toplevel_asm_before (fndecl);
      return;
    }
  /* A top-level asm after it is searched for after its body.  */
  function *fn = DECL_STRUCT_FUNCTION (fndecl);
  location_t end = fn ? fn->function_end_locus : UNKNOWN_LOCATION;
  location_t last = end > BUILTINS_LOCATION ? end : DECL_SOURCE_LOCATION (fndecl);
  if (last > BUILTINS_LOCATION)
    last_function_loc = last;
}

void
on_all_ipa_passes_start (void *, void *)
{
  note_new_toplevel_asm (UNKNOWN_LOCATION);
  judge_static_data (true);
}

/* At the very end, even after other errors.  */
void
on_finish (void *, void *)
{
  judge_static_data (false);
  if (preprocessed_output && preprocessing_assembly () && !seen_error ())
    read_preprocessed_output ();
  read_back_assembly (!seen_error ());
  if (reader && stream_read && !seen_error ())
    judge_stream ();
  judge_deferred_rest ();
  report_licenses ();
  release_pasted_names ();
  release_judged ();
  mn_source_release ();
}

} // anon namespace

const char *
judge_deferred (const char *label)
{
  if (!judging_deferred || flag_preprocess_only)
    return NULL;
  symtab_node *node = symtab_node::get_for_asmname (get_identifier (label));
  if (!node || !VAR_P (node->decl))
    return NULL;
  tree decl = node->decl;
  const char *sec;
  if (!TREE_STATIC (decl) || DECL_EXTERNAL (decl) || !deferrable (decl)
      || !(sec = checked_section_of (decl)))
    return NULL;
  judging_order = node->order;
  judge_variable (decl, sec);
  return assembler_name (decl);
}

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

  next_asm_link = &symtab->asmnodes;
  note_compile_start ();
  register_callback (plugin_name, PLUGIN_START_UNIT, on_start_unit, NULL);
  /* A .S file preprocessed for no assembler (gcc -E, -M: a linker
     script, a dependency list) writes no object: nothing to judge.  */
  if (preprocessing_assembly ())
    {
      if (!driver_preprocesses_only ())
        watch_preprocessed_assembly ();
    }
  else
    watch_assembly_output ();
  struct register_pass_info asm_pass_info
    = { make_asm_pass (g), "optimized", 1, PASS_POS_INSERT_AFTER };
  register_callback (plugin_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
                     &asm_pass_info);
  register_callback (plugin_name, PLUGIN_FINISH_PARSE_FUNCTION,
                     on_finish_function, NULL);
  register_callback (plugin_name, PLUGIN_ALL_IPA_PASSES_START,
                     on_all_ipa_passes_start, NULL);
  register_callback (plugin_name, PLUGIN_FINISH, on_finish, NULL);
  register_callback (plugin_name, PLUGIN_GGC_MARKING,
                     mark_toplevel_asm_texts, NULL);
  return 0;
}
