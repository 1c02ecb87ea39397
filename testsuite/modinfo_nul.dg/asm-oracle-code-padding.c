/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A section keeps the flags it was made with: entered again without
   them, a code section's alignment is still padded with nops, and the
   assembler is asked what they are (the reader once took them for
   zeros, and said nothing).  */
/* { dg-do compile } */
asm (".pushsection .modinfo,\"ax\"\n.asciz \"license=GPL\"\n.popsection"); /* { dg-bogus "." } */
asm (".pushsection .modinfo\n.balign 8\n.popsection"); /* { dg-warning "1: '.modinfo' entry '\\\\x0f\\\\x1f@' has no 'tag=' prefix; modpost and the module loader ignore it" "x86-64: nopl 0(%rax)" { target x86 } } */
/* { dg-error "1: '.modinfo' entry '\\\\x1f \\\\x03\\\\xd5' written by an 'asm' statement is not NUL-terminated" "aarch64: nop" { target aarch64 } .-1 } */
/* { dg-message "1: at line 3 of the 'asm' text" "" { target aarch64 } .-2 } */
/* No-op fill is machine code in .modinfo, said as such too.  */
/* { dg-error "1: machine code in '.modinfo' \\(an instruction, or alignment filled with no-ops\\): the section holds only NUL-terminated strings" "" { target *-*-* } 8 } */
/* { dg-message "1: at line 3 of the 'asm' text" "" { target x86 } 8 } */
