/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Each object of an asm statement is reported once per place, and "the
   same object" means the same bytes, not the same 32-bit hash: the
   filler of these two was searched for a collision of GCC's
   iterative_hash seeded with this statement's location (GCC 12), so a
   harmless decoy once hid the embedded NUL after it.  */
/* { dg-do compile } */
/* { dg-options "-O2" } */
void
f (void)
{
  __asm__ volatile (".pushsection .modinfo,\"a\"\n"
  "mn_a: .ascii \"x=norFbaaa\\0\\0\"\n"
  "mn_b: .ascii \"license=GPL\\0for files in the GPL directory cFeaaaaaaaaaaQQQQQQQ\\0\"\n"
  ".popsection"); /* { dg-warning "3: '.modinfo' entry 'x' ends in 1 extra NUL bytes" "" { target *-*-* } .-3 } */
  /* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-4 } */
  /* { dg-error "3: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'for files in the GPL directory" "" { target *-*-* } .-5 } */
  /* { dg-message "3: at line 3 of the 'asm' text" "" { target *-*-* } .-6 } */
}
