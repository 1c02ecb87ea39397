/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A stand-in for the kernel's module metadata macros, shaped like
   include/linux/module.h and moduleparam.h of Linux 5.x/6.x (written for
   these tests, not copied).  Define MODULE for a loadable module; leave it
   out for a built-in one, which gets the KBUILD_MODNAME "." prefix.  */
#ifndef KMOD_H
#define KMOD_H

#define __stringify_1(x...) #x
#define __stringify(x...) __stringify_1(x)
#define ___PASTE(a, b) a##b
#define __PASTE(a, b) ___PASTE(a, b)
#define __UNIQUE_ID(prefix) __PASTE(__PASTE(__UNIQUE_ID_, prefix), __COUNTER__)
#define __used __attribute__((__used__))
#define __section(s) __attribute__((__section__(s)))
#define __aligned(x) __attribute__((__aligned__(x)))

#ifndef KBUILD_MODNAME
#define KBUILD_MODNAME "kmod_test"
#endif
#ifndef KBUILD_MODFILE
#define KBUILD_MODFILE "drivers/test/kmod_test"
#endif

#ifdef MODULE
#define __MODULE_INFO_PREFIX
#define MODULE_FILE
#else
#define __MODULE_INFO_PREFIX KBUILD_MODNAME "."
#define MODULE_FILE MODULE_INFO(file, KBUILD_MODFILE);
#endif

#define __MODULE_INFO(tag, name, info)                                \
  static const char __UNIQUE_ID(name)[]                               \
    __used __section(".modinfo") __aligned(1)                         \
    = __MODULE_INFO_PREFIX __stringify(tag) "=" info

#define MODULE_INFO(tag, info) __MODULE_INFO(tag, tag, info)
#define MODULE_LICENSE(_license) MODULE_FILE MODULE_INFO(license, _license)
#define MODULE_AUTHOR(_author) MODULE_INFO(author, _author)
#define MODULE_DESCRIPTION(_d) MODULE_INFO(description, _d)
#define MODULE_ALIAS(_alias) MODULE_INFO(alias, _alias)
#define MODULE_SOFTDEP(_softdep) MODULE_INFO(softdep, _softdep)
#define MODULE_VERSION(_version) MODULE_INFO(version, _version)
#define MODULE_FIRMWARE(_firmware) MODULE_INFO(firmware, _firmware)
#define MODULE_IMPORT_NS(ns) MODULE_INFO(import_ns, __stringify(ns))
#define MODULE_PARM_DESC(_parm, desc) __MODULE_INFO(parm, _parm, #_parm ":" desc)
#define __MODULE_PARM_TYPE(name, _type) \
  __MODULE_INFO(parmtype, name##type, #name ":" _type)

#endif
