/* SPDX-License-Identifier: GPL-2.0-or-later */
/* s_ignore's directives (and gas's paths that only warn) skip to the
   first ';', in a string too: this enters .modinfo, and the next asm
   writes there.  The reader leaves it to the assembler.  */
/* { dg-do compile } */
__asm__ ("\t.lflags x,\"y;.pushsection .modinfo;.long\"0"); /* { dg-error "1: section '.modinfo' has no SHF_ALLOC flag" "made without flags" } */
__asm__ ("\t.asciz \"license=GPL\\0hidden three\"\n\t.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'hidden three'" } */

/* Directives that read their strings as strings are followed.  */
__asm__ ("\t.ascii \"a;.pushsection .modinfo;#\"\n\t.ident \"b;.pushsection .modinfo\"\n\t.pushsection .modinfo\n\t.asciz \"author=x;y\"\n\t.popsection"); /* { dg-bogus "." "followed, and a clean entry" } */
