/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A line comment character ('/' on x86, '#' on aarch64) comments out the
   rest of the line where any statement starts: after a ';' or a label
   too, not only at the line's start.  Here the switch to .data is a
   comment, so .previous returns to .modinfo.  */
/* { dg-do compile } */
#if defined (__x86_64__) || defined (__i386__)
__asm__ (".pushsection .modinfo,\"a\"\n.pushsection .text\n.byte 0;/ ;.pushsection .data\n.previous\n.asciz \"license=GPL\\0hidden six\"\n.popsection\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden six'" "x86: '/' after a ';'" { target x86 } } */
/* { dg-message "1: at line 5 of the 'asm' text" "" { target x86 } .-1 } */
__asm__ (".pushsection .modinfo,\"a\"\n.pushsection .text\nlbl_x: / ;.pushsection .data\n.previous\n.asciz \"author=x\\0hidden seven\"\n.popsection\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=x' and ignores 'hidden seven'" "x86: '/' after a label" { target x86 } } */
/* { dg-message "1: at line 5 of the 'asm' text" "" { target x86 } .-1 } */
#elif defined (__aarch64__)
__asm__ (".pushsection .modinfo,\"a\"\n.pushsection .text\n.byte 0;# ;.pushsection .data\n.previous\n.asciz \"license=GPL\\0hidden six\"\n.popsection\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden six'" "aarch64: '#' after a ';'" { target aarch64 } } */
/* { dg-message "1: at line 5 of the 'asm' text" "" { target aarch64 } .-1 } */
__asm__ (".pushsection .modinfo,\"a\"\n.pushsection .text\nlbl_x: # ;.pushsection .data\n.previous\n.asciz \"author=x\\0hidden seven\"\n.popsection\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=x' and ignores 'hidden seven'" "aarch64: '#' after a label" { target aarch64 } } */
/* { dg-message "1: at line 5 of the 'asm' text" "" { target aarch64 } .-1 } */
#endif
