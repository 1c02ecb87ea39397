/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A section group's .modinfo, even the unit's only one: ld -r keeps it
   apart from the module's other objects' .modinfo, and the loader reads
   the first allocated one, modpost the last.  */
/* { dg-do compile } */
asm (".section .modinfo,\"aG\",%progbits,grp,comdat\n.string \"license=Proprietary\"\n.previous"); /* { dg-error "1: section '.modinfo' is a section group's \\(comdat\\): a link keeps it apart from the module's other '.modinfo', and the module loader reads only the first allocated one, modpost only the last" } */
