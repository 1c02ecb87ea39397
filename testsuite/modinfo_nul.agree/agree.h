/* SPDX-License-Identifier: GPL-2.0-or-later */
/* MODULE_INFO() as the kernel lays it out, for the agree snippets.  */
#define MI(tag, name, info)                                              \
  static const char __UNIQUE_ID_##name[]                                 \
    __attribute__((section(".modinfo"), used, aligned(1))) = #tag "=" info
#define MODINFO __attribute__((section(".modinfo"), used, aligned(1)))
