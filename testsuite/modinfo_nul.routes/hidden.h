/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A header whose entry hides text, precompiled without the plugin.  */
static const char pch_license[] __attribute__ ((section (".modinfo"), used))
  = "license=GPL\0for files in the GPL directory";
