/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The files gas read, from its dependency file, and whether another
   assembler run reads them alike.  */
#define _GNU_SOURCE
#include "modinfo_nul/gas_inputs.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <unistd.h>

int
mn_gas_depfile_names (const char *text, size_t len, const char *target,
                      const char *input,
                      int (*each) (const char *name, void *arg), void *arg)
{
  /* "TARGET: NAME NAME \\\n NAME ... INPUT\n": gas writes the names it
     read last first, its input last, a space as "\ " and '$' as "$$",
     and ends lines of more than 72 columns with " \\".  Names with such
     bytes are refused rather than unescaped.  */
  const char *p = text, *end = text + len;
  size_t tl = strlen (target);
  char name[4096];
  int input_last = 0, continued = 0;
  if (len <= tl || memcmp (text, target, tl) != 0 || text[tl] != ':')
    return -1;
  p += tl + 1;
  for (;;)
    {
      const char *s, *q;
      size_t n;
      while (p < end && *p == ' ')
        p++;
      if (p < end && *p == '\n')
        {
          /* Only " \\" continues the rule; gas writes a newline in a
             name as it is, which would cut the name in two.  */
          p++;
          if (continued)
            {
              continued = 0;
              continue;
            }
          while (p < end && (*p == ' ' || *p == '\n'))
            p++;
          if (p < end)
            return -1;
          break;
        }
      if (p >= end)
        break;
      for (s = p; p < end && *p != ' ' && *p != '\n'; p++)
        ;
      n = (size_t) (p - s);
      if (n == 1 && *s == '\\' && p < end && *p == '\n')
        {
          continued = 1;   /* a line's continuation */
          continue;
        }
      for (q = s; q < p; q++)
        if (*q == '\\' || *q == '$' || (unsigned char) *q < 0x20
            || *q == 0x7f)
          return -1;
      if (n >= sizeof name)
        return -1;
      memcpy (name, s, n);
      name[n] = 0;
      input_last = strcmp (name, input) == 0;
      if (input_last)
        continue;
      if (!each (name, arg))
        return 0;
    }
  return input_last ? 1 : -1;
}

/* Filesystems whose files the kernel makes up as they are read.  */
static int
made_up_filesystem (long type)
{
  switch ((unsigned long) type & 0xffffffffUL)
    {
    case 0x9fa0:         /* proc */
    case 0x62656572:     /* sysfs */
    case 0x64626720:     /* debugfs */
    case 0x74726163:     /* tracefs */
    case 0x73636673:     /* securityfs */
    case 0x27e0eb:       /* cgroup */
    case 0x63677270:     /* cgroup2 */
    case 0xcafe4a11:     /* bpf */
    case 0x62656570:     /* configfs */
    case 0xde5e81e4:     /* efivarfs */
    case 0x6165676c:     /* pstore */
    case 0x42494e4d:     /* binfmt_misc */
    case 0xf97cff8c:     /* selinuxfs */
    case 0x43415d53:     /* smackfs */
    case 0x65735543:     /* fusectl */
      return 1;
    default:
      return 0;
    }
}

static int
on_made_up_filesystem (int fd)
{
  struct statfs fs;
  return fstatfs (fd, &fs) != 0 || made_up_filesystem ((long) fs.f_type);
}

/* The name is followed link by link, as the kernel would (openat2's
   RESOLVE_NO_MAGICLINKS would do, but valgrind and some seccomp filters
   refuse it): a walk that enters a made-up filesystem is refused, which
   refuses /proc's per-process links, all of them there.  */
int
mn_gas_input_is_plain (const char *name)
{
  char path[4096], rest[4096], target[4096];
  int dir, links = 40, plain = 0;
  const char *p;
  struct stat st;
  if (strlen (name) >= sizeof path || !*name)
    return 0;
  strcpy (path, name);
  dir = open (path[0] == '/' ? "/" : ".", O_PATH | O_CLOEXEC);
  if (dir < 0 || on_made_up_filesystem (dir))
    goto out;
  p = path;
  for (;;)
    {
      char comp[256];
      size_t n;
      int fd;
      while (*p == '/')
        p++;
      if (!*p)
        {
          /* The whole name: a regular file.  */
          plain = fstat (dir, &st) == 0 && S_ISREG (st.st_mode);
          goto out;
        }
      n = strcspn (p, "/");
      if (n >= sizeof comp)
        goto out;
      memcpy (comp, p, n);
      comp[n] = 0;
      p += n;
      fd = openat (dir, comp, O_PATH | O_NOFOLLOW | O_CLOEXEC);
      if (fd < 0)
        {
          /* No such file: gas read none (a .file directive's name need
             not be one).  */
          plain = errno == ENOENT || errno == ENOTDIR;
          goto out;
        }
      if (fstat (fd, &st) != 0)
        {
          close (fd);
          goto out;
        }
      if (S_ISLNK (st.st_mode))
        {
          ssize_t len = readlinkat (dir, comp, target, sizeof target - 1);
          close (fd);
          if (len <= 0 || --links == 0 || strlen (p) + (size_t) len >= sizeof rest)
            goto out;
          target[len] = 0;
          strcpy (rest, p);
          strcpy (path, target);
          strcat (path, rest);
          p = path;
          if (path[0] == '/')
            {
              close (dir);
              dir = open ("/", O_PATH | O_CLOEXEC);
              if (dir < 0)
                goto out;
            }
          continue;
        }
      close (dir);
      dir = fd;
      if (on_made_up_filesystem (dir))
        goto out;
    }
out:
  if (dir >= 0)
    close (dir);
  return plain;
}
