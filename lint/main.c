/* SPDX-License-Identifier: GPL-2.0-or-later */
/* modinfo-lint: check the .modinfo section of built objects and kernel
   modules the way the modinfo_nul GCC plugin checks it at compile time
   and the kernel parses it at load time.  Options and the driver.  */
#define _GNU_SOURCE
#include "lint.h"

#include <errno.h>
#include <getopt.h>
#include <libelf.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef MODINFO_NUL_VERSION
#define MODINFO_NUL_VERSION "unknown"
#endif

/* The lists to read after the command line's files.  */
struct list_arg
{
  const char *path;
  int modules_order;
  const char *dir;
  char *owned;                  /* a path made here, to free */
};

struct inputs
{
  struct list_arg *lists;
  size_t nlists;
};

static void
usage (FILE *out)
{
  fputs ("Usage: modinfo-lint [OPTION]... FILE...\n"
"Check that every object in the .modinfo section of built objects and\n"
"kernel modules (.o, .ko, .ko.xz, .ko.zst, .ko.gz, ar and thin archives) is\n"
"exactly one NUL-terminated string, and check the section as the kernel\n"
"parses it.\n"
"\n"
"  --allow-license=LIST   allowed license idents, comma-separated; 'gpl'\n"
"                         stands for the kernel's GPL-compatible ones;\n"
"                         %20 is a space, %2C a comma, %25 a percent sign\n"
"  --deny-author=LIST     author substrings that are an error (same LIST)\n"
"  --section=NAME[,NAME]  sections to check instead of .modinfo\n"
"  --format=text|json|sarif  one line per finding (default), one JSON\n"
"                         array, or a SARIF 2.1.0 log\n"
"  --werror               warnings count for the exit status too\n"
"  --accept=KIND[,KIND]   accept warnings of these kinds (not printed, not\n"
"                         counted)\n"
"  --baseline=FILE        accept the warnings FILE lists ('KIND FILE[:SYMBOL]')\n"
"  --write-baseline=FILE  write every warning found to FILE as a baseline\n"
"  --quiet                print no findings; the exit status tells\n"
"  --stats                print files, objects, findings and time to stderr\n"
"  --files-from=FILE      also check the files named in FILE, one a line\n"
"                         ('-': standard input); in a list named\n"
"                         modules.order, foo.o stands for foo.ko\n"
"  --kbuild=DIR           check the modules DIR/modules.order names\n"
"  --help                 print this help and exit\n"
"  --version              print the version and exit\n"
"\n"
"Exit status: 0 no errors, 1 errors found (or warnings, with --werror),\n"
"2 a usage error or a file that could not be read as an ELF object.\n",
         out);
}

static void
usage_error (const char *fmt, ...)
{
  va_list ap;
  fputs ("modinfo-lint: ", stderr);
  va_start (ap, fmt);
  vfprintf (stderr, fmt, ap);
  va_end (ap);
  fputs ("\nTry 'modinfo-lint --help' for more information.\n", stderr);
  exit (2);
}

/* Split a comma-separated LIST into its items, calling ADD for each.  */
static void
each_item (const char *opt, const char *list,
           void (*add) (struct lint_options *, const char *, size_t,
                        const char *),
           struct lint_options *o)
{
  const char *p = list;
  for (;;)
    {
      const char *end = strchr (p, ',');
      size_t n = end ? (size_t) (end - p) : strlen (p);
      if (n == 0)
        usage_error ("--%s=%s: has an empty item", opt, list);
      add (o, p, n, list);
      if (!end)
        break;
      p = end + 1;
    }
}

static void
add_section (struct lint_options *o, const char *s, size_t n,
             const char *list)
{
  char *name = xmalloc (n + 1);
  (void) list;
  memcpy (name, s, n);
  name[n] = 0;
  if (!o->sections_given)
    o->sections = NULL, o->nsections = 0;   /* drop the default */
  o->sections_given = 1;
  o->sections = xrealloc (o->sections, (o->nsections + 1)
                                       * sizeof *o->sections);
  o->sections[o->nsections++] = name;
}

