/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The finding kinds, their messages and a renderer of GCC's format
   dialect, so the plugin and modinfo-lint say the same words.  */
#include "modinfo_nul/findings.h"

#include <stdio.h>
#include <string.h>

struct kind_info
{
  const char *name;
  enum mn_severity severity;
};

static const struct kind_info kinds[MN_FK_COUNT] = {
  [MN_FK_EMBEDDED_NUL] = { "embedded-nul", MN_SEV_ERROR },
  [MN_FK_UNTERMINATED] = { "unterminated", MN_SEV_ERROR },
  [MN_FK_NOT_STRING] = { "not-string", MN_SEV_ERROR },
  [MN_FK_EMPTY_OBJECT] = { "empty-object", MN_SEV_ERROR },
  [MN_FK_NO_INITIALIZER] = { "no-initializer", MN_SEV_ERROR },
  [MN_FK_TRAILING_NULS] = { "trailing-nuls", MN_SEV_WARNING },
  [MN_FK_NO_TAG] = { "no-tag", MN_SEV_WARNING },
  [MN_FK_BAD_TAG] = { "bad-tag", MN_SEV_WARNING },
  [MN_FK_EMPTY_LICENSE] = { "empty-license", MN_SEV_WARNING },
  [MN_FK_LICENSE_DENIED] = { "license-denied", MN_SEV_ERROR },
  [MN_FK_AUTHOR_DENIED] = { "author-denied", MN_SEV_ERROR },
  [MN_FK_LICENSE_CONFLICT] = { "license-conflict", MN_SEV_ERROR },
  [MN_FK_MULTI_LICENSE] = { "multi-license", MN_SEV_WARNING },
  [MN_FK_TAGLESS_FRAGMENT] = { "tagless-fragment", MN_SEV_ERROR },
  [MN_FK_UNCHECKED_BYTES] = { "unchecked-bytes", MN_SEV_WARNING },
  [MN_FK_NO_MODINFO] = { "no-modinfo", MN_SEV_ERROR },
  [MN_FK_NO_SECTION] = { "no-section", MN_SEV_WARNING },
  [MN_FK_CANNOT_VERIFY] = { "cannot-verify", MN_SEV_WARNING },
  [MN_FK_CHECKED] = { "checked", MN_SEV_NOTE },
  [MN_FK_UNREADABLE] = { "unreadable", MN_SEV_FATAL },
};

struct message_info
{
  enum mn_finding_kind kind;
  int is_note;
  const char *format;
};

