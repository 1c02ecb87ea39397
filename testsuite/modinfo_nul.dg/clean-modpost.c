/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Shaped like the .mod.c file modpost writes for every module (Linux 6.1):
   .modinfo entries plus other sections whose data holds NULs (__versions)
   and must not be judged.  Silent.  */
/* { dg-do assemble } */
#define MODULE
#include "kmod.h"
#define VERMAGIC_STRING "6.1.0-27-amd64 SMP preempt mod_unload modversions "
struct module { char name[56]; void *init, *exit; };
struct modversion_info { unsigned long crc; char name[56]; };
extern int init_module (void);
extern void cleanup_module (void);
MODULE_INFO(vermagic, VERMAGIC_STRING);
MODULE_INFO(name, KBUILD_MODNAME);
__attribute__((section(".gnu.linkonce.this_module"), used))
struct module __this_module = {
  .name = KBUILD_MODNAME,
  .init = init_module,
  .exit = cleanup_module,
};
MODULE_INFO(retpoline, "Y");
static const struct modversion_info ____versions[]
  __attribute__((used, section("__versions"))) = {
  { 0xbdfb6dbb, "__fentry__" },
  { 0x5b8239ca, "__x86_return_thunk" },
  { 0x92997ed8, "_printk" },
};
MODULE_INFO(depends, "usbcore,usb_common");
MODULE_ALIAS("usb:v0403p6001d*dc*dsc*dp*ic*isc*ip*in*");
MODULE_INFO(srcversion, "8D5B1D7A4D1C5C7E0E1F2A3");
/* { dg-bogus "." "nothing at all" { target *-*-* } 0 } */