static void
add_accept (struct lint_options *o, const char *s, size_t n,
            const char *list)
{
  char name[64];
  enum mn_finding_kind k;
  snprintf (name, sizeof name, "%.*s", (int) n, s);
  k = mn_kind_by_name (name);
  if (k == MN_FK_COUNT)
    usage_error ("--accept=%s: unknown kind '%s'", list, name);
  if (mn_kind_severity (k) != MN_SEV_WARNING)
    usage_error ("--accept=%s: '%s' is an error, and only warnings can be "
                 "accepted", list, name);
  o->accept[k] = 1;
}

static void
add_list (struct inputs *in, const char *path, const char *dir)
{
  const char *base;
  struct list_arg *l;
  in->lists = xrealloc (in->lists, (in->nlists + 1) * sizeof *in->lists);
  l = &in->lists[in->nlists++];
  memset (l, 0, sizeof *l);
  if (dir)
    path = l->owned = xasprintf ("%s/modules.order", dir);
  l->path = path;
  l->dir = dir;
  base = strrchr (path, '/');
  base = base ? base + 1 : path;
  l->modules_order = dir || strcmp (base, "modules.order") == 0;
}

enum { OPT_ALLOW = 256, OPT_DENY, OPT_SECTION, OPT_FORMAT, OPT_WERROR,
       OPT_QUIET, OPT_STATS, OPT_FILES_FROM, OPT_KBUILD, OPT_ACCEPT,
       OPT_BASELINE, OPT_WRITE_BASELINE, OPT_HELP, OPT_VERSION };

static const struct option longopts[] = {
  { "allow-license", required_argument, NULL, OPT_ALLOW },
  { "deny-author", required_argument, NULL, OPT_DENY },
  { "section", required_argument, NULL, OPT_SECTION },
  { "format", required_argument, NULL, OPT_FORMAT },
  { "werror", no_argument, NULL, OPT_WERROR },
  { "quiet", no_argument, NULL, OPT_QUIET },
  { "stats", no_argument, NULL, OPT_STATS },
  { "files-from", required_argument, NULL, OPT_FILES_FROM },
  { "kbuild", required_argument, NULL, OPT_KBUILD },
  { "accept", required_argument, NULL, OPT_ACCEPT },
  { "baseline", required_argument, NULL, OPT_BASELINE },
  { "write-baseline", required_argument, NULL, OPT_WRITE_BASELINE },
  { "help", no_argument, NULL, OPT_HELP },
  { "version", no_argument, NULL, OPT_VERSION },
  { NULL, 0, NULL, 0 }
};

static void
set_policy (struct lint_options *o, int c, const char *arg)
{
  size_t bad;
  const char *err = c == OPT_ALLOW
                    ? mn_policy_allow_licenses (o->policy, arg, &bad)
                    : mn_policy_deny_authors (o->policy, arg, &bad);
  if (err)
    usage_error ("--%s=%s: %s (at '%s')",
                 c == OPT_ALLOW ? "allow-license" : "deny-author", arg, err,
                 arg + bad);
}

static void
set_format (struct lint_options *o, const char *arg)
{
  if (strcmp (arg, "json") == 0)
    o->format = LINT_JSON;
  else if (strcmp (arg, "sarif") == 0)
    o->format = LINT_SARIF;
  else if (strcmp (arg, "text") == 0)
    o->format = LINT_TEXT;
  else
    usage_error ("--format=%s: expected 'text', 'json' or 'sarif'", arg);
}

static void
set_baseline (struct lint_options *o, int c, const char *arg)
{
  char *err;
  if (c == OPT_WRITE_BASELINE)
    {
      o->write_baseline = fopen (arg, "w");
      if (!o->write_baseline)
        usage_error ("--write-baseline=%s: %s", arg, strerror (errno));
      fputs ("# modinfo-lint baseline: KIND FILE[:SYMBOL]\n",
             o->write_baseline);
      return;
    }
  lint_baseline_free (o->baseline);
  o->baseline = lint_baseline_read (arg, &err);
  if (!o->baseline)
    usage_error ("--baseline=%s", err);
}

