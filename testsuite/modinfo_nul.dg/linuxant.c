/* SPDX-License-Identifier: GPL-2.0-or-later */ /* { dg-do compile } */
#include "kmod.h" /* a built-in module: entries get the KBUILD_MODNAME prefix */
MODULE_LICENSE("GPL\0for files in the \"GPL\" directory; for others, only LICENSE file applies"); /* { dg-error "20: embedded NUL in '.modinfo' entry 'kmod_test.license': the kernel reads 'kmod_test.license=GPL' and ignores 'for files in the \"GPL\" directory; for others, only LICENSE file ...'" } */
MODULE_AUTHOR("Linuxant");
MODULE_DESCRIPTION("Conexant HSF softmodem driver");
