/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The assembler's section state: push/pop nesting, .previous, .text/.data,
   quoted names; asm touching other sections only is silent.  */
/* { dg-do compile } */
asm (".pushsection .altinstructions,\"a\"\n.long 0\n.popsection"); /* { dg-bogus "." } */
asm (".pushsection __ex_table,\"a\"\n.balign 4\n.long 1f - .\n.popsection"); /* { dg-bogus "." } */
asm (".pushsection .discard.addressable\n.quad sym\n.popsection"); /* { dg-bogus "." } */
asm (".section .modinfo_extra\n.asciz \"x=\\0y\"\n.previous"); /* { dg-bogus "." } */
asm (".pushsection .modinfo,\"a\"\n.pushsection .data\n.asciz \"a=\\0hidden\"\n.popsection\n.asciz \"ok=1\"\n.popsection"); /* { dg-bogus "." "nested push, data elsewhere" } */
asm (".section .data\n.section .modinfo,\"a\"\n.previous\n.asciz \"b=\\0hidden\"\n.section .text"); /* { dg-bogus "." ".previous went back to .data" } */
asm (".section .modinfo,\"a\"\n.text\n.asciz \"c=\\0hidden\"\n.data\n.byte 1"); /* { dg-bogus "." ".text leaves .modinfo" } */
asm (".pushsection .data\n.pushsection \".modinfo\"\n.popsection\n.asciz \"d=\\0hidden\"\n.popsection"); /* { dg-bogus "." "pop returns to .data" } */
asm (".section .data\n.section .modinfo,\"a\",@progbits\n.previous\n.previous\n.asciz \"e=\\0x\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'e'" ".previous twice returns" } */
/* { dg-message "at line 5" "" { target *-*-* } .-1 } */
asm ("\t.section\t\"\\056modinfo\"\n.asciz \"f=\\0x\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'f'" "octal escape in a quoted name" } */
/* { dg-message "at line 2" "" { target *-*-* } .-1 } */
asm (".pushsection .modinfo,\"a\"\n.ascii \"g=\"\n.popsection\n.pushsection .modinfo,\"a\"\n.asciz \"1\"\n.popsection"); /* { dg-bogus "." "an entry not yet ended goes on where its section is entered again: gas writes 'g=1'" } */
asm (".pushsection .modinfo,\"a\"\n.ascii \"g2=\"\n.popsection\n.pushsection .modinfo,\"a\"\n.asciz \"\\0hidden\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'g2' written by an 'asm' statement: the kernel reads 'g2=' and ignores 'hidden'" "so does one whose rest hides text" } */
/* { dg-message "at line 2" "" { target *-*-* } .-1 } */
asm (".pushsection .modinfo,\"a\"\n.asciz \"g3=1\"\n.popsection\n.pushsection .modinfo,\"a\"\n.asciz \"\"\n.popsection"); /* { dg-warning "1: 1 NUL bytes in '.modinfo' belong to no entry; the kernel skips them" "an ended entry stays ended: the empty entry after it is NULs alone" } */
/* A label may start the line that switches: gas reads the statement after it.  */
asm ("lbl_h: .section .modinfo,\"a\"\n.ascii \"h=GPL\\0hidden\\0\"\n.text"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'h'" "label, then the switch" } */
/* { dg-message "at line 2" "" { target *-*-* } .-1 } */
asm ("7: lbl_i:\t.pushsection .modinfo,\"a\"\n.ascii \"i=GPL\\0hidden\\0\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'i'" "two labels, then the switch" } */
/* { dg-message "at line 2" "" { target *-*-* } .-1 } */
asm (".section .modinfo,\"a\"\n.asciz \"j=1\"\nlbl_j: .previous\n.asciz \"k=\\0hidden\"\n.text"); /* { dg-bogus "." "label, then .previous" } */
