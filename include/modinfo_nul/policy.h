/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Policies on .modinfo entries, shared by the plugin and modinfo-lint:
   allowed licenses, denied authors, and the always-on entry checks.
   Plain C, no GCC headers.  */
#ifndef MODINFO_NUL_POLICY_H
#define MODINFO_NUL_POLICY_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The kernel's GPL-compatible license idents (include/linux/license.h),
   which the list item "gpl" stands for.  */
extern const char *const mn_gpl_licenses[];
extern const size_t mn_gpl_license_count;

struct mn_policy;

struct mn_policy *mn_policy_new (void);
void mn_policy_free (struct mn_policy *p);

/* Add the comma-separated items of LIST.  In an item, "%20" is a space,
   "%2C" a comma and "%25" a percent sign, so that every license ident
   survives make and shell word splitting: "gpl,Dual%20BSD/GPL".  Returns
   NULL, or a message (static storage) saying what is wrong; *BAD_ITEM is
   then set to the offending item's offset in LIST.  */
const char *mn_policy_allow_licenses (struct mn_policy *p, const char *list,
                                      size_t *bad_item);
const char *mn_policy_deny_authors (struct mn_policy *p, const char *list,
                                    size_t *bad_item);

enum mn_entry_problem {
  MN_ENTRY_FINE,
  MN_ENTRY_NO_TAG,           /* warning: no "tag=" prefix */
  MN_ENTRY_BAD_TAG,          /* warning: tag not [A-Za-z0-9_]+ after an
                                optional "modname." prefix */
  MN_ENTRY_EMPTY_LICENSE,    /* warning: "license=" with nothing after */
  MN_ENTRY_LICENSE_DENIED,   /* error: license not in the allowed list */
  MN_ENTRY_AUTHOR_DENIED     /* error: author contains a denied substring */
};

struct mn_entry_info {
  size_t tag_start, tag_len;   /* the tag without any "modname." prefix */
  size_t value_start;          /* after '=' (== LEN when there is none) */
  int is_license;              /* tag is "license" */
  size_t denied_index;         /* MN_ENTRY_AUTHOR_DENIED: which substring */
};

/* Judge one entry as the kernel reads it: TEXT[0..LEN), no NUL inside.
   P may be NULL (no policy: only the always-on checks).  Fills INFO.  */
enum mn_entry_problem mn_policy_check_entry (const struct mn_policy *p,
                                             const char *text, size_t len,
                                             struct mn_entry_info *info);

/* Whether the entry TEXT (LEN bytes) can be a license: its tag, the text
   before the first '=', ends in "license".  A look at a few bytes, for
   sections of many entries; mn_policy_check_entry says for sure.  */
int mn_entry_may_be_license (const char *text, size_t len);

/* The I-th denied author substring, decoded (for messages).  */
const char *mn_policy_denied_author (const struct mn_policy *p, size_t i);

/* Whether P restricts licenses / authors at all.  */
int mn_policy_has_license_list (const struct mn_policy *p);
int mn_policy_has_author_list (const struct mn_policy *p);

/* The allowed licenses, decoded and with "gpl" expanded, joined by ", "
   into OUT (for messages).  Returns OUT.  */
char *mn_policy_describe_licenses (const struct mn_policy *p, char *out,
                                   size_t outsz);

#ifdef __cplusplus
}
#endif

#endif
