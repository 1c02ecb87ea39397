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

/* The licenses seen so far in one module: the entries "license=" at an
   entry's start, the only ones its loader and modpost read.  A built-in
   module's carry its name ("modname.license="): no kernel reader
   enforces those, and one object (vmlinux.o) holds many modules'.  */
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

#ifdef __cplusplus
}
#endif

#endif
