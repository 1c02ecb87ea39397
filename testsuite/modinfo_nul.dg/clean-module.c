/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Every MODULE_* macro of Linux 5.x/6.x, as a loadable module: silent.  */
/* { dg-do assemble } */
#define MODULE
#include "kmod.h"
struct pci_device_id { unsigned vendor, device; };
static const struct pci_device_id ids[] = { { 0x8086, 0x100e }, { 0, 0 } };
#define MODULE_DEVICE_TABLE(type, name) \
  extern typeof (name) __mod_##type##__##name##_device_table \
    __attribute__ ((unused, alias (__stringify (name))))
MODULE_DEVICE_TABLE(pci, ids);
static int debug;
__MODULE_PARM_TYPE(debug, "int");
MODULE_PARM_DESC(debug, "Debug level (0=none, 1=verbose \"loud\")");
MODULE_LICENSE("GPL");
MODULE_AUTHOR("Jürgen Müller <jm@example.org>");
MODULE_AUTHOR("李雷 <lilei@example.cn>");
MODULE_AUTHOR("\"Quoted\" Name <q@example.com>");
MODULE_DESCRIPTION("Intel(R) PRO/1000 Network Driver: a=b; c\\d");
MODULE_ALIAS("pci:v00008086d0000100Esv*sd*bc*sc*i*");
MODULE_ALIAS("char-major-10-" "200");
MODULE_SOFTDEP("pre: crc32c");
MODULE_VERSION("1.2.3-k");
MODULE_FIRMWARE("e1000e/" "fw-1.bin");
MODULE_IMPORT_NS(USB_STORAGE);
MODULE_INFO(intree, "Y");
MODULE_INFO(depends, "");
MODULE_INFO(retpoline, "Y");
MODULE_INFO(staging, "Y");
int get_debug (void) { return debug + ids[0].vendor; }
/* { dg-bogus "." "nothing at all" { target *-*-* } 0 } */