/* One option; returns 0 when it ends the run (help, version).  */
static int
parse_option (int c, char **argv, struct lint_options *o, struct inputs *in)
{
  switch (c)
    {
    case OPT_ALLOW: case OPT_DENY: set_policy (o, c, optarg); break;
    case OPT_SECTION: each_item ("section", optarg, add_section, o); break;
    case OPT_ACCEPT: each_item ("accept", optarg, add_accept, o); break;
    case OPT_FORMAT: set_format (o, optarg); break;
    case OPT_WERROR: o->werror = 1; break;
    case 'q': case OPT_QUIET: o->quiet = 1; break;
    case OPT_STATS: o->stats = 1; break;
    case OPT_FILES_FROM: add_list (in, optarg, NULL); break;
    case OPT_KBUILD: add_list (in, NULL, optarg); break;
    case OPT_BASELINE: case OPT_WRITE_BASELINE:
      set_baseline (o, c, optarg);
      break;
    case OPT_HELP:
      usage (stdout);
      return 0;
    case OPT_VERSION:
      printf ("modinfo-lint (modinfo_nul) %s\n", MODINFO_NUL_VERSION);
      return 0;
    case ':':
      usage_error ("option '%s' needs a value", argv[optind - 1]);
      break;
    default:
      if (optopt)
        usage_error ("unknown option '-%c'", optopt);
      usage_error ("unknown option '%s'", argv[optind - 1]);
    }
  return 1;
}

static void
print_stats (const struct lint_counts *c, const struct timespec *t0)
{
  struct timespec t1;
  clock_gettime (CLOCK_MONOTONIC, &t1);
  fprintf (stderr, "modinfo-lint: %lu files, %lu objects, %lu entries: "
           "%lu errors, %lu warnings, %lu accepted, %lu unreadable; "
           "%.3f s\n", c->files, c->objects, c->entries, c->errors,
           c->warnings, c->accepted, c->fatal,
           (double) (t1.tv_sec - t0->tv_sec)
           + (double) (t1.tv_nsec - t0->tv_nsec) / 1e9);
}

/* Check the files and lists; returns 0 if a list could not be read.  */
static int
run (struct lint_ctx *ctx, char **files, int nfiles, const struct inputs *in)
{
  int i, ok = 1;
  size_t k;
  for (i = 0; i < nfiles; i++)
    lint_check_path (ctx, files[i]);
  for (k = 0; k < in->nlists; k++)
    if (!lint_check_list (ctx, in->lists[k].path, in->lists[k].modules_order,
                          in->lists[k].dir))
      {
        fflush (stdout);
        fprintf (stderr, "modinfo-lint: %s: %s\n", in->lists[k].path,
                 strerror (errno));
        ok = 0;
      }
  return ok;
}

int
main (int argc, char **argv)
{
  static const char *const default_sections[] = { ".modinfo" };
  struct lint_options opt;
  struct inputs in = { NULL, 0 };
  struct lint_ctx ctx;
  struct timespec t0;
  int c, lists_ok;
  size_t k;

  memset (&opt, 0, sizeof opt);
  opt.sections = (const char **) default_sections;
  opt.nsections = 1;
  opt.policy = mn_policy_new ();
  if (!opt.policy)
    return 2;
  opterr = 0;
  while ((c = getopt_long (argc, argv, "q", longopts, NULL)) != -1)
    if (!parse_option (c, argv, &opt, &in))
      return 0;
  if (optind == argc && !in.nlists)
    usage_error ("no input files");
  if (elf_version (EV_CURRENT) == EV_NONE)
    {
      fprintf (stderr, "modinfo-lint: libelf is too old: %s\n",
               elf_errmsg (-1));
      return 2;
    }
  memset (&ctx, 0, sizeof ctx);
  ctx.opt = &opt;
  ctx.section_seen = xmalloc (opt.nsections);
  clock_gettime (CLOCK_MONOTONIC, &t0);
  lint_output_begin (&ctx);
  lists_ok = run (&ctx, argv + optind, argc - optind, &in);
  lint_output_end (&ctx);
  if (fflush (stdout) != 0 || ferror (stdout)
      || (opt.write_baseline && fclose (opt.write_baseline) != 0))
    {
      fprintf (stderr, "modinfo-lint: write error: %s\n", strerror (errno));
      return 2;
    }
  if (opt.stats)
    print_stats (&ctx.counts, &t0);
  for (k = 0; k < in.nlists; k++)
    free (in.lists[k].owned);
  free (in.lists);
  free (ctx.items);
  free (ctx.section_seen);
  lint_baseline_free (opt.baseline);
  mn_policy_free (opt.policy);
  if (ctx.counts.fatal || !lists_ok)
    return 2;
  return ctx.counts.errors || (opt.werror && ctx.counts.warnings) ? 1 : 0;
}
