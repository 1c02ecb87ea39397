/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The plugin's options: one table drives parsing, the help text and the
   list of valid keys.  */
#ifndef MODINFO_NUL_OPTIONS_H
#define MODINFO_NUL_OPTIONS_H

struct mn_policy;

#pragma GCC visibility push(hidden)

struct plugin_options
{
  vec<const char *> sections;   /* the checked sections, as gas reads them */
  bool warn_only;
  bool verbose;
  bool disable;
  struct mn_policy *policy;
};

extern plugin_options options;
extern const char *plugin_name;

/* The help text for PLUGIN_INFO (built from the table).  */
const char *options_help ();

/* Parse ARGS into OPTIONS (defaults first); false after an error.  */
bool parse_options (const struct plugin_name_args *args);
#pragma GCC visibility pop

#endif
