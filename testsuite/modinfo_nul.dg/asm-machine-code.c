/* SPDX-License-Identifier: GPL-2.0-or-later */
/* An instruction in .modinfo is machine code there, whatever its bytes
   look like (a nop is 0x90 on x86, and an aarch64 instruction can spell
   letters): no entry.  */
/* { dg-do compile } */
asm (".section .modinfo,\"a\"\n.ascii \"license=\"\nnop\n.asciz \"GPL\"\n.text"); /* { dg-error "1: machine code in '.modinfo' \\(an instruction, or alignment filled with no-ops\\): the section holds only NUL-terminated strings" } */
/* { dg-message "1: at line 3 of the 'asm' text" "" { target *-*-* } .-1 } */
