/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A second .modinfo (here a comdat group's, from flags pasted into a
   section attribute) stays apart in the module: the loader (Linux 6.1
   find_sec) reads only the first allocated one, modpost only the last,
   so neither reads every entry.  ("#" ends the flags GCC adds: x86.)  */
/* { dg-do compile { target x86 } } */
static const char lic[] __attribute__((used, section(".modinfo"), aligned(1))) = "license=GPL";
static const char d[] __attribute__((used, aligned(1), section(".modinfo,\"aG\",@progbits,g1,comdat#"))) = "description=x"; /* { dg-error "19: 2 sections named '.modinfo': the module loader reads only the first allocated one, modpost only the last" } */
/* { dg-message "at line \[0-9\]+ of the assembly output" "" { target *-*-* } .-1 } */
/* { dg-error "19: section '.modinfo' is a section group's \\(comdat\\)" "" { target *-*-* } 8 } */
