/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .attach_to_group puts the current section in a group: a .section of
   the same name after it makes another section, with bytes of its own.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
asm (".section .modinfo,\"a\"\n.ascii \"license=GPL\"\n.attach_to_group g\n.section .modinfo,\"a\"\n.asciz \" for files in the GPL directory\"\n.previous");
/* { dg-error "1: '\\.modinfo' entry 'license' written by an 'asm' statement is not NUL-terminated; the kernel reads on into the next entry" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } 6 } */
/* { dg-warning "1: '\\.modinfo' entry ' for files in the GPL directory' has no 'tag=' prefix; modpost and the module loader ignore it" "" { target *-*-* } 6 } */
/* { dg-error "1: 2 sections named '\\.modinfo': the module loader reads only the first allocated one, modpost only the last" "" { target *-*-* } 6 } */
/* { dg-message "1: at line 3 of the 'asm' text" "" { target *-*-* } 6 } */
/* { dg-error "1: section '\\.modinfo' is a section group's \\(comdat\\): a link keeps it apart from the module's other '\\.modinfo'" "" { target *-*-* } 6 } */
