/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The assembly GCC writes, through a stream of ours into the core's gas
   reader, and the real assembler where the reader cannot follow.  */
#include "gcc_compat.h"
#include "glue.h"
#include "modinfo_nul/license.h"
#include "modinfo_nul/findings.h"
#include "modinfo_nul/elf_sections.h"
#include "modinfo_nul/gas_inputs.h"
#include "literal_loc.h"

#include <sys/wait.h>
#include <dirent.h>
#include <signal.h>

namespace mn {

/* --- The assembly stream ------------------------------------------------
   Everything GCC hands to the assembler goes to the gas reader (the
   core), which follows it as gas reads it: the file GCC wrote, read back
   whole once cc1 has closed it, or, to a pipe, a stream of ours in front
   of GCC's output.  C data were judged above with exact carets; the
   stream is the net under everything else: asm statements, pasted
   section names and labels, later redeclarations, precompiled headers.  */

const struct mn_gas_target gas_target
  = { MN_ASM_COMMENT_START, MN_ASM_WORD_SIZE, BYTES_BIG_ENDIAN };

FILE *real_asm_out;
struct mn_gas_reader *reader;
bool stream_read;
bool stream_vouched;

/* An object reported at a place: the place as it is printed (two
   location_t of one spot may differ).  Its bytes are compared, not only
   hashed: a hash alone lets a harmless object whose hash collides hide
   a finding.  One allocation holds the record and the bytes.  */
struct reported_object
{
  const char *file;
  int line, column;
  size_t len;
  hashval_t hash;
  const unsigned char *bytes;
};

struct reported_object_hasher : free_ptr_hash<reported_object>
{
  static hashval_t hash (const reported_object *r) { return r->hash; }
  static bool equal (const reported_object *a, const reported_object *b)
  {
    return a->line == b->line && a->column == b->column && a->len == b->len
           && (a->file == b->file
               || (a->file && b->file && !strcmp (a->file, b->file)))
           && memcmp (a->bytes, b->bytes, a->len) == 0;
  }
};

/* Made at the first report: a table made when the plugin is loaded
   takes from GCC's heap before GCC has begun, and moves where its later
   allocations land (case b at one path: 1 M instructions more in GCC's
   own malloc).  */
hash_table<reported_object_hasher> *reported_objects;

/* Whether the object BYTES (LEN bytes) was reported at LOC before; if
   not, it is now recorded.  */
bool
reported_before (const unsigned char *bytes, size_t len, location_t loc)
{
  expanded_location x = expand_location (loc);
  reported_object probe = { x.file, x.line, x.column, len,
                            iterative_hash (bytes, len,
                                            x.line * 131 + x.column),
                            bytes };
  if (!reported_objects)
    reported_objects = new hash_table<reported_object_hasher> (16);
  reported_object **slot
    = reported_objects->find_slot_with_hash (&probe, probe.hash, INSERT);
  if (*slot)
    return true;
  reported_object *r
    = (reported_object *) xmalloc (sizeof (reported_object) + len);
  unsigned char *copy = (unsigned char *) (r + 1);
  memcpy (copy, bytes, len);
  *r = probe;
  r->bytes = copy;
  *slot = r;
  return false;
}
/* The function whose label starts code in a checked section, if the
   stream shows one there (a C++ template's instantiations, for one, go
   to their own sections whatever the attribute says).  */
tree
function_in_section (const char *label)
{
  if (!label || flag_preprocess_only)
    return NULL_TREE;
  symtab_node *node = symtab_node::get_for_asmname (get_identifier (label));
  return node && TREE_CODE (node->decl) == FUNCTION_DECL ? node->decl
                                                         : NULL_TREE;
}

/* The label GCC will give DECL.  A C++ name is only read once set:
   working it out for a template's declaration crashes the mangler.  */
const char *
assembler_name (tree decl)
{
  tree id = DECL_ASSEMBLER_NAME_SET_P (decl) || !lang_GNU_CXX ()
            ? DECL_ASSEMBLER_NAME (decl) : DECL_NAME (decl);
  const char *name = id ? IDENTIFIER_POINTER (id) : "";
  return name[0] == '*' ? name + 1 : name;
}

/* Every C judgement in order, its bytes kept: a few per module, written
   as each definition is judged; hashed by name only when a finding in the
   stream needs them.  */
vec<judged_bytes> judged_log;
vec<unsigned char> judged_store;
hash_map<nofree_string_hash, unsigned> *judged_index;

/* Whatever bytes NAME gets were reported already, until
   set_judged_bytes.  */
unsigned
record_judged (const char *name, location_t loc)
{
  judged_bytes j = { name, loc, (size_t) -1, 0 };
  judged_log.safe_push (j);
  if (judged_index)
    judged_index->put (name, judged_log.length () - 1);
  return judged_log.length () - 1;
}

void
set_judged_bytes (unsigned record, const unsigned char *bytes, size_t len)
{
  size_t at = judged_store.length ();
  judged_store.safe_grow (at + len);
  memcpy (judged_store.address () + at, bytes, len);
  judged_log[record].len = len;
  judged_log[record].at = at;
}

const unsigned char *
judged_bytes_of (const judged_bytes *j)
{
  return judged_store.address () + j->at;
}

/* The last judgement of the object labelled LABEL, or NULL.  */
const judged_bytes *
find_judged (const char *label)
{
  if (!judged_index)
    {
      judged_index = new hash_map<nofree_string_hash, unsigned>;
      for (unsigned i = 0; i < judged_log.length (); i++)
        judged_index->put (judged_log[i].name, i);
    }
  unsigned *i = judged_index->get (label);
  if (i)
    return &judged_log[*i];
  /* Judged now, under the label the stream gave it.  */
  if (const char *name = judge_deferred (label))
    {
      judged_index->put (name, judged_log.length () - 1);
      return &judged_log.last ();
    }
  return NULL;
}

void
release_judged ()
{
  delete judged_index;
  judged_index = NULL;
  judged_log.release ();
  judged_store.release ();
}

/* The whole assembly, for the assembler when the reader cannot follow
   it.  */
char *stream_copy;
size_t stream_len, stream_cap;

/* The next N bytes of the assembly: to the reader and the copy.  */
void
take_bytes (const char *buf, size_t n)
{
  mn_gas_reader_feed (reader, buf, n);
  if (stream_len + n > stream_cap)
    {
      stream_cap = MAX (stream_cap * 2, stream_len + n + (1 << 16));
      stream_copy = XRESIZEVEC (char, stream_copy, stream_cap);
    }
  memcpy (stream_copy + stream_len, buf, n);
  stream_len += n;
}

ssize_t
stream_write (void *, const char *buf, size_t n)
{
  take_bytes (buf, n);
  return fwrite (buf, 1, n, real_asm_out) == n ? (ssize_t) n : -1;
}

int
stream_close (void *)
{
  mn_gas_reader_finish (reader);
  stream_read = true;
  return fclose (real_asm_out);
}

/* Preprocessed assembly (a .S file: cc1 -E -lang-asm) is what gas will
   read.  Written to stdout (-pipe), it passes through a stream of ours
   set up before the C family opens its output; written to a file, that
   file is read back once cc1 has closed it.  */
const char *preprocessed_output;

bool
preprocessing_assembly ()
{
  return mn_have_c_family () && flag_preprocess_only && parse_in
         && cpp_get_options (parse_in)->lang == CLK_ASM;
}

static mn_gas_reader *
new_reader ()
{
  mn_gas_reader *r = mn_gas_reader_new (&gas_target,
                                        options.sections.address (),
                                        options.sections.length ());
  if (r && !options.verbose)
    mn_gas_reader_set_settle (r, entry_settles, NULL);
  return r;
}

bool
start_stream (FILE **slot)
{
  reader = new_reader ();
  if (!reader)
    return false;
  cookie_io_functions_t io = { NULL, stream_write, NULL, stream_close };
  FILE *f = fopencookie (NULL, "w", io);
  if (!f)
    {
      mn_gas_reader_free (reader);
      reader = NULL;
      return false;
    }
  /* Fewer, larger writes: the reader's cost is per call as well.  */
  setvbuf (f, NULL, _IOFBF, 1 << 16);
  real_asm_out = *slot;
  *slot = f;
  return true;
}

void watch_stdout (bool count_opening);

void
watch_preprocessed_assembly ()
{
  for (unsigned i = 0; i < save_decoded_options_count; i++)
    if (save_decoded_options[i].opt_index == OPT_o)
      preprocessed_output = save_decoded_options[i].arg;
  if (!preprocessed_output || !strcmp (preprocessed_output, "-"))
    {
      preprocessed_output = NULL;
      watch_stdout (false);
    }
}

/* -flto without fat objects: top-level asm reaches the assembly only
   when lto1 emits it, at link time, first thing in .text, in order, one
   tab and its text a line (output_asm_statements).  Its text is known
   here, verbatim: read as lto1 will write it, after the unit's own
   lines, it is judged at compile time as well.  Function asm is left
   to lto1: its operands are filled in only there.  */
bool
slim_lto_unit ()
{
  return flag_generate_lto && !flag_fat_lto_objects && !in_lto_p
         && !flag_preprocess_only;
}

void
append_lto_toplevel_asm (size_t *len)
{
  if (!slim_lto_unit () || !symtab->first_asm_symbol ())
    return;
  /* Twice: ".previous" there finds .text, as at the start of lto1's
     output, not the unit's last section.  */
  static const char head[] = "\t.text\n\t.text\n#APP\n";
  static const char tail[] = "#NO_APP\n";
  size_t need = sizeof head + sizeof tail;
  for (asm_node *a = symtab->first_asm_symbol (); a; a = a->next)
    need += strlen (TREE_STRING_POINTER (a->asm_str)) + 2;
  if (*len + need > stream_cap)
    {
      stream_cap = *len + need;
      stream_copy = XRESIZEVEC (char, stream_copy, stream_cap);
    }
  char *at = stream_copy + *len;
  at = stpcpy (at, head);
  for (asm_node *a = symtab->first_asm_symbol (); a; a = a->next)
    {
      *at++ = '\t';
      at = stpcpy (at, TREE_STRING_POINTER (a->asm_str));
      *at++ = '\n';
    }
  at = stpcpy (at, tail);
  *len = (size_t) (at - stream_copy);
}

/* The text of regular file FD (closed here) from its start into the
   reader, whole, as if it had passed the stream; kept for the
   assembler.  WHAT names it in a warning.  */
void
read_back_fd (int fd, const char *what)
{
  struct stat st;
  bool whole = false;
  if (fd >= 0 && fstat (fd, &st) == 0 && S_ISREG (st.st_mode)
      && lseek (fd, 0, SEEK_SET) == 0)
    {
      size_t size = (size_t) st.st_size, got = 0;
      stream_copy = XNEWVEC (char, size + 1);
      stream_cap = size + 1;
      while (got < size)
        {
          ssize_t n = read (fd, stream_copy + got, size - got);
          if (n <= 0)
            {
              if (n == 0)
                errno = EIO;   /* shorter than it was */
              break;
            }
          got += (size_t) n;
        }
      stream_len = got;
      whole = got == size;
    }
  int err = errno;
  if (fd >= 0)
    close (fd);
  /* Not read is not checked: say so.  */
  if (!whole)
    {
      errno = err;
      MN_WARNING (UNKNOWN_LOCATION, "cannot verify what the assembler "
                  "writes into the checked sections: cannot read back "
                  "%qs: %m", what);
      return;
    }
  append_lto_toplevel_asm (&stream_len);
  reader = new_reader ();
  if (reader)
    {
      mn_gas_reader_feed (reader, stream_copy, stream_len);
      mn_gas_reader_finish (reader);
      stream_read = true;
    }
}

bool
is_dev_null (const struct stat &st)
{
  struct stat null_st;
  return S_ISCHR (st.st_mode) && stat ("/dev/null", &null_st) == 0
         && st.st_rdev == null_st.st_rdev;
}

/* The file at PATH, read back whole.  */
void
read_back (const char *path)
{
  struct stat st;
  if (stat (path, &st) == 0 && !S_ISREG (st.st_mode))
    {
      /* Output thrown away is never assembled: nothing to check.  */
      if (is_dev_null (st))
        return;
      /* Only a regular file is opened: opening a FIFO would wait for a
         writer that never comes.  */
      MN_WARNING (UNKNOWN_LOCATION, "cannot verify what the assembler "
                  "writes into the checked sections: %qs is not a regular "
                  "file, and cannot be read back", path);
      return;
    }
  read_back_fd (open (path, O_RDONLY | O_NONBLOCK), path);
}

void
read_preprocessed_output ()
{
  read_back (preprocessed_output);
}

/* Where GCC writes its assembly decides how it is read.  GCC writes its
   first lines when it opens the output, before any plugin event, and
   under -fverbose-asm they hold every option given, verbatim (a newline
   in -frandom-seed=... ends the comment there): whatever the output, it
   is read from its first byte.
   - A regular file (the driver's temporary, or cc1's stdout under
     -S -o - > FILE) is read back whole once cc1 has closed it (at
     PLUGIN_FINISH): nothing stands between GCC and its output, and
     whatever else in cc1 wrote to the file is read as gas will read it.
   - The pipe gas reads (-pipe): every writer in cc1 that names
     /dev/stdout or /dev/fd/1 (-aux-info, dump files, -MF) writes into it
     too.  A child of ours takes the pipe's place on stdout: it passes
     each byte on as it comes and keeps a copy, read back at the end.
   - Anything else (a terminal, /dev/null, a FIFO by name) passes our
     stream in front of GCC's output: stdout is that stream while GCC
     opens its output, asm_file_name "-".  */
const char *assembly_file;
FILE *stdout_while_opening;
const char *asm_file_while_opening;
/* What GCC wrote before the first plugin event (PLUGIN_START_UNIT), as
   it opened its output: the target's first lines and, under
   -fverbose-asm, the options given.  */
size_t opening_bytes;
/* cc1's stdout as a regular file, read back at the end.  */
int stdout_file = -1;
/* The relay: its process, its copy (a scratch file) and the pipe cc1
   writes into, whose writers are closed at the end.  */
pid_t relay_pid;
int relay_copy = -1;
struct stat relay_pipe;
/* A FIFO by name: another file of cc1's may open it too.  */
const char *unwatched_fifo;

bool
write_all (int fd, const char *buf, size_t n)
{
  while (n)
    {
      ssize_t w = write (fd, buf, n);
      if (w < 0 && errno == EINTR)
        continue;
      if (w <= 0)
        return false;
      buf += w;
      n -= (size_t) w;
    }
  return true;
}

/* The relay's whole life: IN to COPY and OUT.  Its exit status: bit 0,
   OUT closed first (the assembler stopped reading: at .end, or failed);
   bit 1, the copy is short.  The copy is written first: it holds every
   byte the assembler may have read.  A reader of OUT that is gone ends
   the relay, and cc1 then meets the closed pipe it would have met
   without us.  */
void ATTRIBUTE_NORETURN
relay (int in, int out, int copy)
{
  static char buf[1 << 16];
  int copy_short = 0;
  for (;;)
    {
      ssize_t n = read (in, buf, sizeof buf);
      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        _exit (copy_short | (n < 0 ? 1 : 0));
      if (!copy_short && !write_all (copy, buf, (size_t) n))
        copy_short = 2;
      if (!write_all (out, buf, (size_t) n))
        _exit (copy_short | 1);
    }
}

char *scratch_file ();

/* stdout while GCC opens its output for the relay, counting (closed by
   GCC with its output when the unit never starts).  At PLUGIN_START_UNIT
   GCC's output goes back to the real stdout, but this stays stdout and
   passes what it is given on to the real one until GCC closes that: a
   dump file named "stdout" is stdout as it was when opened, and GCC
   closes a dump stream that is no longer stdout, once per dump.
   Unbuffered, so that bytes pass in the order GCC writes them.  */
FILE *counted_stdout;
bool counting_closed;
bool counting_given_up;
FILE *given_up_to;

ssize_t
count_opening_write (void *, const char *buf, size_t n)
{
  if (counting_given_up)
    return given_up_to && asm_out_file == given_up_to
           && fwrite (buf, 1, n, given_up_to) == n ? (ssize_t) n : -1;
  opening_bytes += n;
  return fwrite (buf, 1, n, counted_stdout) == n ? (ssize_t) n : -1;
}

int
count_opening_close (void *)
{
  counting_closed = true;
  return 0;
}

bool
start_relay (bool count_opening)
{
  char *name = scratch_file ();
  if (!name)
    return false;
  int copy = open (name, O_RDWR | O_CLOEXEC);
  unlink (name);
  free (name);
  int p[2] = { -1, -1 };
  int real = copy < 0 ? -1 : fcntl (1, F_DUPFD_CLOEXEC, 3);
  if (real < 0 || pipe2 (p, O_CLOEXEC) != 0)
    {
      if (copy >= 0)
        close (copy);
      if (real >= 0)
        close (real);
      return false;
    }
  fflush (stdout);
  pid_t pid = fork ();
  if (pid == 0)
    {
      signal (SIGPIPE, SIG_IGN);
      close (p[1]);
      close (1);
      relay (p[0], real, copy);
    }
  close (p[0]);
  close (real);
  if (pid < 0 || dup2 (p[1], 1) < 0)
    {
      close (p[1]);
      close (copy);
      if (pid > 0)
        waitpid (pid, NULL, 0);
      return false;
    }
  close (p[1]);
  fstat (1, &relay_pipe);
  relay_pid = pid;
  relay_copy = copy;
  if (!count_opening)
    return true;
  /* GCC's first lines are counted on their way (the copy holds other
     writers' bytes too, but none before PLUGIN_START_UNIT).  */
  cookie_io_functions_t io = { NULL, count_opening_write, NULL,
                               count_opening_close };
  if (FILE *f = fopencookie (NULL, "w", io))
    {
      setvbuf (f, NULL, _IONBF, 0);
      counted_stdout = stdout;
      stdout = f;
    }
  return true;
}

/* The relay's end, once every writer of the pipe is closed, and its
   copy into the reader when READ.  GCC has closed its output; a file of
   cc1's left open on the pipe would keep the relay waiting, and nothing
   writes any more: closed here.  */
void
finish_relay (bool read)
{
  /* The unit never started: stdout is ours still, or GCC closed ours
     with its output (then the pointer is all that is left).  */
  if (counted_stdout)
    {
      if (!counting_closed)
        fflush (stdout);
      stdout = counted_stdout;
      counted_stdout = NULL;
    }
  /* GCC closes stdout with its output; if it is still the pipe, GCC left
     it open, and what it holds goes first.  */
  struct stat st1;
  if (fstat (1, &st1) == 0 && st1.st_ino == relay_pipe.st_ino
      && st1.st_dev == relay_pipe.st_dev)
    fflush (stdout);
  if (DIR *d = opendir ("/proc/self/fd"))
    {
      int self = dirfd (d);
      while (struct dirent *e = readdir (d))
        {
          struct stat st;
          int fd = atoi (e->d_name);
          if (e->d_name[0] >= '0' && e->d_name[0] <= '9' && fd != self
              && fstat (fd, &st) == 0 && S_ISFIFO (st.st_mode)
              && st.st_ino == relay_pipe.st_ino
              && st.st_dev == relay_pipe.st_dev)
            close (fd);
        }
      closedir (d);
    }
  int status = 0;
  while (waitpid (relay_pid, &status, 0) < 0 && errno == EINTR)
    ;
  relay_pid = 0;
  int code = WIFEXITED (status) ? WEXITSTATUS (status) : -1;
  /* Killed: the assembler may have read part of the assembly, and made
     an object of it.  */
  if (code < 0)
    error_at (UNKNOWN_LOCATION, "the assembly was not passed on whole to "
              "the assembler: the plugin%'s relay stopped");
  else if (read && (code & 2))
    MN_WARNING (UNKNOWN_LOCATION, "cannot verify what the assembler "
                "writes into the checked sections: the copy of the "
                "assembly is incomplete");
  /* Also when the assembler stopped reading: gas reads no further than
     the copy holds, and the reader follows gas (.end).  */
  else if (read)
    {
      read_back_fd (relay_copy, "the copy of the assembly");
      relay_copy = -1;
    }
  if (relay_copy >= 0)
    close (relay_copy);
  relay_copy = -1;
}

/* stdout as our stream while GCC opens its output, for output to OUT.  */
void
stream_through_stdout (FILE *out)
{
  FILE *saved = stdout;
  stdout = out;
  if (!start_stream (&stdout))
    {
      if (out != saved)
        fclose (out);
      stdout = saved;
      return;
    }
  if (out != saved)
    {
      stdout_while_opening = saved;
      asm_file_while_opening = asm_file_name;
      asm_file_name = "-";
    }
}

void
watch_assembly_output ()
{
  struct stat st, out1;
  if (flag_preprocess_only || flag_syntax_only || !asm_file_name)
    return;
  bool have1 = fstat (1, &out1) == 0;
  if (strcmp (asm_file_name, "-") != 0)
    {
      if (stat (asm_file_name, &st) != 0 || S_ISREG (st.st_mode))
        return;
      if (!have1 || st.st_dev != out1.st_dev || st.st_ino != out1.st_ino
          || st.st_rdev != out1.st_rdev)
        {
          /* If this fails, GCC's own open fails the same way and says
             so.  */
          FILE *out = fopen (asm_file_name, "w");
          if (!out)
            return;
          if (S_ISFIFO (st.st_mode) || S_ISSOCK (st.st_mode))
            unwatched_fifo = asm_file_name;
          stream_through_stdout (out);
          return;
        }
      /* /dev/stdout, /dev/fd/1: cc1's stdout.  */
      asm_file_while_opening = asm_file_name;
      asm_file_name = "-";
    }
  watch_stdout (true);
}

/* GCC's output to stdout (COUNT_OPENING: the lines it writes before
   PLUGIN_START_UNIT are counted).  */
void
watch_stdout (bool count_opening)
{
  struct stat out1;
  bool have1 = fstat (1, &out1) == 0;
  if (have1 && S_ISREG (out1.st_mode))
    {
      /* stdout is open for writing only: the file again, to read.  */
      stdout_file = open ("/proc/self/fd/1", O_RDONLY | O_CLOEXEC);
      if (stdout_file >= 0)
        return;
    }
  if (have1 && (S_ISFIFO (out1.st_mode) || S_ISSOCK (out1.st_mode)))
    {
      if (start_relay (count_opening))
        return;
      /* GCC's own output still passes our stream.  */
      MN_WARNING (UNKNOWN_LOCATION, "cannot verify what other files "
                  "of the compiler write into the assembler%'s pipe: "
                  "cannot start the plugin%'s relay: %m");
    }
  stream_through_stdout (stdout);
}

void
on_start_unit (void *, void *)
{
  struct stat st = {};
  /* GCC's messages name its output as given.  */
  if (asm_file_while_opening)
    {
      asm_file_name = asm_file_while_opening;
      asm_file_while_opening = NULL;
    }
  if (stdout_while_opening)
    {
      stdout = stdout_while_opening;
      stdout_while_opening = NULL;
    }
  if (counted_stdout)
    {
      /* GCC's output from here on goes straight to the relay.  */
      FILE *counting = stdout;
      fflush (counting);
      if (asm_out_file == counting)
        {
          asm_out_file = counted_stdout;
          given_up_to = counted_stdout;
        }
      counting_given_up = true;
      counted_stdout = NULL;
      return;
    }
  if (!asm_out_file)
    return;
  if (reader)
    {
      fflush (asm_out_file);
      opening_bytes = stream_len;
      return;
    }
  long at = ftell (asm_out_file);
  opening_bytes = at > 0 ? (size_t) at : 0;
  if (stdout_file >= 0 || relay_pid)
    return;
  bool known = fstat (fileno (asm_out_file), &st) == 0;
  if (known && S_ISREG (st.st_mode)
      && asm_file_name && strcmp (asm_file_name, "-") != 0)
    {
      assembly_file = asm_file_name;
      return;
    }
  /* Not watched from its first byte (cc1 run by hand, writing where
     its input's name says): what GCC wrote already passed unread.
     Output thrown away is never assembled.  */
  if (!(known && is_dev_null (st)))
    MN_WARNING (UNKNOWN_LOCATION, "cannot verify what the assembler "
                "writes into the checked sections: GCC wrote the start of "
                "its output before the plugin could read it");
  if (!start_stream (&asm_out_file))
    MN_WARNING (UNKNOWN_LOCATION, "cannot verify what the assembler "
                "writes into the checked sections: cannot read the "
                "assembly as it is written");
}

/* At PLUGIN_FINISH: GCC has closed its output.  */
void
read_back_assembly (bool read)
{
  if (relay_pid)
    finish_relay (read);
  else if (stdout_file >= 0)
    {
      if (read)
        read_back_fd (stdout_file, "standard output");
      else
        close (stdout_file);
      stdout_file = -1;
    }
  else if (assembly_file && read)
    read_back (assembly_file);
  if (unwatched_fifo && read)
    MN_WARNING (UNKNOWN_LOCATION, "cannot verify what the assembler "
                "writes into the checked sections: %qs is a FIFO, and "
                "another file the compiler writes may open it too",
                unwatched_fifo);
}

/* Declarations whose section name or asm label holds a statement
   separator, newline or comment: GCC pastes those into the assembly.  */
struct pasted_name
{
  const char *text;
  location_t loc;
};
vec<pasted_name> pasted_names;

static void
note_pasted_names (tree decl)
{
  static const char pasted[] = "\n;#/\"";
  const char *sec = DECL_SECTION_NAME (decl);
  /* A label that is the declaration's own name is an identifier: it
     cannot hold any of those bytes.  */
  tree id = DECL_ASSEMBLER_NAME_SET_P (decl) ? DECL_ASSEMBLER_NAME (decl)
                                             : NULL_TREE;
  const char *label = id && id != DECL_NAME (decl) ? IDENTIFIER_POINTER (id)
                                                   : NULL;
  const char *texts[2] = { sec, label };
  for (int i = 0; i < 2; i++)
    if (texts[i] && strpbrk (texts[i], pasted))
      {
        pasted_name p = { xstrdup (texts[i]), mn_user_location (decl) };
        pasted_names.safe_push (p);
      }
}

void
release_pasted_names ()
{
  for (unsigned i = 0; i < pasted_names.length (); i++)
    free (const_cast<char *> (pasted_names[i].text));
  pasted_names.release ();
}

int
by_location (const void *a, const void *b)
{
  location_t x = ((const pasted_name *) a)->loc;
  location_t y = ((const pasted_name *) b)->loc;
  return x < y ? -1 : x > y;
}

/* Only a symbol GCC emits is in the assembly, and only a finding needs
   to know whose text was pasted there: the symbol table is walked then,
   once, instead of looking at every declaration as it is parsed.  The
   first in the source comes first.  */
void
collect_pasted_names ()
{
  static bool collected;
  if (collected)
    return;
  collected = true;
  symtab_node *node;
  FOR_EACH_SYMBOL (node)
    note_pasted_names (node->decl);
  pasted_names.qsort (by_location);
}

/* The declaration whose pasted text holds BYTES, else the first one.  */
location_t
pasted_location (const unsigned char *bytes, size_t len)
{
  collect_pasted_names ();
  if (!pasted_names.length ())
    return UNKNOWN_LOCATION;
  char probe[17];
  size_t n = 0;
  while (n < len && n < 16 && bytes[n])
    probe[n] = (char) bytes[n], n++;
  probe[n] = 0;
  if (n >= 3)
    for (unsigned i = 0; i < pasted_names.length (); i++)
      if (strstr (pasted_names[i].text, probe))
        return pasted_names[i].loc;
  return pasted_names[0].loc;
}

int
by_line_and_file (const void *a, const void *b)
{
  const asm_place *x = (const asm_place *) a, *y = (const asm_place *) b;
  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  return strcmp (x->file, y->file);
}

/* Sorted once, at the first look-up (they are all recorded by then).  */
location_t
asm_place_location (const char *file, unsigned long line)
{
  static unsigned sorted;
  if (sorted != asm_places.length ())
    {
      asm_places.qsort (by_line_and_file);
      sorted = asm_places.length ();
    }
  size_t lo = 0, hi = asm_places.length ();
  while (lo < hi)
    {
      size_t mid = (lo + hi) / 2;
      if (asm_places[mid].line < (int) line)
        lo = mid + 1;
      else
        hi = mid;
    }
  for (; lo < asm_places.length () && asm_places[lo].line == (int) line; lo++)
    if (strcmp (asm_places[lo].file, file) == 0)
      return asm_places[lo].loc;
  return mn_location_at (file, (int) line, 0);
}

/* Which top-level asm statement holds line LINE of their text taken
   together (the ends are increasing), or -1.  */
int
toplevel_asm_at (unsigned long line)
{
  unsigned lo = 0, hi = toplevel_asm_count ();
  while (lo < hi)
    {
      unsigned mid = (lo + hi) / 2;
      if (toplevel_asm_end (mid) < line)
        lo = mid + 1;
      else
        hi = mid;
    }
  return line && lo < toplevel_asm_count () ? (int) lo : -1;
}

/* Whether LABEL is a C declaration's, judged or known to GCC.  */
bool
label_has_source (const char *label)
{
  return find_judged (label)
         || (!flag_preprocess_only
             && symtab_node::get_for_asmname (get_identifier (label)));
}

/* The source of bytes the stream shows: the declaration whose label
   starts them, else the asm statement that wrote them.  */
location_t
stream_location (const char *label, unsigned long app_line,
                 const char *app_file, unsigned long app_toplevel)
{
  if (label)
    {
      if (const judged_bytes *j = find_judged (label))
        return mn_user_location_at (j->loc);
      if (!flag_preprocess_only)
        if (symtab_node *node = symtab_node::get_for_asmname (
              get_identifier (label)))
          return mn_user_location (node->decl);
    }
  if (app_line && app_file)
    {
      location_t loc = asm_place_location (app_file, app_line);
      if (loc != UNKNOWN_LOCATION)
        return loc;
    }
  int k = toplevel_asm_at (app_toplevel);
  return k >= 0 ? toplevel_asm_location ((unsigned) k)
                : UNKNOWN_LOCATION;
}

/* The line within its asm statement's text of stream line LINE, or 0.  */
unsigned long
asm_text_line (unsigned long line, unsigned long app_toplevel,
               unsigned long marker_stream_line)
{
  if (app_toplevel)
    {
      int k = toplevel_asm_at (app_toplevel);
      return k < 0 ? 0 : app_toplevel - (k ? toplevel_asm_end (k - 1) : 0);
    }
  return marker_stream_line && line > marker_stream_line
         ? line - marker_stream_line : 0;
}

bool
in_opening_lines (unsigned long line)
{
  static unsigned long lines = (unsigned long) -1;
  if (lines == (unsigned long) -1)
    {
      lines = 0;
      for (size_t i = 0; i < opening_bytes && i < stream_len; i++)
        lines += stream_copy[i] == '\n';
    }
  return line && line <= lines;
}

/* A fallback for bytes with no source: the command line for the lines
   GCC writes as it opens its output, else the first declaration whose
   section name or asm label would be pasted into the assembly as more
   than a name, else the main file.  LINE: the bytes' line in the
   assembly.  *NOTED: the caller adds a note with that line.  */
location_t
located_or_main (location_t loc, const unsigned char *bytes, size_t len,
                 unsigned long line, bool *noted)
{
  *noted = loc == UNKNOWN_LOCATION;
  if (loc == UNKNOWN_LOCATION && in_opening_lines (line))
    return UNKNOWN_LOCATION;
  if (loc == UNKNOWN_LOCATION)
    loc = pasted_location (bytes, len);
  if (loc == UNKNOWN_LOCATION)
    loc = mn_location_at (main_input_filename, 1, 0);
  return loc;
}

location_t
object_location (const void *obj)
{
  const mn_gas_object *o = (const mn_gas_object *) obj;
  bool noted;
  return located_or_main (stream_location (o->label, o->app_line,
                                           o->app_file, o->app_toplevel),
                          o->bytes, o->len, o->line, &noted);
}

/* Where in the asm text, or in the assembly when nothing else says.  */
void
note_where (location_t loc, bool noted, unsigned long line,
            unsigned long app_toplevel, unsigned long app_marker)
{
  unsigned long in_asm = asm_text_line (line, app_toplevel, app_marker);
  if (in_asm > 1)
    inform (loc, "at line %wu of the %<asm%> text",
            (unsigned HOST_WIDE_INT) in_asm);
  else if (noted && in_opening_lines (line))
    inform (loc, "at line %wu of the assembly output, in the lines GCC "
            "writes as it opens the output (under %<-fverbose-asm%>, the "
            "options given, verbatim)", (unsigned HOST_WIDE_INT) line);
  else if (noted && line)
    inform (loc, "at line %wu of the assembly output",
            (unsigned HOST_WIDE_INT) line);
}

bool
zeros (const unsigned char *p, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (p[i])
      return false;
  return true;
}

/* Whether BYTES, judged into *V, are fine and their entries say nothing
   (and nothing is to be said in verbose mode).  */
bool
nothing_to_say (const unsigned char *bytes, size_t len, struct mn_verdict *v,
                bool *license = NULL)
{
  /* MN_OK: one entry, the verdict found its NUL.  Found first by one
     look for a NUL: the verdict is worked out only for something to
     say.  */
  if (len >= 2 && !bytes[len - 1] && !options.verbose
      && !memchr (bytes, 0, len - 1)
      && entry_silent ((const char *) bytes, len - 1, license))
    return true;
  mn_judge (bytes, len, v);
  return v->kind == MN_OK && v->visible_len && !options.verbose
         && entry_silent ((const char *) bytes, v->visible_len, license);
}

/* One object of the stream.  A C object may be followed, up to the next
   label, by the zeros that align the next one: the same object.  CUT:
   the reader stopped before its end was seen (more may follow it).
   NUL_AFTER: the next bytes of its section are alignment's NULs, which
   end an entry it leaves open.  *SETTLED (when not NULL): whether O is
   one entry, ended by its only NUL, that is fine and no license.  */
void
judge_stream_object (const mn_gas_object &o, bool cut = false,
                     bool nul_after = false, bool *settled = NULL)
{
  const char *sec = options.sections[o.checked];
  if (settled)
    *settled = false;
  if (o.len == 0)
    return;
  if ((o.padding || !o.label) && o.bytes[0] == 0
      && (o.len == 1 || !memcmp (o.bytes, o.bytes + 1, o.len - 1)))
    {
      /* NULs alone: empty entries, nothing hidden.  Alignment's are the
         assembler's; others are said, as C data's are.  */
      if (!o.padding)
        {
          bool noted;
          location_t loc
            = located_or_main (stream_location (NULL, o.app_line, o.app_file,
                                                o.app_toplevel),
                               o.bytes, o.len, o.line, &noted);
          if (!reported_before (o.bytes, o.len, loc))
            MN_WARNING (loc, mn_message_format (MN_MSG_NULS_ASM),
                        (unsigned HOST_WIDE_INT) o.len, sec);
        }
      return;
    }
  struct mn_verdict v;
  bool license = true;
  /* The common case: nothing to say, so no location to work out.  */
  if (nothing_to_say (o.bytes, o.len, &v, &license))
    {
      if (settled)
        *settled = !license;
      return;
    }
  if (o.label)
    if (const judged_bytes *j = find_judged (o.label))
      if (j->len == (size_t) -1
          || (j->len <= o.len
              && !memcmp (o.bytes, judged_bytes_of (j), j->len)
              && zeros (o.bytes + j->len, o.len - j->len)))
        return;   /* judged from C */
  bool noted;
  location_t loc = located_or_main (stream_location (o.label, o.app_line,
                                                     o.app_file,
                                                     o.app_toplevel),
                                    o.bytes, o.len, o.line, &noted);
  /* A pasted name is pasted at every use: one report per place.  */
  if (reported_before (o.bytes, o.len, loc))
    return;
  quoted tag (o.bytes, v.tag_len ? v.tag_len : v.visible_len);
  quoted visible (o.bytes, v.visible_len);
  bool from_asm = o.app_block != 0;
  switch (v.kind)
    {
    case MN_OK:
    case MN_TRAILING_NULS:
      if (v.visible_len == 0)
        {
          MN_WARNING (loc, mn_message_format (MN_MSG_ONLY_NULS),
                      o.label ? o.label : "", sec,
                      (unsigned HOST_WIDE_INT) o.len);
          break;
        }
      check_entries (sec, o.bytes, o.len, false, object_location, &o);
      if (v.kind == MN_TRAILING_NULS)
        MN_WARNING (loc, mn_message_format (MN_MSG_TRAILING_NULS), sec,
                    tag.buf, (unsigned HOST_WIDE_INT) v.extra_nuls);
      else if (options.verbose && from_asm)
        inform (loc, mn_message_format (MN_MSG_CHECKED_ASM), sec,
                visible.buf);
      else if (options.verbose)
        inform (loc, "%qs entry %qs checked in the assembly", sec,
                visible.buf);
      break;
    case MN_EMPTY_OBJECT:
      break;
    case MN_UNTERMINATED:
      if (cut)
        return;   /* what ends it is what could not be verified */
      if (nul_after)
        {
          /* Judged as the kernel reads it, with that NUL.  */
          unsigned char *ended = XNEWVEC (unsigned char, o.len + 1);
          memcpy (ended, o.bytes, o.len);
          ended[o.len] = 0;
          mn_gas_object e = o;
          e.bytes = ended;
          e.len = o.len + 1;
          judge_stream_object (e);
          XDELETEVEC (ended);
          return;
        }
      MN_REPORT (loc, mn_message_format (from_asm ? MN_MSG_UNTERMINATED_ASM
                                                  : MN_MSG_UNTERMINATED),
                 sec, tag.buf);
      check_entries (sec, o.bytes, o.len, true, object_location, &o);
      break;
    case MN_EMBEDDED_NUL:
      {
        quoted hidden (o.bytes + v.hidden_start,
                       v.hidden_end - v.hidden_start);
        if (from_asm || v.tag_len)
          MN_REPORT (loc, mn_message_format (from_asm
                                             ? MN_MSG_EMBEDDED_NUL_ASM
                                             : MN_MSG_EMBEDDED_NUL),
                     sec, tag.buf, visible.buf, hidden.buf);
        else
          MN_REPORT (loc, mn_message_format (MN_MSG_EMBEDDED_NUL_NO_TAG),
                     sec, visible.buf, hidden.buf);
        check_entries (sec, o.bytes, o.len, true, object_location, &o);
        break;
      }
    }
  if (v.kind == MN_OK || v.kind == MN_EMPTY_OBJECT)
    return;
  note_where (loc, noted, o.line, o.app_toplevel, o.app_marker);
}


/* The license entries of a checked section as the loader reads them:
   its bytes split at NULs, in order, an entry running on across objects
   when one is not terminated.  WHERE gives the location of the byte at an
   offset.  */
void
section_licenses (const unsigned char *bytes, size_t len,
                  location_t (*where) (size_t offset, const void *arg),
                  const void *arg)
{
  size_t at = 0, start, n;
  while (next_entry (bytes, len, &at, &start, &n))
    {
      struct mn_entry_info info;
      if (mn_entry_may_be_license ((const char *) bytes + start, n)
          && mn_policy_check_entry (NULL, (const char *) bytes + start, n,
                                    &info) != MN_ENTRY_NO_TAG
          && info.is_license)
        add_license ((const char *) bytes + start, n, info.tag_start,
                     info.value_start, where (start, arg));
    }
}

/* The reader's objects of one checked section, laid end to end.  */
struct laid_out
{
  const mn_gas_object *objs;
  auto_vec<size_t> index;    /* object of each run */
  auto_vec<size_t> start;    /* its offset */
};

location_t
laid_out_location (size_t offset, const void *arg)
{
  const laid_out *l = (const laid_out *) arg;
  size_t k = 0;
  while (k + 1 < l->start.length () && l->start[k + 1] <= offset)
    k++;
  const mn_gas_object &o = l->objs[l->index[k]];
  if (o.label)
    if (const judged_bytes *j = find_judged (o.label))
      return mn_user_location_at (j->loc);
  return object_location (&o);
}

/* SETTLED[I]: objs[I] is one entry that is no license (judge_stream_object).
   One that follows a NUL is passed over: no entry runs into it or out of
   it.  */
void
reader_licenses (const mn_gas_object *objs, size_t n, const bool *settled)
{
  for (unsigned k = 0; k < options.sections.length (); k++)
    {
      /* The loader and modpost read licenses from .modinfo alone.  */
      if (strcmp (options.sections[k], ".modinfo"))
        continue;
      laid_out l;
      l.objs = objs;
      auto_vec<unsigned char> bytes;
      auto_vec<bool> passed;
      passed.safe_grow_cleared (n);
      /* Sized first: grown object by object, the copies cost more than
         the licenses (20 000 entries).  */
      size_t count = 0, total = 0;
      bool after_nul = true;
      for (size_t i = 0; i < n; i++)
        if (objs[i].checked == k && objs[i].len)
          {
            passed[i] = after_nul && settled[i];
            if (!passed[i])
              count++, total += objs[i].len;
            after_nul = objs[i].bytes[objs[i].len - 1] == 0;
          }
      if (!count)
        continue;
      l.index.reserve_exact (count);
      l.start.reserve_exact (count);
      bytes.reserve_exact (total);
      for (size_t i = 0; i < n; i++)
        if (objs[i].checked == k && objs[i].len && !passed[i])
          {
            size_t at = bytes.length ();
            l.index.quick_push (i);
            l.start.quick_push (at);
            bytes.quick_grow (at + objs[i].len);
            memcpy (bytes.address () + at, objs[i].bytes, objs[i].len);
          }
      if (bytes.length ())
        section_licenses (bytes.address (), bytes.length (),
                          laid_out_location, &l);
    }
}

/* --- Which asm wrote what the assembler made ----------------------------
   Bytes the reader never saw and no symbol starts are located by the asm
   that wrote them: the assembly is assembled once more with a label in
   each checked section before each asm block and each top-level asm, and
   the last label at or before the bytes names the asm (a section's
   offsets only grow in the order gas reads it).  Only a location: when
   that assembly fails or its checked bytes differ, where the reader
   stopped is said instead.  */

const char *assemble_text (const char *text, size_t len,
                           unsigned char **image, size_t *size);

/* A label goes before stream line LINE: an asm block's #APP, or the
   first line of a top-level asm (GCC puts a run of them in one block).
   PLACE: where bytes after it come from, as the reader would say.  */
struct mark_point
{
  unsigned long line;
  mn_gas_block place;
};

struct asm_marks
{
  bool tried, usable;
  mark_point *points;
  size_t npoints;
  /* The offset of point I's label in checked section K, at
     [K * npoints + I]; NO_MARK where gas defined none.  */
  unsigned long long *offsets;
};
const unsigned long long NO_MARK = ~0ULL;
asm_marks marks;
/* Whether the marks place the bytes judged now: they are labels in the
   first section of each checked name.  */
bool marks_apply = true;

/* The object assembled from the unit's own assembly, while it is judged.  */
const unsigned char *plain_image;
size_t plain_size;

void
release_marks ()
{
  XDELETEVEC (marks.points);
  XDELETEVEC (marks.offsets);
  memset (&marks, 0, sizeof marks);
}

void
add_point (unsigned long line, const mn_gas_block &b,
           unsigned long app_toplevel)
{
  mark_point &m = marks.points[marks.npoints++];
  m.line = line;
  m.place = b;
  m.place.line = line == b.line ? line + 1 : line;
  m.place.app_toplevel = app_toplevel;
}

/* Every asm block, and in a block of top-level asm every statement.  */
void
collect_points ()
{
  const mn_gas_block *blocks;
  size_t nblocks = mn_gas_reader_blocks (reader, &blocks);
  unsigned nasm = toplevel_asm_count ();
  marks.points = XNEWVEC (mark_point, nblocks + nasm + 1);
  unsigned k = 0;
  for (size_t i = 0; i < nblocks; i++)
    {
      const mn_gas_block &b = blocks[i];
      if (!b.app_toplevel)
        {
          add_point (b.line, b, 0);
          continue;
        }
      /* Its lines hold the top-level asm text from line APP_TOPLEVEL up
         to the next such block's.  */
      unsigned long next = ~0UL;
      for (size_t j = i + 1; j < nblocks && next == ~0UL; j++)
        if (blocks[j].app_toplevel)
          next = blocks[j].app_toplevel;
      bool any = false;
      for (; k < nasm; k++)
        {
          unsigned long start = (k ? toplevel_asm_end (k - 1) : 0) + 1;
          if (start >= next)
            break;
          if (start < b.app_toplevel)
            continue;
          add_point (b.line + 1 + (start - b.app_toplevel), b, start);
          any = true;
        }
      if (!any)
        add_point (b.line, b, b.app_toplevel);
    }
}

struct text_span
{
  const char *p;
  size_t n;
};

/* The operands after NAME where the assembly first names it before a
   comma (its flags, type...), to the end of that statement: a label
   pushed into the section must not be the first to give its attributes
   (gas rejects a later change).  The first in the text is the first gas
   reads but where a macro runs later; then the marks are not used.  */
text_span
first_attributes (const char *name)
{
  text_span out = { NULL, 0 };
  size_t n = strlen (name);
  for (const char *p = stream_copy, *end = stream_copy + stream_len;
       n && (p = (const char *) memmem (p, end - p, name, n)) != NULL; p++)
    {
      const char *q = p + n;
      if (q < end && *q == '"')
        q++;
      while (q < end && (*q == ' ' || *q == '\t'))
        q++;
      if (q >= end || *q != ',')
        continue;
      out.p = q;
      for (; q < end && *q != '\n' && *q != ';'
             && !(*q == MN_ASM_COMMENT_START[0] && MN_ASM_COMMENT_START[1] == 0);
           q++)
        out.n++;
      break;
    }
  return out;
}

/* ".pushsection NAME" with NAME quoted as gas reads it back, and
   ATTRIBUTES.  */
void
push_quoted (auto_vec<char> &out, const char *name,
             const text_span &attributes)
{
  char buf[8];
  for (const char *c = "\t.pushsection \""; *c; c++)
    out.safe_push (*c);
  for (const unsigned char *c = (const unsigned char *) name; *c; c++)
    if (*c < 0x20 || *c >= 0x7f || *c == '"' || *c == '\\')
      {
        snprintf (buf, sizeof buf, "\\%03o", *c);
        for (char *b = buf; *b; b++)
          out.safe_push (*b);
      }
    else
      out.safe_push ((char) *c);
  out.safe_push ('"');
  for (size_t i = 0; i < attributes.n; i++)
    out.safe_push (attributes.p[i]);
  out.safe_push ('\n');
}

/* The marked object IMAGE has the plain one's checked bytes: note where
   its labels are.  */
bool
marks_usable (const unsigned char *image, size_t size)
{
  unsigned nsec = options.sections.length ();
  marks.offsets = XNEWVEC (unsigned long long, nsec * marks.npoints + 1);
  for (size_t i = 0; i < nsec * marks.npoints; i++)
    marks.offsets[i] = NO_MARK;
  for (unsigned k = 0; k < nsec; k++)
    {
      struct mn_elf_section plain, marked;
      if (!mn_elf_section (plain_image, plain_size, options.sections[k],
                           &plain))
        return false;
      free (plain.symbols);
      if (!mn_elf_section (image, size, options.sections[k], &marked))
        return false;
      bool same = marked.found == plain.found && marked.size == plain.size
                  && marked.nobits == plain.nobits
                  && (!plain.bytes || !marked.bytes
                      || !memcmp (marked.bytes, plain.bytes, plain.size));
      for (size_t j = 0; same && j < marked.nsymbols; j++)
        {
          unsigned long i, kk;
          int used = 0;
          if (sscanf (marked.symbols[j].name, "__modinfo_nul_mark_%lu_%lu%n",
                      &i, &kk, &used) == 2
              && marked.symbols[j].name[used] == 0
              && kk == k && i < marks.npoints)
            marks.offsets[k * marks.npoints + i] = marked.symbols[j].offset;
        }
      free (marked.symbols);
      if (!same)
        return false;
    }
  return true;
}

/* Make the marks, once.  */
void
mark_asm ()
{
  if (marks.tried)
    return;
  marks.tried = true;
  collect_points ();
  if (!marks.npoints)
    return;
  auto_vec<char> text;
  auto_vec<text_span> attributes;
  for (unsigned k = 0; k < options.sections.length (); k++)
    attributes.safe_push (first_attributes (options.sections[k]));
  size_t m = 0;
  unsigned long line = 1;
  for (size_t i = 0; i <= stream_len; i++)
    {
      bool line_start = i == 0 || stream_copy[i - 1] == '\n';
      if (line_start && i > 0)
        line++;
      if (line_start)
        for (; m < marks.npoints && marks.points[m].line == line; m++)
          for (unsigned k = 0; k < options.sections.length (); k++)
            {
              char label[96];
              push_quoted (text, options.sections[k], attributes[k]);
              snprintf (label, sizeof label,
                        "__modinfo_nul_mark_%lu_%u:\n\t.popsection\n",
                        (unsigned long) m, k);
              for (char *c = label; *c; c++)
                text.safe_push (*c);
            }
      if (i < stream_len)
        text.safe_push (stream_copy[i]);
    }
  unsigned char *image;
  size_t size;
  if (!assemble_text (text.address (), text.length (), &image, &size))
    marks.usable = marks_usable (image, size);
  XDELETEVEC (image);
}

/* The asm that wrote byte OFFSET of checked section K (where an object
   there would be placed), or NULL.  */
const mn_gas_block *
asm_at (size_t k, unsigned long long offset)
{
  mark_asm ();
  const mn_gas_block *found = NULL;
  for (size_t i = 0; marks.usable && marks_apply && i < marks.npoints; i++)
    {
      unsigned long long at = marks.offsets[k * marks.npoints + i];
      if (at != NO_MARK && at <= offset)
        found = &marks.points[i].place;
    }
  return found;
}

/* The first mark after OFFSET in checked section K, or NO_MARK.  */
unsigned long long
next_mark (size_t k, unsigned long long offset)
{
  unsigned long long best = NO_MARK;
  for (size_t i = 0; marks.usable && marks_apply && i < marks.npoints; i++)
    {
      unsigned long long at = marks.offsets[k * marks.npoints + i];
      if (at != NO_MARK && at > offset && at < best)
        best = at;
    }
  return best;
}

/* Whether PLACE is in the asm statement where the reader stopped, which
   says the line too.  */
bool
same_asm (const mn_gas_block &place, const mn_gas_unfollowed &u)
{
  if (place.app_toplevel || u.app_toplevel)
    return place.app_toplevel && u.app_toplevel
           && toplevel_asm_at (place.app_toplevel)
              == toplevel_asm_at (u.app_toplevel);
  return place.app_block == u.app_block;
}

/* Where P (an asm block's place, or where the reader stopped) says
   O's bytes come from.  */
template <typename P>
void
place_object (mn_gas_object &o, const P &p)
{
  o.line = p.line;
  o.app_block = p.app_block;
  o.app_line = p.app_line;
  o.app_file = p.app_file;
  o.app_toplevel = p.app_toplevel;
  o.app_marker = p.app_marker;
}

/* Whether the entry of LEN bytes at TEXT has a tag, as the kernel's
   readers take one.  */
static bool
tagged_entry (const unsigned char *text, size_t len)
{
  struct mn_entry_info info;
  enum mn_entry_problem p
    = mn_policy_check_entry (NULL, (const char *) text, len, &info);
  return p != MN_ENTRY_NO_TAG && p != MN_ENTRY_BAD_TAG;
}

/* Where bytes of O's asm are reported: its place, else the main file.  */
static location_t
asm_bytes_location (const mn_gas_object &o, const unsigned char *bytes,
                    size_t len)
{
  bool noted;
  return located_or_main (stream_location (NULL, o.app_line, o.app_file,
                                           o.app_toplevel),
                          bytes, len, o.line, &noted);
}

/* Bytes an asm wrote, unlabelled, as the assembler made them: where its
   operands ended is not known there ("a=1\0b=2\0" may be two .asciz,
   or one string that hides "b=2").  After a NUL, text no reader takes
   for an entry stays with the entry before, hidden; an entry with a tag
   starts an object of its own, and that it is one cannot be verified:
   said.  NULs around them hide nothing (alignment's cannot be told
   apart there, nor gas's own: .comment starts with one).  */
void
judge_asm_bytes (const mn_gas_object &o)
{
  if (o.label || !o.len || o.bytes[o.len - 1] != 0)
    {
      judge_stream_object (o);
      return;
    }
  const char *sec = options.sections[o.checked];
  size_t at = 0, start, n, from = 0, to = 0;
  while (next_entry (o.bytes, o.len, &at, &start, &n))
    {
      bool tag = tagged_entry (o.bytes + start, n);
      if (to > from && tag)
        {
          mn_gas_object e = o;
          e.bytes = o.bytes + from;
          e.len = to - from;
          judge_stream_object (e);
          location_t loc = asm_bytes_location (o, o.bytes + from,
                                               start + n - from);
          if (!reported_before (o.bytes + from, start + n - from, loc))
            {
              struct mn_verdict v;
              mn_judge (o.bytes + from, to - from, &v);
              quoted text (o.bytes + start, n);
              quoted before (o.bytes + from,
                             v.tag_len ? v.tag_len : v.visible_len);
              MN_WARNING (loc, mn_message_format (MN_MSG_CANNOT_VERIFY_SPLIT),
                          text.buf, sec, before.buf);
            }
        }
      if (to == from || tag)
        from = start;
      to = start + n + 1;
    }
  mn_gas_object e = o;
  e.bytes = o.bytes + from;
  e.len = to - from;
  if (e.len)
    judge_stream_object (e);
}

/* LEN bytes at OFFSET of checked section K as assembled; LABEL names the
   first.  Located like the reader's objects, else by the asm that wrote
   them (split where another asm wrote on), else where the reader
   stopped.  */
void
judge_assembled_piece (size_t k, unsigned long long offset,
                       const unsigned char *bytes, size_t len,
                       const char *label, const mn_gas_unfollowed &u)
{
  mn_gas_object o;
  memset (&o, 0, sizeof o);
  o.checked = k;
  o.label = label;
  o.bytes = bytes;
  o.len = len;
  if (label && label_has_source (label))
    {
      judge_stream_object (o);
      return;
    }
  if (!label && zeros (bytes, len))
    return;   /* empty entries: nothing hidden */
  /* The reader may have seen these very bytes, with their source.  */
  const mn_gas_object *objs;
  size_t n = mn_gas_reader_objects (reader, &objs);
  for (size_t i = 0; i < n; i++)
    if (objs[i].len == len && objs[i].checked == k
        && !memcmp (objs[i].bytes, bytes, len))
      {
        judge_stream_object (objs[i]);
        return;
      }
  /* Nothing to say: no second assembly to find their asm.  A label of
     the asm's own says "checked" where the asm is.  */
  struct mn_verdict v;
  if (nothing_to_say (bytes, len, &v) && !(label && options.verbose))
    return;
  for (unsigned long long at = offset, end = offset + len; at < end; )
    {
      const mn_gas_block *place = asm_at (k, at);
      unsigned long long next = next_mark (k, at);
      if (next > end)
        next = end;
      /* A piece of an entry (no NUL in it) that the next asm goes on
         with is one entry, as the reader reads it: placed where it
         starts.  */
      while (next < end && !memchr (bytes + (at - offset), 0, next - at))
        {
          unsigned long long after = next_mark (k, next);
          next = after > end || after <= next ? end : after;
        }
      o.label = at == offset ? label : NULL;
      o.bytes = bytes + (at - offset);
      o.len = (size_t) (next - at);
      if (place && !same_asm (*place, u))
        place_object (o, *place);
      else
        place_object (o, u);
      if (!zeros (o.bytes, o.len))
        judge_asm_bytes (o);
      at = next;
    }
}

/* Where a byte of an assembled section comes from: the symbol at or
   before it, else the asm that wrote it, else where the reader
   stopped.  */
struct assembled_where
{
  size_t k;
  const struct mn_elf_section *sec;
  const mn_gas_unfollowed *u;
};

location_t
assembled_location (size_t offset, const void *arg)
{
  const assembled_where *w = (const assembled_where *) arg;
  const char *label = NULL;
  for (size_t i = 0; i < w->sec->nsymbols; i++)
    if (w->sec->symbols[i].offset <= offset)
      label = w->sec->symbols[i].name;
  bool noted;
  /* Marked only for a piece with a finding: a license alone is not
     worth a second assembly.  */
  const mn_gas_block *place = label || !marks.tried ? NULL
                              : asm_at (w->k, offset);
  if (place && !same_asm (*place, *w->u))
    return located_or_main (stream_location (NULL, place->app_line,
                                             place->app_file,
                                             place->app_toplevel),
                            NULL, 0, place->line, &noted);
  return located_or_main (stream_location (label, w->u->app_line,
                                           w->u->app_file,
                                           w->u->app_toplevel),
                          NULL, 0, w->u->line, &noted);
}

void
judge_assembled_section (size_t k, const struct mn_elf_section &sec,
                         const mn_gas_unfollowed &u)
{
  if (!sec.found || sec.size == 0)
    return;
  const char *name = options.sections[k];
  /* Where the reader stopped: the sections' own findings go there.  */
  bool noted;
  location_t loc = located_or_main (stream_location (u.label, u.app_line,
                                                     u.app_file,
                                                     u.app_toplevel),
                                    NULL, 0, u.line, &noted);
  /* SHF_ALLOC: made without the "a" flag.  */
  if (!(sec.flags & 2) && !strcmp (name, ".modinfo"))
    {
      MN_REPORT (loc, mn_message_format (MN_MSG_MODINFO_NOT_ALLOC), name);
      note_where (loc, noted, u.line, u.app_toplevel, u.app_marker);
    }
  /* SHF_GROUP: a link keeps it apart from the module's others.  */
  if ((sec.flags & 0x200) && !strcmp (name, ".modinfo"))
    {
      MN_REPORT (loc, mn_message_format (MN_MSG_MODINFO_GROUP), name, name);
      note_where (loc, noted, u.line, u.app_toplevel, u.app_marker);
    }
  if (sec.nobits || sec.relocations)
    {
      /* No contents: modpost refuses the module, the module loader and
         modinfo read whatever the file holds at the section's offset.  */
      if (sec.nobits)
        MN_REPORT (loc, mn_message_format (MN_MSG_NOBITS), name,
                   (unsigned HOST_WIDE_INT) sec.size);
      /* The linker stores what it resolves there: the core's finding,
         as modinfo-lint reports it in the object.  */
      else
        MN_REPORT (loc, mn_message_format (MN_MSG_RELOCATION), name);
      note_where (loc, noted, u.line, u.app_toplevel, u.app_marker);
      if (sec.nobits)
        return;
    }
  if (mn_elf_merges_pieces (sec.flags, sec.entsize))
    {
      MN_WARNING (loc, mn_message_format (MN_MSG_MERGED_PIECES), name,
                  (unsigned HOST_WIDE_INT) sec.entsize);
      note_where (loc, noted, u.line, u.app_toplevel, u.app_marker);
    }
  unsigned long long from = 0, label_end = 0;
  const char *label = NULL;
  for (size_t i = 0; i <= sec.nsymbols; i++)
    {
      unsigned long long to = i < sec.nsymbols ? sec.symbols[i].offset
                                               : sec.size;
      if (to > sec.size)
        to = sec.size;
      if (to > from)
        {
          /* A C object's symbol ends at its size: bytes after it, up to
             the next symbol, are a piece of their own (an asm's entry
             after a C one).  An asm's .size tells nothing of its bytes:
             its label runs to the next, as the reader reads it.  */
          unsigned long long cut = label && label_end > from
                                   && label_end < to && find_judged (label)
                                   ? label_end : to;
          judge_assembled_piece (k, from, sec.bytes + from,
                                 (size_t) (cut - from), label, u);
          if (cut < to)
            judge_assembled_piece (k, cut, sec.bytes + cut,
                                   (size_t) (to - cut), NULL, u);
        }
      if (i < sec.nsymbols && to >= from)
        {
          from = to;
          label = sec.symbols[i].name;
          label_end = sec.symbols[i].size ? to + sec.symbols[i].size : 0;
        }
    }
  /* After the pieces: their findings may have placed the asm blocks.  */
  assembled_where w = { k, &sec, &u };
  if (!strcmp (name, ".modinfo"))
    section_licenses (sec.bytes, (size_t) sec.size, assembled_location, &w);
}

/* --- The assembler as oracle --------------------------------------------
   Where the reader cannot follow gas, the target's assembler (through the
   driver that started cc1, so with its -m and -Wa, options) assembles the
   stream into a scratch object, and the checked sections' bytes there are
   judged instead.  */

/* The driver's environment lists options as 'OPT' 'OPT' ...; in
   COLLECT_GCC_OPTIONS a quote inside one is written '\'', in
   COLLECT_AS_OPTIONS it is not written differently at all, so there an
   option with a quote cannot be told from two (ESCAPED false): that is
   refused, not guessed.  */
static bool
split_driver_options (const char *s, bool escaped, auto_vec<char *> &out)
{
  const char *p = s;
  while (*p)
    {
      if (*p != '\'')
        return false;
      auto_vec<char> opt;
      for (p++;; p++)
        {
          if (!*p)
            return false;
          if (*p != '\'')
            opt.safe_push (*p);
          else if (escaped && !strncmp (p, "'\\''", 4))
            {
              opt.safe_push ('\'');
              p += 3;
            }
          else
            break;
        }
      out.safe_push (xstrndup (opt.address (), opt.length ()));
      /* One space or more: an LTO link's driver writes three.  */
      size_t blanks = strspn (++p, " ");
      if (*p && !blanks)
        return false;
      p += blanks;
    }
  return true;
}

/* Whether the driver that started cc1 stops after preprocessing (-E,
   and -M or -MM, which imply it): a .S file's text then goes to no
   assembler in this compile (a linker script, a dependency list).  */
bool
driver_preprocesses_only ()
{
  const char *gcc_opts = getenv ("COLLECT_GCC_OPTIONS");
  auto_vec<char *> opts;
  bool only = false;
  if (gcc_opts && split_driver_options (gcc_opts, true, opts))
    for (unsigned i = 0; i < opts.length (); i++)
      only |= !strcmp (opts[i], "-E") || !strcmp (opts[i], "-M")
              || !strcmp (opts[i], "-MM");
  for (unsigned i = 0; i < opts.length (); i++)
    free (opts[i]);
  return only;
}

/* The parent of process PID, or 0 when it cannot be read.  */
static pid_t
process_parent (pid_t pid)
{
  char path[64];
  snprintf (path, sizeof path, "/proc/%ld/stat", (long) pid);
  FILE *f = fopen (path, "r");
  if (!f)
    return 0;
  char stat_text[1024];
  size_t n = fread (stat_text, 1, sizeof stat_text - 1, f);
  fclose (f);
  stat_text[n] = 0;
  /* "PID (COMM) STATE PPID ...": COMM may hold anything, ')' too.  */
  const char *comm_end = strrchr (stat_text, ')');
  long ppid;
  if (!comm_end || sscanf (comm_end + 1, " %*c %ld", &ppid) != 1)
    return 0;
  return (pid_t) ppid;
}

/* /proc/PID/WHAT (cmdline or environ: NUL-separated strings; XNEWVEC,
   NUL-terminated) and its length; NULL when not readable or empty.  */
static char *
process_strings (pid_t pid, const char *what, size_t *len)
{
  char path[64];
  snprintf (path, sizeof path, "/proc/%ld/%s", (long) pid, what);
  int fd = open (path, O_RDONLY);
  if (fd < 0)
    return NULL;
  auto_vec<char> text;
  char chunk[4096];
  ssize_t got;
  while ((got = read (fd, chunk, sizeof chunk)) > 0)
    {
      unsigned old = text.length ();
      text.safe_grow (old + (unsigned) got);
      memcpy (text.address () + old, chunk, (size_t) got);
    }
  close (fd);
  if (got < 0 || text.is_empty ())
    return NULL;
  text.safe_push (0);
  *len = text.length () - 1;
  char *copy = XNEWVEC (char, text.length ());
  memcpy (copy, text.address (), text.length ());
  return copy;
}

/* The -wrapper options of the command line TEXT (LEN bytes, NUL
   separated) read as the driver's from its first argument equal to
   DRIVER (when FIRST_ONLY, only if that is its first), @files expanded
   as the driver expands them; false when there is no such argument.  */
static bool
wrapper_in (char *text, size_t len, const char *driver, bool first_only,
            auto_vec<char *> &argv)
{
  int count = 0, start = -1;
  for (size_t i = 0; i < len; i += strlen (text + i) + 1, count++)
    if (start < 0 && !strcmp (text + i, driver) && (!first_only || i == 0))
      start = count;
  if (start < 0)
    return false;
  char **args = XNEWVEC (char *, count - start + 1);
  int argc = 0, k = 0;
  for (size_t i = 0; i < len; i += strlen (text + i) + 1, k++)
    if (k >= start)
      args[argc++] = text + i;
  args[argc] = NULL;
  char **expanded = args;
  expandargv (&argc, &expanded);
  for (int i = 1; i + 1 < argc; i++)
    if (!strcmp (expanded[i], "-wrapper"))
      {
        argv.safe_push (xstrdup ("-wrapper"));
        argv.safe_push (xstrdup (expanded[++i]));
      }
  if (expanded != args)
    freeargv (expanded);
  XDELETEVEC (args);
  return true;
}

/* The driver's -wrapper, which runs the assembler too: it is not in the
   driver's environment, so it is read from the driver's command line.
   The driver is the nearest process above cc1 whose first argument is
   COLLECT_GCC (between them may stand a -wrapper that runs cc1); else
   the nearest that has it among its arguments (a launcher such as
   valgrind runs the driver).  Returns that process, or 0 when there is
   none.  */
static pid_t
driver_wrapper (const char *driver, auto_vec<char *> &argv)
{
  for (int pass = 0; pass < 2; pass++)
    {
      pid_t pid = getppid ();
      for (int depth = 0; depth < 8 && pid > 1; depth++)
        {
          size_t len;
          char *text = process_strings (pid, "cmdline", &len);
          if (!text)
            break;
          bool found = wrapper_in (text, len, driver, pass == 0, argv);
          XDELETEVEC (text);
          if (found)
            return pid;
          pid = process_parent (pid);
        }
    }
  return 0;
}

/* The first of OPTS under which gas may read the stream otherwise than
   the reader follows it, or NULL.  */
static const char *
first_unmodelled (const auto_vec<char *> &opts)
{
  for (unsigned i = 0; i < opts.length (); i++)
    if (!mn_gas_option_modelled (&gas_target, opts[i]))
      return opts[i];
  return NULL;
}

/* Whose options COLLECT_AS_OPTIONS (AS_OPTS) holds.  The driver sets it
   only when its command line has -Wa or -Xassembler options, so one it
   found in its own environment, unchanged, was handed down to it:
   exported by a build, it reaches no assembler (and may be meant to
   mislead the oracle).  The driver's command line tells, unless a
   response file (@FILE) may hold such options.  */
enum as_options_owner
{
  AS_OPTIONS_DRIVERS,     /* the assembler's */
  AS_OPTIONS_UNUSED,      /* inherited, and no assembler sees them */
  AS_OPTIONS_UNKNOWN
};

static as_options_owner as_options_owner_read (pid_t, const char *);

/* Once a process: the stream's check and the oracle both ask.  */
static as_options_owner
as_options_owner_of (pid_t driver_pid, const char *as_opts)
{
  static pid_t asked;
  static as_options_owner answer;
  if (!asked || asked != driver_pid)
    {
      answer = as_options_owner_read (driver_pid, as_opts);
      asked = driver_pid;
    }
  return answer;
}

static as_options_owner
as_options_owner_read (pid_t driver_pid, const char *as_opts)
{
  size_t len;
  char *env = driver_pid ? process_strings (driver_pid, "environ", &len)
                         : NULL;
  if (!env)
    return AS_OPTIONS_UNKNOWN;
  bool inherited = false;
  static const char key[] = "COLLECT_AS_OPTIONS=";
  for (size_t i = 0; i < len; i += strlen (env + i) + 1)
    if (!strncmp (env + i, key, sizeof key - 1))
      inherited = strcmp (env + i + sizeof key - 1, as_opts) == 0;
  XDELETEVEC (env);
  if (!inherited)
    return AS_OPTIONS_DRIVERS;
  char *cmd = process_strings (driver_pid, "cmdline", &len);
  if (!cmd)
    return AS_OPTIONS_UNKNOWN;
  as_options_owner owner = AS_OPTIONS_UNUSED;
  for (size_t i = 0; i < len; i += strlen (cmd + i) + 1)
    {
      const char *a = cmd + i;
      if (a[0] == '@')
        owner = AS_OPTIONS_UNKNOWN;
      else if (!strncmp (a, "-Wa,", 4) || !strcmp (a, "-Xassembler"))
        {
          owner = AS_OPTIONS_DRIVERS;   /* it set them, alike */
          break;
        }
    }
  XDELETEVEC (cmd);
  return owner;
}

/* The object this compile's assembler writes, when it names one (-c:
   -o FILE, else the input's base name with .o): gas empties it before it
   reads its input, so what the plugin's assembler run read there (an
   earlier build's object) is not what the build's reads.  */
bool build_object_known;
struct stat build_object;

void
note_build_object (bool compile_only, const char *out)
{
  char *dflt = NULL;
  if (!compile_only)
    return;
  if (!out && main_input_filename)
    {
      char *stem = xstrdup (lbasename (main_input_filename));
      char *dot = strrchr (stem, '.');
      if (dot && dot != stem)
        *dot = 0;
      out = dflt = concat (stem, ".o", NULL);
      free (stem);
    }
  if (out && stat (out, &build_object) == 0)
    build_object_known = true;
  free (dflt);
}

/* gas's -a[cdghlmns][=FILE]: a listing, which changes nothing in the
   object.  The plugin's run leaves it out: it would write FILE, which
   the build may read (.incbin) or keep.  */
static bool
listing_option (const char *o)
{
  if (o[0] != '-' || o[1] != 'a')
    return false;
  for (o += 2; *o && *o != '='; o++)
    if (!strchr ("cdghlmns", *o))
      return false;
  return true;
}

/* The options of the driver that started cc1 that decide which
   assembler runs and how (its -m options, -B, -specs,
   -no-canonical-prefixes, -I, -Wa and -Xassembler, -wrapper), for a run of
   the same driver on the stream: NULL, or why they cannot be known.  The
   object the build writes is noted on the way.  */
static const char *
assembler_options (const char *driver, auto_vec<char *> &argv)
{
  auto_vec<char *> opts;
  const char *why = NULL, *out = NULL;
  bool compile_only = false;
  const char *gcc_opts = getenv ("COLLECT_GCC_OPTIONS");
  if (gcc_opts && !split_driver_options (gcc_opts, true, opts))
    why = "the driver's options (COLLECT_GCC_OPTIONS) cannot be read";
  for (unsigned i = 0; !why && i < opts.length (); i++)
    {
      const char *o = opts[i];
      if (!strcmp (o, "-c"))
        compile_only = true;
      else if (!strcmp (o, "-o") && i + 1 < opts.length ())
        out = opts[i + 1];
      else if (!strncmp (o, "-o", 2) && o[2])
        out = o + 2;
      /* The driver gives gas the -I directories too (%{I*}), where
         .include looks after the working directory.  */
      if ((!strcmp (o, "-B") || !strcmp (o, "-I")) && i + 1 < opts.length ())
        {
          argv.safe_push (xstrdup (o));
          argv.safe_push (xstrdup (opts[++i]));
        }
      else if (!strncmp (o, "-m", 2) || !strncmp (o, "-B", 2)
               || !strncmp (o, "-I", 2)
               || !strncmp (o, "-specs=", 7) || !strncmp (o, "--specs=", 8)
               || !strcmp (o, "-no-canonical-prefixes"))
        argv.safe_push (xstrdup (o));
    }
  if (!why)
    note_build_object (compile_only, out);
  for (unsigned i = 0; i < opts.length (); i++)
    free (opts[i]);
  opts.truncate (0);
  pid_t driver_pid = why ? 0 : driver_wrapper (driver, argv);
  if (!why && !driver_pid)
    why = "the command line of the driver that started the compiler "
          "cannot be read (for a -wrapper that would run the assembler)";
  /* -Wa and -Xassembler options, in order (GCC 10 and later).  */
  const char *as_opts = getenv ("COLLECT_AS_OPTIONS");
  as_options_owner owner = !why && as_opts
                           ? as_options_owner_of (driver_pid, as_opts)
                           : AS_OPTIONS_DRIVERS;
  if (owner == AS_OPTIONS_UNUSED)
    as_opts = NULL;
  if (!why && as_opts && !split_driver_options (as_opts, false, opts))
    why = "the assembler options given to the driver (COLLECT_AS_OPTIONS) "
          "cannot be told apart";
  /* Taken, then, only if none of them changes what the reader follows:
     with them or without, gas reads alike.  */
  if (!why && as_opts && owner == AS_OPTIONS_UNKNOWN
      && first_unmodelled (opts))
    why = "COLLECT_AS_OPTIONS, unchanged from the driver's own "
          "environment, may not be the assembler's options";
  for (unsigned i = 0; !why && i < opts.length (); i++)
    if (!listing_option (opts[i]))
      {
        argv.safe_push (xstrdup ("-Xassembler"));
        argv.safe_push (xstrdup (opts[i]));
      }
  for (unsigned i = 0; i < opts.length (); i++)
    free (opts[i]);
  return why;
}

/* The whole of file NAME into *DATA (XNEWVEC, one byte more, *SIZE
   bytes); false when it cannot be read.  */
bool
read_whole_file (const char *name, unsigned char **data, size_t *size)
{
  FILE *f = fopen (name, "rb");
  long n = -1;
  *data = NULL;
  *size = 0;
  if (f && fseek (f, 0, SEEK_END) == 0 && (n = ftell (f)) >= 0
      && fseek (f, 0, SEEK_SET) == 0)
    {
      *size = (size_t) n;
      *data = XNEWVEC (unsigned char, *size + 1);
      if (fread (*data, 1, *size, f) != *size)
        n = -1;
    }
  if (f)
    fclose (f);
  if (n < 0)
    {
      XDELETEVEC (*data);
      *data = NULL;
      *size = 0;
    }
  return n >= 0;
}

/* Why the assembler's answer may not hold for the build's assembler: a
   file it read (named in its dependency file D_FILE) may read otherwise
   there.  NULL when every one reads alike.  */
char *unlike_input;

/* When the compiler started, by the coarse clock file times come from.  */
struct timespec compile_start;

void
note_compile_start ()
{
  clock_gettime (CLOCK_REALTIME_COARSE, &compile_start);
}

/* Whether the file ST describes was written (or its status changed)
   since the compiler started: by it (a dependency file, -save-temps),
   by the build's assembler, or by another job.  Asked only where the
   build's assembler reads the assembly while cc1 writes it (-pipe: not a
   regular file), at a time of its own; after cc1, it reads what the
   plugin's run read.  */
static bool
changed_during_compile (const struct stat &st)
{
  return st.st_ctim.tv_sec > compile_start.tv_sec
         || (st.st_ctim.tv_sec == compile_start.tv_sec
             && st.st_ctim.tv_nsec >= compile_start.tv_nsec);
}

/* NAME reads otherwise for the build's assembler, WHY: said, and the
   walk over the names stops (0).  */
static int
unlike (const char *name, const char *why)
{
  free (unlike_input);
  unlike_input = concat ("the assembly reads '", name, "' (by '.include' or "
                         "'.incbin'), ", why, NULL);
  return 0;
}

int
note_unlike_input (const char *name, void *)
{
  struct stat st;
  if (build_object_known && stat (name, &st) == 0
      && st.st_dev == build_object.st_dev && st.st_ino == build_object.st_ino)
    return unlike (name, "the object this compile writes: the build's "
                         "assembler empties it before it reads its input");
  if (!mn_gas_input_is_plain (name))
    return unlike (name, "which is not a plain file: the assembler may "
                         "read other bytes there");
  if (!assembly_file && stat (name, &st) == 0 && changed_during_compile (st))
    return unlike (name, "which changed while this compile ran: the "
                         "build's assembler may read other bytes there");
  return 1;
}

const char *
inputs_read_alike (const char *d_file, const char *s_file, const char *o_file)
{
  unsigned char *text;
  size_t n;
  int read = !read_whole_file (d_file, &text, &n) ? -1
             : mn_gas_depfile_names ((const char *) text, n, o_file, s_file,
                                     note_unlike_input, NULL);
  XDELETEVEC (text);
  if (read < 0)
    return "the files the assembler read cannot be told from its "
           "dependency file";
  return read ? NULL : unlike_input;
}

/* Run the driver on S_FILE; NULL on success, else why not.  */
const char *
assemble (const char *s_file, const char *o_file)
{
  const char *driver = getenv ("COLLECT_GCC");
  if (!driver || !*driver)
    return "no compiler driver to run the assembler (COLLECT_GCC is unset)";
  auto_vec<char *> argv;
  argv.safe_push (xstrdup (driver));
  argv.safe_push (xstrdup ("-c"));
  argv.safe_push (xstrdup ("-x"));
  argv.safe_push (xstrdup ("assembler"));
  const char *why = assembler_options (driver, argv);
  /* Which files it reads (last: the build's own --MD, if any, is not
     written by this run).  */
  char *d_file = scratch_file ();
  if (!why && !d_file)
    why = "no scratch file for the assembler";
  argv.safe_push (xstrdup ("-Xassembler"));
  argv.safe_push (xstrdup ("--MD"));
  argv.safe_push (xstrdup ("-Xassembler"));
  argv.safe_push (xstrdup (d_file ? d_file : "/dev/null"));
  argv.safe_push (xstrdup (s_file));
  argv.safe_push (xstrdup ("-o"));
  argv.safe_push (xstrdup (o_file));
  argv.safe_push (NULL);
  fflush (stderr);
  pid_t pid = why ? -1 : fork ();
  if (pid == 0)
    {
      int null_fd = open ("/dev/null", O_RDWR);
      if (null_fd >= 0)
        {
          /* Nothing to read on stdin ('.include "/dev/stdin"' must not
             wait for a terminal).  */
          dup2 (null_fd, 0);
          dup2 (null_fd, 1);
          dup2 (null_fd, 2);
        }
      /* Nothing else of cc1's: the build's assembler has its own.  */
      closefrom (3);
      execvp (argv[0], argv.address ());
      _exit (127);
    }
  int status = 0;
  if (!why && (pid < 0 || waitpid (pid, &status, 0) != pid))
    why = "the assembler could not be started";
  else if (!why && (!WIFEXITED (status) || WEXITSTATUS (status) != 0))
    why = "the assembler rejects the unit's assembly";
  if (!why)
    why = inputs_read_alike (d_file, s_file, o_file);
  if (d_file)
    unlink (d_file);
  free (d_file);
  for (unsigned i = 0; i < argv.length (); i++)
    free (argv[i]);
  return why;
}

/* The checked sections of the object as the assembler made them, judged
   piece by piece (a piece starts at a symbol).  Returns NULL, or why the
   assembler could not be asked.  */
/* A new empty file in $TMPDIR (or /tmp), or NULL.  */
char *
scratch_file ()
{
  const char *dir = getenv ("TMPDIR");
  /* gas escapes some bytes of names in its dependency file ("\ ",
     "$$", "\#"), where such a name cannot be told from others: a
     directory with them would make every assembler run "cannot
     verify".  */
  bool plain = dir && *dir && !strpbrk (dir, " \t\\$#");
  for (const char *c = dir; plain && *c; c++)
    plain = (unsigned char) *c >= 0x20 && *c != 0x7f;
  if (!plain)
    dir = "/tmp";
  char *name = concat (dir, "/modinfo_nul.XXXXXX", NULL);
  int fd = mkstemp (name);
  if (fd < 0)
    {
      free (name);
      return NULL;
    }
  close (fd);
  return name;
}

const off_t max_object_size = (off_t) 256 << 20;

/* Assemble TEXT (LEN bytes) into a scratch object, read back into
   *IMAGE (XNEWVEC; *SIZE bytes).  NULL, or why not.  */
const char *
assemble_text (const char *text, size_t len, unsigned char **image,
               size_t *size)
{
  char *s_file = scratch_file ();
  char *o_file = scratch_file ();
  const char *why = NULL;
  *image = NULL;
  *size = 0;
  if (!s_file || !o_file)
    {
      free (s_file);
      free (o_file);
      return "no scratch file for the assembler";
    }
  FILE *f = fopen (s_file, "wb");
  if (!f || fwrite (text, 1, len, f) != len)
    why = "no scratch file for the assembler";
  if (f && fclose (f) != 0 && !why)
    why = "no scratch file for the assembler";
  if (!why)
    why = assemble (s_file, o_file);
  /* Read whole: an object of gigabytes (.skip) would make cc1 fail.  */
  struct stat st;
  if (!why && stat (o_file, &st) == 0 && st.st_size > max_object_size)
    why = "the assembler's object is larger than 256 MiB, too large to "
          "check";
  if (!why && !read_whole_file (o_file, image, size))
    why = "the assembler's object cannot be read";
  if (why)
    {
      XDELETEVEC (*image);
      *image = NULL;
    }
  unlink (s_file);
  unlink (o_file);
  free (s_file);
  free (o_file);
  return why;
}

const char *
judge_with_assembler (const mn_gas_unfollowed &u)
{
  unsigned char *image;
  size_t size;
  const char *why = assemble_text (stream_copy, stream_len, &image, &size);
  plain_image = image;
  plain_size = size;
  /* Every section of a checked name: gas makes several (unique,N, a
     section group), and the readers of the module see each.  */
  for (unsigned k = 0; !why && k < options.sections.length (); k++)
    {
      unsigned long long instances = 0;
      for (unsigned long after = 0;;)
        {
          struct mn_elf_section sec;
          if (!mn_elf_section_after (image, size, options.sections[k], after,
                                     &sec))
            {
              why = "the assembler's object is not ELF as expected";
              break;
            }
          if (!sec.found)
            break;
          instances++;
          marks_apply = after == 0;
          judge_assembled_section (k, sec, u);
          marks_apply = true;
          free (sec.symbols);
          after = sec.index;
        }
      if (instances > 1 && !strcmp (options.sections[k], ".modinfo"))
        {
          bool noted;
          location_t loc
            = located_or_main (stream_location (u.label, u.app_line,
                                                u.app_file, u.app_toplevel),
                               NULL, 0, u.line, &noted);
          MN_REPORT (loc, mn_message_format (MN_MSG_MODINFO_SPLIT),
                     (unsigned HOST_WIDE_INT) instances,
                     options.sections[k]);
          note_where (loc, noted, u.line, u.app_toplevel, u.app_marker);
        }
    }
  XDELETEVEC (image);
  plain_image = NULL;
  release_marks ();
  return why;
}

/* The first assembler option (-Wa, -Xassembler) under which gas may
   read the stream otherwise than the reader follows it (XNEWVEC), or
   NULL.  A list that cannot be split is such an option as a whole.  */
char *
unmodelled_assembler_option ()
{
  const char *as_opts = getenv ("COLLECT_AS_OPTIONS");
  if (!as_opts || !*as_opts)
    return NULL;
  auto_vec<char *> opts;
  const char *first = split_driver_options (as_opts, false, opts)
                      ? first_unmodelled (opts) : as_opts;
  char *copy = first ? xstrdup (first) : NULL;
  for (unsigned i = 0; i < opts.length (); i++)
    free (opts[i]);
  opts.truncate (0);
  /* Handed down to the driver, and no assembler sees them: asked only
     for an option that matters (arm64 kernel units all have -Wa).  */
  const char *driver = getenv ("COLLECT_GCC");
  if (copy && driver && *driver)
    {
      pid_t driver_pid = driver_wrapper (driver, opts);
      for (unsigned i = 0; i < opts.length (); i++)
        free (opts[i]);
      if (driver_pid
          && as_options_owner_of (driver_pid, as_opts) == AS_OPTIONS_UNUSED)
        {
          free (copy);
          copy = NULL;
        }
    }
  return copy;
}

/* The next object laid out after OBJS[I] in its section, or N.  */
static size_t
next_in_section (const mn_gas_object *objs, size_t n, size_t i)
{
  size_t j = i + 1;
  while (j < n && (objs[j].checked != objs[i].checked || !objs[j].len))
    j++;
  return j;
}

/* Whether OBJS[I] leaves an entry open that alignment's NULs end: the
   next bytes of its section are NUL padding, and what follows them
   starts an entry of its own (a label's object or a tagged entry; an
   unlabelled tagless piece goes on the open one, hidden).  Asked only
   for an object that ends in no NUL.  */
static bool
open_entry_ended (const mn_gas_object *objs, size_t n, size_t i)
{
  if (!objs[i].len || !objs[i].bytes[objs[i].len - 1])
    return false;
  size_t pad = next_in_section (objs, n, i);
  if (pad == n || !objs[pad].padding || objs[pad].bytes[0])
    return false;
  size_t then = next_in_section (objs, n, pad);
  return then == n || objs[then].label
         || tagged_entry (objs[then].bytes,
                          strnlen ((const char *) objs[then].bytes,
                                   objs[then].len));
}

void
judge_stream ()
{
  /* The stream's order replaces the C order, where the stream holds the
     C data.  */
  if (!slim_lto_unit ())
    clear_licenses ();
  /* C judged from here on adds none: the stream's replace them.  */
  collect_licenses = false;
  mn_gas_unfollowed u;
  const judged_bytes *known;
  bool unfollowed = mn_gas_reader_unfollowed (reader, &u)
                    /* What C already reported needs no second look.  */
                    && !(u.label && (known = find_judged (u.label))
                         && known->len == (size_t) -1);
  if (unfollowed)
    if (tree fn = function_in_section (u.label))
      {
        MN_REPORT (mn_user_location (fn), "function %qD is placed in section "
                   "%qs, which holds only NUL-terminated strings", fn,
                   options.sections[u.checked >= 0 ? u.checked : 0]);
        unfollowed = false;
      }
  /* Machine code there is no entry, whatever its bytes look like.  */
  if (unfollowed && u.machine_code && u.checked >= 0)
    {
      bool noted;
      location_t loc
        = located_or_main (stream_location (u.label, u.app_line, u.app_file,
                                            u.app_toplevel), NULL, 0, u.line,
                           &noted);
      MN_REPORT (loc, mn_message_format (MN_MSG_MACHINE_CODE),
                 options.sections[u.checked]);
      note_where (loc, noted, u.line, u.app_toplevel, u.app_marker);
    }
  /* Followed as default gas reads it; the build's gas may read otherwise,
     wherever it ends up writing.  */
  char *as_option = NULL;
  if (!unfollowed && (as_option = unmodelled_assembler_option ()))
    {
      memset (&u, 0, sizeof u);
      u.checked = -1;
      unfollowed = true;
    }
  const char *why = NULL;
  if (unfollowed && !(why = judge_with_assembler (u)))
    {
      if (options.verbose && as_option)
        inform (UNKNOWN_LOCATION, "the object the assembler made was checked: "
                "the assembler option %qs may change how it reads the "
                "assembly", as_option);
      else if (options.verbose && u.line == 0)
        inform (UNKNOWN_LOCATION, "the object the assembler made was checked: "
                "%s", u.why);
      else if (options.verbose)
        inform (UNKNOWN_LOCATION, "the object the assembler made was checked: the "
                "reader stopped at line %wu of the assembly, on %s",
                (unsigned HOST_WIDE_INT) u.line, u.why);
      free (as_option);
      return;
    }

  const mn_gas_object *objs;
  size_t n = mn_gas_reader_objects (reader, &objs);
  /* Past where the reader stopped, the assembler may add to the last
     object of any checked section (an assembler option alone stops
     nothing: the reader saw every byte as default gas reads them).  */
  auto_vec<size_t> last;
  bool stopped = unfollowed && !as_option;
  if (stopped)
    {
      last.safe_grow_cleared (options.sections.length ());
      for (size_t i = 0; i < n; i++)
        if (objs[i].len)
          last[objs[i].checked] = i + 1;
    }
  /* A .modinfo gas makes without the "a" flag, which the module loader
     skips: once, where its first bytes are written.  */
  auto_vec<bool> said_unallocated;
  said_unallocated.safe_grow_cleared (options.sections.length ());
  for (size_t i = 0; i < n; i++)
    if (objs[i].unallocated && objs[i].len
        && !said_unallocated[objs[i].checked]
        && !strcmp (options.sections[objs[i].checked], ".modinfo"))
      {
        said_unallocated[objs[i].checked] = true;
        MN_REPORT (object_location (&objs[i]),
                   mn_message_format (MN_MSG_MODINFO_NOT_ALLOC),
                   options.sections[objs[i].checked]);
      }
  auto_vec<bool> settled;
  settled.safe_grow_cleared (n);
  for (size_t i = 0; i < n; i++)
    {
      /* The common case, one of GCC's strings that the policy passes:
         its verdict is known (as nothing_to_say () finds it).  */
      bool license;
      if (objs[i].one_string && objs[i].len >= 2 && !options.verbose
          && entry_silent ((const char *) objs[i].bytes, objs[i].len - 1,
                           &license))
        settled[i] = !license;
      else
        judge_stream_object (objs[i],
                             stopped && last[objs[i].checked] == i + 1,
                             open_entry_ended (objs, n, i), &settled[i]);
    }
  reader_licenses (objs, n, settled.address ());
  if (!unfollowed)
    {
      stream_vouched = true;
      return;
    }
  bool noted;
  location_t loc
    = located_or_main (stream_location (u.label, u.app_line, u.app_file,
                                        u.app_toplevel), NULL, 0, u.line,
                       &noted);
  if (as_option)
    {
      MN_WARNING (loc, "cannot verify what the assembler writes into the "
                  "checked sections: the assembler option %qs may change "
                  "how it reads the assembly, and %s", as_option, why);
      free (as_option);
      return;
    }
  MN_WARNING (loc, "cannot verify what the assembler writes into the "
              "checked sections: %s, and %s", u.why, why);
  note_where (loc, noted, u.line, u.app_toplevel, u.app_marker);
}

} // namespace mn
