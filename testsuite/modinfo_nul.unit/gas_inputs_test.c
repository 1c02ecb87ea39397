/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Unit tests of the files gas read, from its dependency file, and of
   which of them another assembler run reads alike.  gas_inputs_tests ()
   is called from verdict_test.c's main.  */
#define _GNU_SOURCE
#include "modinfo_nul/gas_inputs.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int gas_inputs_tests (void);

struct seen
{
  char names[512];
  const char *stop_at;
};

static int
collect (const char *name, void *arg)
{
  struct seen *s = (struct seen *) arg;
  strcat (s->names, name);
  strcat (s->names, "|");
  return !s->stop_at || strcmp (name, s->stop_at) != 0;
}

static int
depfile_case (const char *text, const char *stop_at, int want,
              const char *want_names)
{
  struct seen s;
  char label[41];
  int got;
  size_t i;
  for (i = 0; i < sizeof label - 1 && text[i]; i++)
    label[i] = text[i] == '\n' || text[i] == '\t' ? ' ' : text[i];
  label[i] = 0;
  memset (&s, 0, sizeof s);
  s.stop_at = stop_at;
  got = mn_gas_depfile_names (text, strlen (text), "/tmp/o.o", "/tmp/i.s",
                              collect, &s);
  if (got == want && strcmp (s.names, want_names) == 0)
    {
      printf ("PASS: depfile %s\n", label);
      return 0;
    }
  printf ("FAIL: depfile %s: %d '%s', not %d '%s'\n", label, got, s.names,
          want, want_names);
  return 1;
}

static int
plain_case (const char *name, int want)
{
  int got = mn_gas_input_is_plain (name);
  printf ("%s: '%s' %s\n", got == want ? "PASS" : "FAIL", name,
          want ? "reads alike (or is no file)" : "may read otherwise");
  return got != want;
}

int
gas_inputs_tests (void)
{
  int failures = 0;
  char dir[] = "/tmp/mn-inputs.XXXXXX", cwd[4096];
  FILE *f;
  /* As gas 2.40 writes them (--MD): last read first, the input last.  */
  failures += depfile_case ("/tmp/o.o: /tmp/i.s\n", NULL, 1, "");
  failures += depfile_case ("/tmp/o.o: b.inc a.bin /tmp/i.s\n", NULL, 1,
                            "b.inc|a.bin|");
  failures += depfile_case ("/tmp/o.o: long_name_1.inc \\\n"
                            " long_name_2.inc \\\n /tmp/i.s\n", NULL, 1,
                            "long_name_1.inc|long_name_2.inc|");
  failures += depfile_case ("/tmp/o.o: /dev/stdin /tmp/i.s\n", "/dev/stdin",
                            0, "/dev/stdin|");
  /* Names gas escapes, and files not of this run, are not guessed.  */
  failures += depfile_case ("/tmp/o.o: a\\ b /tmp/i.s\n", NULL, -1, "");
  failures += depfile_case ("/tmp/o.o: c$$d /tmp/i.s\n", NULL, -1, "");
  failures += depfile_case ("/tmp/o.o: i\\\tj /tmp/i.s\n", NULL, -1, "");
  failures += depfile_case ("/tmp/x.o: /tmp/i.s\n", NULL, -1, "");
  failures += depfile_case ("/tmp/o.o: /tmp/i.s \\\n", NULL, 1, "");
  failures += depfile_case ("/tmp/o.o: /tmp/i.s x \\\n", NULL, -1, "x|");
  failures += depfile_case ("", NULL, -1, "");
  /* gas writes a newline in a name as it is: the name is cut in two,
     each piece maybe no file ("a\nb/../proc/self/fd/4").  */
  failures += depfile_case ("/tmp/o.o: a\nb/x /tmp/i.s\n", NULL, -1, "a|");
  failures += depfile_case ("/tmp/o.o: x \\\n a\nb /tmp/i.s\n", NULL, -1,
                            "x|a|");
  failures += depfile_case ("/tmp/o.o: /tmp/i.s\n\n", NULL, 1, "");

  if (!mkdtemp (dir) || !getcwd (cwd, sizeof cwd) || chdir (dir) != 0)
    {
      printf ("FAIL: gas inputs: no scratch directory\n");
      return failures + 1;
    }
  f = fopen ("data.bin", "w");
  if (f)
    fclose (f);
  failures += symlink ("data.bin", "to-data") != 0;
  failures += symlink ("/proc/self/fd/0", "to-stdin") != 0;
  failures += symlink ("/proc/self", "to-self") != 0;
  failures += plain_case ("data.bin", 1);
  failures += plain_case ("./to-data", 1);
  failures += plain_case ("no-such.s", 1);
  failures += plain_case ("no-such/dir/x.s", 1);
  failures += plain_case ("data.bin/x", 1);
  failures += plain_case (".", 0);
  failures += plain_case ("/dev/null", 0);
  failures += plain_case ("/dev/stdin", 0);
  failures += plain_case ("/dev/fd/0", 0);
  failures += plain_case ("/proc/self/fd/0", 0);
  failures += plain_case ("/proc/self/fd/999", 0);
  failures += plain_case ("/proc/self/cmdline", 0);
  failures += plain_case ("/proc/self/no-such/x", 0);
  failures += plain_case ("to-stdin", 0);
  failures += plain_case ("to-self/cwd/data.bin", 0);
  if (access ("/sys/kernel/uevent_seqnum", R_OK) == 0)
    failures += plain_case ("/sys/kernel/uevent_seqnum", 0);
  failures += plain_case ("", 0);
  unlink ("to-self");
  unlink ("to-stdin");
  unlink ("to-data");
  unlink ("data.bin");
  failures += chdir (cwd) != 0;
  rmdir (dir);
  return failures;
}
