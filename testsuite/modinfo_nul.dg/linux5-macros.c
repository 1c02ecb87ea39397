/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The Linux 5.x spelling of __MODULE_INFO (section and aligned in one
   attribute list, "unused" too): silent when clean, exact when not.  */
/* { dg-do compile } */
#define MODULE
#include "kmod.h"
/* The helpers (__stringify, __UNIQUE_ID, __used) are the same in 5.x.  */
#undef __MODULE_INFO
#undef MODULE_LICENSE
#define __MODULE_INFO(tag, name, info)                                 \
  static const char __UNIQUE_ID(name)[]                                \
    __used __attribute__((section(".modinfo"), unused, aligned(1)))   \
    = __stringify(tag) "=" info
#define MODULE_LICENSE(_license) MODULE_INFO(license, _license)
MODULE_AUTHOR("Some One <s@example.org>"); /* { dg-bogus "." } */
MODULE_INFO(description, "clean"); /* { dg-bogus "." } */
MODULE_LICENSE("Dual BSD/GPL\0and then some"); /* { dg-error "29: embedded NUL in '.modinfo' entry 'license': the kernel reads 'license=Dual BSD/GPL' and ignores 'and then some'" } */
