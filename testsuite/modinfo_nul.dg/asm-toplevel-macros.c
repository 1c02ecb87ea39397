/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Top-level asm written by macros (as EXPORT_SYMBOL does) among literal
   ones between two functions: each is found at its own statement or
   macro use, never at another asm.  */
/* { dg-do compile } */
#define PUT_ENTRY(text) \
  __asm__ (".pushsection .modinfo,\"a\"\n\t.asciz \"" text "\"\n\t.popsection")
#define ADDRESSABLE(x) static void *const addr_##x __attribute__ ((used)) = &x;
#define EXPORT_LIKE(x, text) ADDRESSABLE (x) PUT_ENTRY (text)
#define DISCARD __asm__ (".pushsection .discard.x\n.long 0\n.popsection")
int first (void) { return 0; }
PUT_ENTRY ("author=a\\0b"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
DISCARD;
EXPORT_LIKE (first, "x=1\\0y"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'x' written by an 'asm' statement" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
__asm__ (".pushsection .modinfo,\"a\"\n\t.asciz \"y=a\\0b\"\n\t.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'y' written by an 'asm' statement" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
int second (void) { return first (); }
#define CONTINUED \
  __asm__ (".pushsection .discard.x\n.long 1\n.popsection")
  __asm__ (".pushsection .modinfo,\"a\"\n\t.asciz \"z=a\\0b\"\n\t.popsection"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'z' written by an 'asm' statement" } */
/* { dg-message "3: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
int third (void) { return 2; }
/* Text the preprocessor drops holds an asm too: the group is passed
   over (#if 0), and the statement is found.  */
#if 0
__asm__ ("nop");
#endif
__asm__ (".pushsection .modinfo,\"a\"\n\t.asciz \"w=a\\0b\"\n\t.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'w' written by an 'asm' statement" } */
/* { dg-message "1: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
int fourth (void) { return 3; }
/* A macro named by pasting cannot be told: with the dropped asm the
   counts agree, but placing in order would point at the dropped one.  */
#define PICK_1(text) PUT_ENTRY (text)
#define PICK(n, text) PICK_##n (text)
PICK (1, "v=a\\0b");
#if 0
__asm__ ("nop");
#endif
__asm__ (".pushsection .discard.x\n.long 2\n.popsection");
int fifth (void) { return 4; } /* { dg-error "5: embedded NUL in '.modinfo' entry 'v' written by an 'asm' statement" } */
/* { dg-message "5: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
/* A macro defined again after its use: its definition now is not the
   one used, and the count cannot be told.  */
#define LATER PUT_ENTRY ("u=a\\0b")
LATER;
#undef LATER
#define LATER
#if 0
__asm__ ("nop");
#endif
int sixth (void) { return 5; } /* { dg-error "5: embedded NUL in '.modinfo' entry 'u' written by an 'asm' statement" } */
/* { dg-message "5: at line 2 of the 'asm' text" "" { target *-*-* } .-1 } */