/* The words are the plugin's; a note explains the finding before it.  */
static const struct message_info messages[MN_MSG_COUNT] = {
  [MN_MSG_EMBEDDED_NUL] = { MN_FK_EMBEDDED_NUL, 0,
    "embedded NUL in %qs entry %qs: the kernel reads %qs and ignores %qs" },
  [MN_MSG_EMBEDDED_NUL_NO_TAG] = { MN_FK_EMBEDDED_NUL, 0,
    "embedded NUL in %qs entry: the kernel reads %qs and ignores %qs" },
  [MN_MSG_EMBEDDED_NUL_ASM] = { MN_FK_EMBEDDED_NUL, 0,
    "embedded NUL in %qs entry %qs written by an %<asm%> statement: the "
    "kernel reads %qs and ignores %qs" },
  [MN_MSG_UNTERMINATED] = { MN_FK_UNTERMINATED, 0,
    "%qs entry %qs is not NUL-terminated; the kernel reads on into the "
    "next entry" },
  [MN_MSG_UNTERMINATED_ASM] = { MN_FK_UNTERMINATED, 0,
    "%qs entry %qs written by an %<asm%> statement is not NUL-terminated; "
    "the kernel reads on into the next entry" },
  [MN_MSG_UNTERMINATED_LAST] = { MN_FK_UNTERMINATED, 0,
    "the last entry in section %qs, %qs, is not NUL-terminated; the kernel "
    "reads past the end of the section" },
  [MN_MSG_UNTERMINATED_SIZE] = { MN_FK_UNTERMINATED, 1,
    "%qs has %wu bytes; leave out the array size, or make it at least %wu" },
  [MN_MSG_WRONG_TYPE] = { MN_FK_NOT_STRING, 0,
    "%qs in section %qs has type %qs; the section holds only NUL-terminated "
    "arrays of %<char%>" },
  [MN_MSG_NO_CONSTANT_SIZE] = { MN_FK_NOT_STRING, 0,
    "%qs in section %qs has no constant size" },
  [MN_MSG_NOT_CONSTANT] = { MN_FK_NOT_STRING, 0,
    "the initializer of %qs in section %qs is not a constant string" },
  [MN_MSG_FUNCTION] = { MN_FK_NOT_STRING, 0,
    "function %qs is placed in section %qs, which holds only "
    "NUL-terminated strings" },
  [MN_MSG_RELOCATION] = { MN_FK_NOT_STRING, 0,
    "relocation into section %qs: the linker stores an address here, but "
    "the section holds only NUL-terminated strings" },
  [MN_MSG_OUTSIDE_SECTION] = { MN_FK_NOT_STRING, 0,
    "object %qs (%wu bytes) lies outside section %qs (%wu bytes)" },
  [MN_MSG_EMPTY_OBJECT] = { MN_FK_EMPTY_OBJECT, 0,
    "%qs in section %qs is empty; the section holds only NUL-terminated "
    "strings" },
  [MN_MSG_NO_INITIALIZER] = { MN_FK_NO_INITIALIZER, 0,
    "%qs in section %qs has no constant initializer, so it holds only NUL "
    "bytes" },
  [MN_MSG_TRAILING_NULS] = { MN_FK_TRAILING_NULS, 0,
    "%qs entry %qs ends in %wu extra NUL bytes, which the kernel reads as "
    "empty entries" },
  [MN_MSG_TRAILING_NULS_HINT] = { MN_FK_TRAILING_NULS, 1,
    "leave out the array size or the trailing %<\\0%>" },
  [MN_MSG_ONLY_NULS] = { MN_FK_TRAILING_NULS, 0,
    "%qs in section %qs holds only %wu NUL bytes, which the kernel reads as "
    "empty entries" },
  [MN_MSG_NO_TAG] = { MN_FK_NO_TAG, 0,
    "%qs entry %qs has no %<tag=%> prefix; modpost and the module loader "
    "ignore it" },
  [MN_MSG_TAGLESS_FRAGMENT] = { MN_FK_TAGLESS_FRAGMENT, 0,
    "%qs entry %qs has no %<tag=%> prefix; in a module this is what text "
    "hidden behind a NUL looks like once the symbols are stripped" },
  [MN_MSG_BAD_TAG] = { MN_FK_BAD_TAG, 0,
    "%qs entry %qs has a malformed tag %qs; a tag is letters, digits and "
    "%<_%>, after an optional %<module.%> prefix" },
  [MN_MSG_EMPTY_LICENSE] = { MN_FK_EMPTY_LICENSE, 0,
    "empty license in %qs entry %qs; the kernel treats the module as "
    "proprietary" },
  [MN_MSG_LICENSE_DENIED] = { MN_FK_LICENSE_DENIED, 0,
    "license %qs is not allowed by %qs; allowed: %s" },
  [MN_MSG_AUTHOR_DENIED] = { MN_FK_AUTHOR_DENIED, 0,
    "author %qs contains %qs, which %qs refuses" },
  [MN_MSG_LICENSE_CONFLICT] = { MN_FK_LICENSE_CONFLICT, 0,
    "another license entry %qs; the module loader uses the first, %qs, and "
    "modpost checks both, but only one of them is GPL-compatible" },
  [MN_MSG_MULTI_LICENSE] = { MN_FK_MULTI_LICENSE, 0,
    "another license entry %qs; the module loader uses the first, %qs, and "
    "modpost checks both" },
  [MN_MSG_FIRST_LICENSE] = { MN_FK_MULTI_LICENSE, 1,
    "the first license entry is here" },
  [MN_MSG_UNCHECKED_BYTES] = { MN_FK_UNCHECKED_BYTES, 0,
    "%wu bytes in section %qs belong to no symbol, so no compiler check saw "
    "them: %qs" },
  [MN_MSG_NO_MODINFO] = { MN_FK_NO_MODINFO, 0,
    "module has no %qs section; the kernel finds no license, no vermagic "
    "and no other entry in it" },
  [MN_MSG_NO_SECTION] = { MN_FK_NO_SECTION, 0,
    "no section %qs in this file; nothing was checked there" },
  [MN_MSG_CANNOT_VERIFY_ASM] = { MN_FK_CANNOT_VERIFY, 0,
    "cannot verify what this %<asm%> statement writes into %qs: %s" },
  [MN_MSG_TOO_LARGE] = { MN_FK_CANNOT_VERIFY, 0,
    "%qs in section %qs is too large to verify" },
  [MN_MSG_ASM_LINE] = { MN_FK_CHECKED, 1,
    "at line %u of the %<asm%> text" },
  [MN_MSG_CHECKED] = { MN_FK_CHECKED, 1,
    "%qs entry %qs checked: one string of %wu bytes" },
  [MN_MSG_CHECKED_ASM] = { MN_FK_CHECKED, 1,
    "%qs entry %qs written by an %<asm%> statement checked" },
  [MN_MSG_NOBITS] = { MN_FK_NO_INITIALIZER, 0,
    "section %qs has no contents in the file (%<SHT_NOBITS%>, %wu bytes): "
    "modpost refuses it, and the module loader reads whatever the file "
    "holds at its offset" },
  /* A final link (vmlinux, for built-in modules) keeps one of equal
     pieces of a mergeable section: of whole strings that hides nothing,
     of pieces of any other size it joins other bytes.  */
  [MN_MSG_MERGED_PIECES] = { MN_FK_CANNOT_VERIFY, 0,
    "cannot verify what the linker leaves in %qs: it keeps one of equal "
    "%wu-byte pieces there" },
  /* -flto: the entries' order is lto1's, at link time.  */
  [MN_MSG_LICENSE_CONFLICT_LINK] = { MN_FK_LICENSE_CONFLICT, 0,
    "another license entry %qs beside %qs; modpost checks both, but only "
    "one of them is GPL-compatible, and which the module loader uses is "
    "decided at link time" },
  [MN_MSG_MULTI_LICENSE_LINK] = { MN_FK_MULTI_LICENSE, 0,
    "another license entry %qs beside %qs; modpost checks both, and which "
    "the module loader uses is decided at link time" },
  [MN_MSG_OTHER_LICENSE] = { MN_FK_MULTI_LICENSE, 1,
    "the other license entry is here" },
  [MN_MSG_MODINFO_EMPTY] = { MN_FK_NO_MODINFO, 0,
    "module's %qs section is empty; the module loader still reads the "
    "string at its file offset, %wu" },
  [MN_MSG_MODINFO_NOT_ALLOC] = { MN_FK_NO_MODINFO, 0,
    "section %qs has no SHF_ALLOC flag (gas gives none to a section it "
    "makes without the %<a%> flag); the module loader (Linux 6.1) skips "
    "it, and modpost may read it instead of the allocated one" },
  /* find_sec () (kernel/module/main.c) takes the first allocated one,
     modpost's parse_elf () keeps the last: a link keeps sections of a
     group (comdat) or of unique,N apart.  */
  [MN_MSG_MODINFO_SPLIT] = { MN_FK_NO_MODINFO, 0,
    "%wu sections named %qs: the module loader reads only the first "
    "allocated one, modpost only the last" },
  /* lto1 runs once for each LTRANS partition of a link, each judging
     its own assembly: the entries of the others are unseen.  */
  [MN_MSG_LICENSE_PARTITIONS] = { MN_FK_CANNOT_VERIFY, 0,
    "cannot verify which license the module loader reads: lto1 judges "
    "this LTO partition of the link alone (%s), and the linker joins "
    "their %qs sections; %<-flto-partition=one%> makes one" },
  /* Assembly writing NULs of their own between entries (.zero, .byte
     0): the readers skip them, as C data's extra NULs.  */
  [MN_MSG_NULS_ASM] = { MN_FK_TRAILING_NULS, 0,
    "%wu NUL bytes in %qs belong to no entry; the kernel skips them" },
  /* The real assembler's object: an asm's bytes without the places
     where its strings end ("a=1\0b=2\0" may be two .asciz, or one
     string hiding "b=2").  */
  [MN_MSG_CANNOT_VERIFY_SPLIT] = { MN_FK_CANNOT_VERIFY, 0,
    "cannot verify whether %qs in %qs is an entry of its own or text "
    "hidden after entry %qs: the assembler's object does not show where "
    "an %<asm%> statement's strings end" },
  /* gas assembles an instruction into whatever section is current.  */
  [MN_MSG_MACHINE_CODE] = { MN_FK_NOT_STRING, 0,
    "machine code in %qs (an instruction, or alignment filled with "
    "no-ops): the section holds only NUL-terminated strings" },
  /* ld -r keeps a group's sections apart from others of the name.  */
  [MN_MSG_MODINFO_GROUP] = { MN_FK_NO_MODINFO, 0,
    "section %qs is a section group's (comdat): a link keeps it apart "
    "from the module's other %qs, and the module loader reads only the "
    "first allocated one, modpost only the last" },
  /* modpost, the module loader and kmod read a section's bytes as the
     file holds them: none of them decompresses.  */
  [MN_MSG_COMPRESSED] = { MN_FK_NOT_STRING, 0,
    "section %qs is compressed (%<SHF_COMPRESSED%>, %wu bytes in the "
    "file): modpost, the module loader and modinfo read those bytes as "
    "its entries" },
  /* modpost reads the module's .o (Makefile.modpost), and its
     get_next_modinfo () takes the size less one string as it goes: an
     empty section's size wraps, and it reads on into what follows.  */
  [MN_MSG_MODINFO_EMPTY_OBJECT] = { MN_FK_NO_MODINFO, 0,
    "object's %qs section is empty; modpost still reads strings from its "
    "file offset, %wu, on past its end" },
};

