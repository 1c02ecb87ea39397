/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Block comments as each target's scrubber reads them.  On x86 one within
   a line joins what is on either side of it (i386 reads '/' as a line
   comment, and app.c ends a block comment reading operands); one that
   runs on to another line ends the statement there.  On aarch64 a block
   comment is a blank, and one that runs on continues the statement.  */
/* { dg-do compile } */
#if defined (__x86_64__) || defined (__i386__)
void fa (void)
{
  asm (".push/**/section .modinfo,\"a\"\n.asciz \"a=GPL\\0hidden\"\n.pop/**/section"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'a'" "x86: a comment inside a directive's name" { target x86 } } */
  /* { dg-message "at line 2" "" { target x86 } .-1 } */
  asm (".section .mod/* c */info\n.asciz \"b=GPL\\0hidden\"\n.text"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'b'" "x86: a comment inside a section's name" { target x86 } } */
  /* { dg-message "at line 2" "" { target x86 } .-1 } */
  asm (".section .modinfo\n.byte 0x6 /**/ 3, 0x3d, 0x31, 0\n.text"); /* { dg-bogus "." "x86: 0x6, a comment, 3 is 0x63, 'c'" } */
  asm (".pushsection .data /* a\n */ .section .modinfo\n.asciz \"d=GPL\\0hidden\"\n.text"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'd'" "x86: the line after a comment's end is a statement" { target x86 } } */
  /* { dg-message "at line 3" "" { target x86 } .-1 } */
}
#elif defined (__aarch64__)
void fb (void)
{
  asm (".pushsection /* a\n */ .modinfo,\"a\"\n.asciz \"e=GPL\\0hidden\"\n.popsection"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'e'" "aarch64: the statement goes on after the comment" { target aarch64 } } */
  /* { dg-message "at line 3" "" { target aarch64 } .-1 } */
  asm (".section .modinfo\n.ascii \"f=GPL\" /* a\n */ , \"\\0hidden\\0\"\n.text"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'f'" "aarch64: the operands go on after the comment" { target aarch64 } } */
  /* { dg-message "at line 3" "" { target aarch64 } .-1 } */
  asm (".section .modinfo\n.byte 0x67 /**/ , 0x3d, 0x31, 0\n.text"); /* { dg-bogus "." "aarch64: a comment is a blank" } */
}
#endif
