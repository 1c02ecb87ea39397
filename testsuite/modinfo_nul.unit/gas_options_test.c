/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Unit tests of which assembler options the gas reader's account holds
   under.  gas_options_tests () is called from verdict_test.c's main;
   gas.exp checks the accepted ones against the real assembler.  */
#include "modinfo_nul/gas_reader.h"

#include <stdio.h>

int gas_options_tests (void);

int
gas_options_tests (void)
{
  /* What kbuild and the driver pass, and what gas.exp assembles with.  */
  static const char *const modelled[] = {
    "--noexecstack", "--execstack", "-g", "-gdwarf-5", "--gdwarf-4",
    "--gdwarf-sections", "-W", "--fatal-warnings", "--64",
    "-mrelax-relocations=no", "-mx86-used-note=yes", "-march=generic64",
    "-march=armv8.5-a", "-march=armv8-a+crc+crypto", "-mcpu=cortex-a53",
    "-mtune=generic64", "-march=i686,+sse4.2", "-EL", "-mabi=lp64",
  };
  /* Each may change what gas reads or where it writes it.  */
  static const char *const refused[] = {
    "--sectname-subst", "--sectname", "--sectname-s", "-f", "--divide",
    "-R", "@opts", "extra.s", "--", "--defsym", "X=1", "-I", "-Iinc",
    "-EB", "-mabi=ilp32", "--32", "-msyntax=intel", "-mnaked-reg",
    "-march=", "-march=a;b", "-march=a b", "-mcpu=\"x\"", "-gdwarf-6",
    "--noexecstac", "-g3", "-a", "-al=list", "--MD", "",
  };
  static const struct mn_gas_target little = { "//", 4, 0 };
  static const struct mn_gas_target big = { "//", 4, 1 };
  int failures = 0;
  size_t i;
  /* -EL and -EB: only the byte order the target already has.  */
  {
    int ok = mn_gas_option_modelled (&big, "-EB") == 1
             && mn_gas_option_modelled (&big, "-EL") == 0
             && mn_gas_option_modelled (&little, "-EB") == 0
             && mn_gas_option_modelled (NULL, "-EL") == 0;
    printf ("%s: -EL/-EB are left to the reader only in the target's byte "
            "order\n", ok ? "PASS" : "FAIL");
    failures += !ok;
  }
  for (i = 0; i < sizeof modelled / sizeof *modelled; i++)
    {
      int ok = mn_gas_option_modelled (&little, modelled[i]) == 1;
      printf ("%s: gas option %s is left to the reader\n", ok ? "PASS" : "FAIL",
              modelled[i]);
      failures += !ok;
    }
  for (i = 0; i < sizeof refused / sizeof *refused; i++)
    {
      int ok = mn_gas_option_modelled (&little, refused[i]) == 0;
      printf ("%s: gas option '%s' sends the unit to the assembler\n",
              ok ? "PASS" : "FAIL", refused[i]);
      failures += !ok;
    }
  return failures;
}
