/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The license rules for one module: what the loader (first license only)
   and modpost (every license) make of its license= entries.  Plain C.  */
#ifndef MODINFO_NUL_LICENSE_H
#define MODINFO_NUL_LICENSE_H

#include <stddef.h>

#include "modinfo_nul/findings.h"

#ifdef __cplusplus
extern "C" {
#endif

/* As the kernel's license_is_gpl_compatible (mn_gpl_licenses).  */
int mn_license_is_gpl_compatible (const char *text, size_t len);

/* The licenses seen so far in one module.  */
struct mn_license_state
{
  const char *first;    /* the value the loader uses; caller's memory */
  size_t first_len;
  int first_gpl;
  int seen;
};

void mn_license_init (struct mn_license_state *s);

/* Judge the next license value TEXT[0..LEN) (after "license="), in the
   order the loader sees them (section order).  Returns MN_MSG_COUNT when
   there is nothing to say (the first, or an identical repeat), else
   MN_MSG_LICENSE_CONFLICT (error: this one and the first are on opposite
   sides of GPL compatibility) or MN_MSG_MULTI_LICENSE (warning: they
   differ otherwise).  The first TEXT must stay valid while S is used.  */
enum mn_message mn_license_add (struct mn_license_state *s, const char *text,
                                size_t len);

/* The modules of one object, each with its licenses.  A built-in
   module's entries carry its KBUILD_MODNAME ("modname.license=GPL"), and
   one object (vmlinux.o, objects joined by ld -r) holds several modules';
   entries without a prefix are the loadable module's, the only ones its
   loader and modpost read as its license ("license=" at an entry's
   start).  */
struct mn_license_module
{
  const char *prefix;           /* "modname." (caller's memory) or "" */
  size_t prefix_len;
  struct mn_license_state state;
  size_t first;                 /* the caller's: where its first license is */
};

struct mn_license_modules
{
  struct mn_license_module *v;
  size_t n, cap;
};

void mn_license_modules_init (struct mn_license_modules *m);
void mn_license_modules_free (struct mn_license_modules *m);

/* The module of the entries with prefix PREFIX[0..LEN) (with its dot;
   LEN 0 for none), added with no license seen yet when new; NULL when
   memory runs out.  PREFIX must stay valid while M is used.  */
struct mn_license_module *mn_license_module_of (struct mn_license_modules *m,
                                                const char *prefix,
                                                size_t len);

#ifdef __cplusplus
}
#endif

#endif
