/* What only the assembler or the operands decide gets a warning that the
   entry cannot be verified, never silence.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void f (int x)
{
  __asm__ volatile (".pushsection .modinfo\n.incbin \"license.txt\"\n.popsection"); /* { dg-warning "3: cannot verify what this 'asm' statement writes into '.modinfo': '.incbin' is evaluated only by the assembler" } */
  /* { dg-message "at line 2" "" { target *-*-* } .-1 } */
  __asm__ volatile (".pushsection .modinfo\n.fill 4, 1, 0x41\n.popsection"); /* { dg-warning "3: cannot verify what this 'asm' statement writes into '.modinfo': '.fill' is evaluated only by the assembler" } */
  /* { dg-message "at line 2" "" { target *-*-* } .-1 } */
  __asm__ volatile (".pushsection .modinfo\n.rept 2\n.byte 0\n.endr\n.popsection"); /* { dg-warning "3: cannot verify what this 'asm' statement writes into '.modinfo': '.rept' is evaluated only by the assembler" } */
  /* { dg-warning "3: '.modinfo' entry '' has no 'tag=' prefix" "the .byte 0 inside" { target *-*-* } .-1 } */
  /* { dg-warning "3: cannot verify what this 'asm' statement writes into '.modinfo': '.endr' is evaluated only by the assembler" "" { target *-*-* } .-2 } */
  /* { dg-message "at line \[234\]" "" { target *-*-* } .-3 } */
  __asm__ volatile (".pushsection .modinfo\n.byte sym\n.popsection"); /* { dg-warning "3: cannot verify what this 'asm' statement writes into '.modinfo': a symbol or expression is evaluated only by the assembler" } */
  /* { dg-message "at line 2" "" { target *-*-* } .-1 } */
  __asm__ volatile (".pushsection .modinfo\n.asciz \"a=%0\"\n.popsection" : : "i" (42)); /* { dg-warning "3: cannot verify what this 'asm' statement writes into '.modinfo': an operand is substituted only when the asm is emitted" } */
  /* { dg-message "at line 2" "" { target *-*-* } .-1 } */
  __asm__ volatile (".pushsection .modinfo\n.byte %0\n.popsection" : : "i" (65)); /* { dg-warning "3: cannot verify what this 'asm' statement writes into '.modinfo': an operand is substituted" } */
  /* { dg-message "at line 2" "" { target *-*-* } .-1 } */
  __asm__ volatile (".pushsection .modinfo\nnop\n.popsection"); /* { dg-warning "3: cannot verify what this 'asm' statement writes into '.modinfo': an instruction puts machine code there" } */
  /* { dg-message "at line 2" "" { target *-*-* } .-1 } */
  __asm__ volatile (".pushsection .modinfo\n.macro m\n.endm\n.popsection"); /* { dg-warning "3: cannot verify what this 'asm' statement writes into '.modinfo': '.macro'" } */
  /* { dg-warning "3: cannot verify what this 'asm' statement writes into '.modinfo': '.endm'" "" { target *-*-* } .-1 } */
  /* { dg-message "at line \[23\]" "" { target *-*-* } .-2 } */
  (void) x;
}