const char *
mn_kind_name (enum mn_finding_kind kind)
{
  return (unsigned) kind < MN_FK_COUNT ? kinds[kind].name : NULL;
}

enum mn_finding_kind
mn_kind_by_name (const char *name)
{
  unsigned k;
  for (k = 0; k < MN_FK_COUNT; k++)
    if (strcmp (kinds[k].name, name) == 0)
      return (enum mn_finding_kind) k;
  return MN_FK_COUNT;
}

enum mn_severity
mn_kind_severity (enum mn_finding_kind kind)
{
  return (unsigned) kind < MN_FK_COUNT ? kinds[kind].severity : MN_SEV_ERROR;
}

const char *
mn_severity_name (enum mn_severity sev)
{
  switch (sev)
    {
    case MN_SEV_NOTE: return "note";
    case MN_SEV_WARNING: return "warning";
    case MN_SEV_ERROR: return "error";
    default: return "fatal error";
    }
}

enum mn_finding_kind
mn_message_kind (enum mn_message msg)
{
  return (unsigned) msg < MN_MSG_COUNT ? messages[msg].kind : MN_FK_COUNT;
}

enum mn_severity
mn_message_severity (enum mn_message msg)
{
  if ((unsigned) msg >= MN_MSG_COUNT || messages[msg].is_note)
    return MN_SEV_NOTE;
  return mn_kind_severity (messages[msg].kind);
}

