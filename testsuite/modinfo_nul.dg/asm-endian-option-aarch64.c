/* SPDX-License-Identifier: GPL-2.0-or-later */
/* -EL leaves the reader's account only where the target is little-endian
   already: under -mbig-endian it turns .short's bytes around.  */
/* { dg-do compile { target aarch64 } } */
/* { dg-options "-mbig-endian -Wa,-EL" } */
asm (".section .modinfo,\"a\"\n.ascii \"license=GPL\"\n.short 0x4100\n.text"); /* { dg-error "embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'A'" } */
