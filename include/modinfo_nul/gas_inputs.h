/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The files gas reads besides its input ('.include', '.incbin'): when the
   real assembler is asked about a unit, its answer holds for the build's
   assembler only if those files read the same for both.  */
#ifndef MODINFO_NUL_GAS_INPUTS_H
#define MODINFO_NUL_GAS_INPUTS_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The names in TEXT (LEN bytes), the dependency file gas wrote with
   --MD for object TARGET assembling INPUT, passed to EACH with ARG in
   the order gas wrote them, INPUT left out.  Returns 1 when every name
   was passed, 0 when EACH returned 0 for one, -1 when the file cannot
   be read exactly: it is not for TARGET, INPUT is not its last name, or
   a name holds a byte gas escapes or a control character.  */
int mn_gas_depfile_names (const char *text, size_t len, const char *target,
                          const char *input,
                          int (*each) (const char *name, void *arg),
                          void *arg);

/* Whether the file NAME (relative to the working directory), if gas read
   it, reads the same for every process at every time: a regular file on
   a filesystem that keeps its contents, reached without the per-process
   links of /proc (/dev/stdin, /dev/fd/N, /proc/self/fd/N); or no file,
   outside /proc (gas names the files of .file directives too).  1 or 0.  */
int mn_gas_input_is_plain (const char *name);

#ifdef __cplusplus
}
#endif

#endif
