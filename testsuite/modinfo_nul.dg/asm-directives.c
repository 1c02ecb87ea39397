/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Every data directive gas accepts for bytes, with gas's escapes.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-verbose" } */
/* gas's comment sequence for the target (GCC's ASM_COMMENT_START).  */
#if defined __aarch64__
# define ASM_COMMENT "//"
#else
# define ASM_COMMENT "#"
#endif
asm (".pushsection .modinfo,\"a\"\n.ascii \"a=1\\0\"\n.popsection"); /* { dg-message "1: '.modinfo' entry 'a=1' written by an 'asm' statement checked" } */
asm (".pushsection .modinfo,\"a\"\n.asciz \"b=2\", \"c=3\"\n.popsection"); /* { dg-message "1: '.modinfo' entry 'b=2' written" } */
/* { dg-message "1: '.modinfo' entry 'c=3' written" "" { target *-*-* } .-1 } */
asm (".pushsection .modinfo,\"a\"\n.string \"d=\\x34\"\n.popsection"); /* { dg-message "1: '.modinfo' entry 'd=4' written" } */
asm (".pushsection .modinfo,\"a\"\n.byte 'e', 0x3d, 53, 0\n.popsection"); /* { dg-message "1: '.modinfo' entry 'e=5' written" } */
asm (".pushsection .modinfo,\"a\"\n.dc.b 102, '=', 066, 0b0\n.popsection"); /* { dg-message "1: '.modinfo' entry 'f=6' written" } */
asm (".pushsection .modinfo,\"a\"\n.short 0x3d67\n.byte '7', 0\n.popsection"); /* { dg-message "1: '.modinfo' entry 'g=7' written" } */
asm (".pushsection .modinfo,\"a\"\n.long 0x00383d68\n.popsection"); /* { dg-message "1: '.modinfo' entry 'h=8' written" } */
asm (".pushsection .modinfo,\"a\"\n.quad 0x00393d69\n.popsection");
/* { dg-warning "1: '.modinfo' entry 'i' ends in 4 extra NUL bytes, which the kernel reads as empty entries" "the quad's padding" { target *-*-* } .-1 } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-2 } */
asm (".pushsection .modinfo,\"a\"\n.ascii \"j=10\"\n.zero 1\n.popsection"); /* { dg-message "1: '.modinfo' entry 'j=10' written" } */
asm (".pushsection .modinfo,\"a\"\n.ascii \"k=11\"; .skip 1\n.popsection"); /* { dg-message "1: '.modinfo' entry 'k=11' written" } */
asm (".pushsection .modinfo,\"a\"\n.ascii \"l=12\" " ASM_COMMENT " comment \"m=\\0x\"\n.space 1, 0\n.popsection"); /* { dg-message "1: '.modinfo' entry 'l=12' written" } */
asm (".pushsection .modinfo,\"a\"\n.ascii \"n=13\" /* c */\n.byte 0\n.popsection"); /* { dg-message "1: '.modinfo' entry 'n=13' written" } */
asm (".pushsection .modinfo,\"a\"\nlabel: .ascii \"o=14\\n\\t\\\\\"\n.byte 0\n.popsection"); /* { dg-message "1: '.modinfo' entry 'o=14.n.t..' written" } */
asm (".pushsection .modinfo,\"a\"\n.ascii \"p=\\001\\x01\\1\"\n.byte 0\n.popsection"); /* { dg-message "1: '.modinfo' entry 'p=.x01.x01.x01' written" } */
