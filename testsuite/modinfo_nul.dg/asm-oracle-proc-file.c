/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The assembler's answer holds for the build's assembler only if the
   files it reads by name read alike for both: /dev/stdin, /dev/fd/N and
   anything under /proc or /sys differ from run to run (with -pipe gas's
   stdin is the assembly itself).  Cannot verify, and said; the entry the
   stop cut short is not called unterminated.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
__asm__ (".pushsection .modinfo,\"a\"\n.ascii \"license=GPL\"\n.include \"/dev/stdin\"\n.byte 0\n.popsection"); /* { dg-warning "1: cannot verify what the assembler writes into the checked sections: '.include' reads a file the reader cannot see, and the assembly reads '/dev/stdin' \\(by '.include' or '.incbin'\\), which is not a plain file: the assembler may read other bytes there" } */
/* { dg-message "1: at line 3 of the 'asm' text" "" { target *-*-* } .-1 } */
/* { dg-bogus "not NUL-terminated" "" { target *-*-* } .-2 } */
