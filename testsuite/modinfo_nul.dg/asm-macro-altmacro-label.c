/* SPDX-License-Identifier: GPL-2.0-or-later */
/* crc32c-pcl-intel-asm_64's labels: a macro joins its two arguments
   ("\prefix\n\():") and is used under .altmacro with "%i" in a loop.
   The reader expands it with a number in place of the value it does not
   compute (only labels come of it), so the assembler is not run.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-verbose" } */
asm (".macro LABEL prefix n\n\\prefix\\n\\():\n.endm\n.macro JMPTBL_ENTRY i\n.quad crc_\\i\n.endm");
asm ("i=3\n.rept 3\n.altmacro\nLABEL crc_ %i\n.noaltmacro\nnop\ni=(i-1)\n.endr\n.altmacro\nLABEL crc_ %i\n.noaltmacro");
asm (".pushsection .rodata,\"a\"\ni=0\n.rept 4\n.altmacro\nJMPTBL_ENTRY %i\n.noaltmacro\ni=i+1\n.endr\n.popsection");
asm (".pushsection .modinfo,\"a\"\n.asciz \"license=GPL\"\n.popsection"); /* { dg-message "1: '.modinfo' entry 'license=GPL' written by an 'asm' statement checked" } */
/* { dg-bogus "the assembler made" "" { target *-*-* } 0 } */
