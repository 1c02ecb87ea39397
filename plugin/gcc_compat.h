/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Every GCC header the plugin uses, in an order known to build, and the
   shims between the GCC versions it supports.  Include nothing from GCC
   anywhere else.  */
#ifndef MODINFO_NUL_GCC_COMPAT_H
#define MODINFO_NUL_GCC_COMPAT_H

#include "gcc-plugin.h"
/* plugin-version.h defines a static object: only the file with
   plugin_init asks for it.  */
#ifdef MN_WANT_GCC_VERSION
# include "plugin-version.h"
#endif
#include "tree.h"
/* c-common.h must come before the diagnostic headers (GCC's format
   checking of diagnostics depends on it).  */
#include "c-family/c-common.h"
#include "c-family/c-pragma.h"
#include "diagnostic.h"
#include "diagnostic-core.h"
#include "input.h"
#include "cpplib.h"
#include "substring-locations.h"
#include "fold-const.h"
#include "cgraph.h"
#include "context.h"
#include "function.h"
#include "basic-block.h"
#include "tree-pass.h"
#include "gimple.h"
#include "gimple-iterator.h"
#include "langhooks.h"
#include "output.h"
#include "stringpool.h"
#include "toplev.h"
#include "opts.h"
#include "attribs.h"

/* lto1 has no C front end: the plugin loads there too (checking what
   lto1 emits), so the C family's globals are weak, NULL there.  */
#pragma weak parse_in
#pragma weak g_string_concat_db
static inline bool
mn_have_c_family ()
{
  return &parse_in != NULL;
}

#if BUILDING_GCC_VERSION < 11000
# error "modinfo_nul needs GCC 11 or later (for native_encode_initializer)"
#endif

/* The plugin is built with -fvisibility=hidden; only these two symbols
   are GCC's business.  */
#define MN_EXPORT __attribute__ ((visibility ("default")))

/* The text of LINE in FILE, or an empty span.  GCC 13 moved the file
   cache into the diagnostic context.  */
static inline char_span
mn_source_line (const char *file, int line)
{
#if BUILDING_GCC_VERSION >= 13000
  return global_dc->m_file_cache->get_source_line (file, line);
#else
  return location_get_source_line (file, line);
#endif
}

/* While one lives, warnings at a location in a system header are
   reported: GCC drops its own there (-Wno-system-headers), and source
   can put itself in one ('# 1 "x.c" 3', '#pragma GCC system_header').
   GCC's C family does the same for cpplib's such warnings.  GCC 14
   renamed the flag.  */
class mn_warnings_in_system_headers
{
public:
  mn_warnings_in_system_headers ()
  {
#if BUILDING_GCC_VERSION >= 14000
    m_saved = global_dc->m_warn_system_headers;
    global_dc->m_warn_system_headers = true;
#else
    m_saved = global_dc->dc_warn_system_headers;
    global_dc->dc_warn_system_headers = true;
#endif
  }
  ~mn_warnings_in_system_headers ()
  {
#if BUILDING_GCC_VERSION >= 14000
    global_dc->m_warn_system_headers = m_saved;
#else
    global_dc->dc_warn_system_headers = m_saved;
#endif
  }
private:
  bool m_saved;
};

/* The comment sequence of the target's assembler; GCC pastes section names
   straight after ".section", so a name stops where a comment starts.  */
#ifdef ASM_COMMENT_START
# define MN_ASM_COMMENT_START ASM_COMMENT_START
#else
# define MN_ASM_COMMENT_START "#"
#endif

/* What gas makes of ".word" on the target: two bytes on x86, four on the
   other targets GCC plugins are built for here (aarch64).  */
#ifdef TARGET_80387
# define MN_ASM_WORD_SIZE 2
#else
# define MN_ASM_WORD_SIZE 4
#endif

#endif
