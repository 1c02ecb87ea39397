/* SPDX-License-Identifier: GPL-2.0-or-later */
/* .xstabs writes stab entries into the section it names, from any
   section: here 24 bytes of .modinfo with a NUL-free run in the middle.
   The reader leaves it to the assembler, which shows those bytes.  */
/* { dg-do compile } */
__asm__ (".text\n.xstabs \".modinfo\", \"x\", 0x63, 0x69, 0x6e65, 0x474c3d65"); /* { dg-error "1: embedded NUL in '.modinfo' entry '.x01' written by an 'asm' statement" } */
/* { dg-message "at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
/* { dg-error "1: section '.modinfo' has no SHF_ALLOC flag \\(gas gives none to a section it makes without the 'a' flag\\)" "made without flags, as gas makes it" { target *-*-* } 6 } */
