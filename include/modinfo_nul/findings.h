/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The findings both consumers report: stable kind names, severities and
   the words, as GCC diagnostic formats.  Plain C, no GCC headers.  */
#ifndef MODINFO_NUL_FINDINGS_H
#define MODINFO_NUL_FINDINGS_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include "modinfo_nul/policy.h"

#ifdef __cplusplus
extern "C" {
#endif

enum mn_severity { MN_SEV_NOTE, MN_SEV_WARNING, MN_SEV_ERROR, MN_SEV_FATAL };

/* What kind of problem a finding is.  The names (mn_kind_name) are part
   of the interface: baselines, --accept and JSON/SARIF output use them.
   Never renumber or rename; add at the end.  */
enum mn_finding_kind {
  MN_FK_EMBEDDED_NUL,      /* error: text hidden behind a NUL */
  MN_FK_UNTERMINATED,      /* error: no NUL; the kernel reads on */
  MN_FK_NOT_STRING,        /* error: wrong type, function, address */
  MN_FK_EMPTY_OBJECT,      /* error: zero bytes */
  MN_FK_NO_INITIALIZER,    /* error: never initialised: only NUL bytes */
  MN_FK_TRAILING_NULS,     /* warning: extra NULs, nothing hidden */
  MN_FK_NO_TAG,            /* warning: no "tag=" in an object file */
  MN_FK_BAD_TAG,           /* warning: malformed tag */
  MN_FK_EMPTY_LICENSE,     /* warning: "license=" and nothing */
  MN_FK_LICENSE_DENIED,    /* error: not in the allowed list */
  MN_FK_AUTHOR_DENIED,     /* error: contains a denied substring */
  MN_FK_LICENSE_CONFLICT,  /* error: GPL-compatible beside not */
  MN_FK_MULTI_LICENSE,     /* warning: differing licenses, same side */
  MN_FK_TAGLESS_FRAGMENT,  /* error: no "tag=" in a final module */
  MN_FK_UNCHECKED_BYTES,   /* warning: bytes no symbol covers */
  MN_FK_NO_MODINFO,        /* error: a module without .modinfo */
  MN_FK_NO_SECTION,        /* warning: a requested section is absent */
  MN_FK_CANNOT_VERIFY,     /* warning: bytes that cannot be known here */
  MN_FK_CHECKED,           /* note: proof that an entry was checked */
  MN_FK_UNREADABLE,        /* fatal: not a readable object */
  MN_FK_COUNT
};

/* The messages.  Each belongs to one kind and has one format in GCC's
   diagnostic dialect; the comment lists its arguments in order.  */
enum mn_message {
  MN_MSG_EMBEDDED_NUL,        /* sec, tag, visible, hidden */
  MN_MSG_EMBEDDED_NUL_NO_TAG, /* sec, visible, hidden */
  MN_MSG_EMBEDDED_NUL_ASM,    /* sec, tag, visible, hidden */
  MN_MSG_UNTERMINATED,        /* sec, tag (or the text without one) */
  MN_MSG_UNTERMINATED_ASM,    /* sec, tag */
  MN_MSG_UNTERMINATED_LAST,   /* sec, text */
  MN_MSG_UNTERMINATED_SIZE,   /* note: object, size (%wu), size + 1 (%wu) */
  MN_MSG_WRONG_TYPE,          /* object, sec, type */
  MN_MSG_NO_CONSTANT_SIZE,    /* object, sec */
  MN_MSG_NOT_CONSTANT,        /* object, sec */
  MN_MSG_FUNCTION,            /* function, sec */
  MN_MSG_RELOCATION,          /* sec */
  MN_MSG_OUTSIDE_SECTION,     /* object, size (%wu), sec, section size (%wu) */
  MN_MSG_EMPTY_OBJECT,        /* object, sec */
  MN_MSG_NO_INITIALIZER,      /* object, sec */
  MN_MSG_TRAILING_NULS,       /* sec, tag (or text), extra NULs (%wu) */
  MN_MSG_TRAILING_NULS_HINT,  /* note: no arguments */
  MN_MSG_ONLY_NULS,           /* object, sec, size (%wu) */
  MN_MSG_NO_TAG,              /* sec, text */
  MN_MSG_TAGLESS_FRAGMENT,    /* sec, text */
  MN_MSG_BAD_TAG,             /* sec, text, tag */
  MN_MSG_EMPTY_LICENSE,       /* sec, text */
  MN_MSG_LICENSE_DENIED,      /* license, option, allowed list (%s) */
  MN_MSG_AUTHOR_DENIED,       /* author, denied substring, option */
  MN_MSG_LICENSE_CONFLICT,    /* license, first license */
  MN_MSG_MULTI_LICENSE,       /* license, first license */
  MN_MSG_FIRST_LICENSE,       /* note: no arguments */
  MN_MSG_UNCHECKED_BYTES,     /* count (%wu), sec, text */
  MN_MSG_NO_MODINFO,          /* sec */
  MN_MSG_NO_SECTION,          /* sec */
  MN_MSG_CANNOT_VERIFY_ASM,   /* sec, what (%s) */
  MN_MSG_TOO_LARGE,           /* object, sec */
  MN_MSG_ASM_LINE,            /* note: line (%u) */
  MN_MSG_CHECKED,             /* note: sec, text, size (%wu) */
  MN_MSG_CHECKED_ASM,         /* note: sec, text */
  MN_MSG_NOBITS,              /* sec, size (%wu) */
  MN_MSG_MERGED_PIECES,       /* sec, piece size (%wu) */
  MN_MSG_COMPRESSED,          /* sec, size (%wu) */
  MN_MSG_LICENSE_CONFLICT_LINK, /* license, other license */
  MN_MSG_MULTI_LICENSE_LINK,  /* license, other license */
  MN_MSG_OTHER_LICENSE,       /* note: no arguments */
  MN_MSG_MODINFO_EMPTY,       /* sec, file offset (%wu) */
  MN_MSG_MODINFO_NOT_ALLOC,   /* sec */
  MN_MSG_MODINFO_SPLIT,       /* count (%wu), sec */
  MN_MSG_MODINFO_GROUP,       /* sec, sec */
  MN_MSG_LICENSE_PARTITIONS,  /* how many (%s), sec */
  MN_MSG_NULS_ASM,            /* count (%wu), sec */
  MN_MSG_MACHINE_CODE,        /* sec */
  MN_MSG_MODINFO_EMPTY_OBJECT, /* sec, file offset (%wu) */
  MN_MSG_CANNOT_VERIFY_SPLIT, /* text, sec, tag before */
  MN_MSG_COUNT
};

/* "embedded-nul" and so on; NULL past MN_FK_COUNT.  */
const char *mn_kind_name (enum mn_finding_kind kind);
/* The kind called NAME, or MN_FK_COUNT when there is none.  */
enum mn_finding_kind mn_kind_by_name (const char *name);
enum mn_severity mn_kind_severity (enum mn_finding_kind kind);
/* "note", "warning", "error", "fatal error": GCC's words.  */
const char *mn_severity_name (enum mn_severity sev);

enum mn_finding_kind mn_message_kind (enum mn_message msg);
/* A note belongs to the finding before it; its severity is MN_SEV_NOTE
   whatever its kind says.  */
enum mn_severity mn_message_severity (enum mn_message msg);
const char *mn_message_format (enum mn_message msg);

/* The message for an entry problem (MN_MSG_COUNT for MN_ENTRY_FINE).
   FINAL_MODULE: the entry is in a linked module (.ko), where a tagless
   entry can only be a leftover of hidden text.  */
enum mn_message mn_entry_message (enum mn_entry_problem problem,
                                  int final_module);

/* Render FMT as GCC prints it in the C locale: %qs is 'TEXT', %< and %>
   are ', %s a string, %u an unsigned int, %wu a uint64_t, %% a percent
   sign.  At most OUTSZ-1 bytes and a NUL go to OUT (cut at OUTSZ-1 when
   longer); returns the full length, as snprintf does.  */
size_t mn_render (char *out, size_t outsz, const char *fmt, ...);
size_t mn_vrender (char *out, size_t outsz, const char *fmt, va_list ap);

#ifdef __cplusplus
}
#endif

#endif
