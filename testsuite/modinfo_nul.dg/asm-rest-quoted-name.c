/* SPDX-License-Identifier: GPL-2.0-or-later */
/* After a pseudo-op that leaves its line's rest to read.c, a quote starts
   the next statement: '".section" .modinfo' is .section there.  The
   skimmer, which takes a quote after a blank for a string, hands such a
   line over.  */
/* { dg-do compile } */
asm (".text\n.list \".section\" .modinfo,\"a\"\n.ascii \"license=GPL\\0hidden\"\n.text\n"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden'" } */
/* { dg-message "at line" "" { target *-*-* } .-1 } */
asm (".text\n.attach_to_group \"G\"\".section\" .modinfo,\"a\"\n.ascii \"author=me\\0hidden\"\n.text\n"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=me' and ignores 'hidden'" } */