const char *
mn_message_format (enum mn_message msg)
{
  return (unsigned) msg < MN_MSG_COUNT ? messages[msg].format : "";
}

enum mn_message
mn_entry_message (enum mn_entry_problem problem, int final_module)
{
  switch (problem)
    {
    case MN_ENTRY_NO_TAG:
      return final_module ? MN_MSG_TAGLESS_FRAGMENT : MN_MSG_NO_TAG;
    case MN_ENTRY_BAD_TAG: return MN_MSG_BAD_TAG;
    case MN_ENTRY_EMPTY_LICENSE: return MN_MSG_EMPTY_LICENSE;
    case MN_ENTRY_LICENSE_DENIED: return MN_MSG_LICENSE_DENIED;
    case MN_ENTRY_AUTHOR_DENIED: return MN_MSG_AUTHOR_DENIED;
    default: return MN_MSG_COUNT;
    }
}

/* Output that counts what would have been written past the end.  */
struct sink
{
  char *out;
  size_t size, len;
};

static void
put (struct sink *s, const char *p, size_t n)
{
  if (s->len < s->size)
    {
      size_t room = s->size - 1 - s->len;
      memcpy (s->out + s->len, p, n < room ? n : room);
    }
  s->len += n;
}

/* One conversion after '%' at *PP; advances *PP.  */
static void
convert (struct sink *s, const char **pp, va_list *ap)
{
  const char *p = *pp;
  char num[32];
  int quoted = 0, wide = 0;

  if (*p == 'q')
    quoted = 1, p++;
  if (*p == 'w')
    wide = 1, p++;
  switch (*p)
    {
    case 's':
      {
        const char *str = va_arg (*ap, const char *);
        if (!str)
          str = "(null)";
        put (s, "'", (size_t) quoted);
        put (s, str, strlen (str));
        put (s, "'", (size_t) quoted);
        break;
      }
    case 'u':
    case 'x':
    case 'd':
      if (wide)
        snprintf (num, sizeof num, *p == 'x' ? "%llx" : *p == 'd' ? "%lld"
                  : "%llu", (unsigned long long) va_arg (*ap, uint64_t));
      else if (*p == 'd')
        snprintf (num, sizeof num, "%d", va_arg (*ap, int));
      else
        snprintf (num, sizeof num, *p == 'x' ? "%x" : "%u",
                  va_arg (*ap, unsigned));
      put (s, "'", (size_t) quoted);
      put (s, num, strlen (num));
      put (s, "'", (size_t) quoted);
      break;
    case '<':
    case '>':
    case '\'':
      put (s, "'", 1);
      break;
    case '%':
      put (s, "%", 1);
      break;
    default:
      /* Not ours: kept as written, so a mistake shows.  */
      put (s, "%", 1);
      put (s, *pp, (size_t) (p - *pp));
      if (!*p)
        {
          *pp = p;
          return;
        }
      put (s, p, 1);
    }
  *pp = p + 1;
}

size_t
mn_vrender (char *out, size_t outsz, const char *fmt, va_list ap)
{
  struct sink s = { out, outsz, 0 };
  va_list copy;
  const char *p = fmt;

  va_copy (copy, ap);
  while (*p)
    {
      const char *pct = strchr (p, '%');
      if (!pct)
        {
          put (&s, p, strlen (p));
          break;
        }
      put (&s, p, (size_t) (pct - p));
      p = pct + 1;
      convert (&s, &p, &copy);
    }
  va_end (copy);
  if (outsz)
    out[s.len < outsz ? s.len : outsz - 1] = 0;
  return s.len;
}

size_t
mn_render (char *out, size_t outsz, const char *fmt, ...)
{
  va_list ap;
  size_t n;
  va_start (ap, fmt);
  n = mn_vrender (out, outsz, fmt, ap);
  va_end (ap);
  return n;
}
