/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Top-level asm keeps no location: it is found in the text between
   functions, without the groups the preprocessor's conditions dropped,
   as far as they can be told from the macros at the end of the unit.  */
/* { dg-do compile } */
#define FEATURE 1
#define LEVEL 3
#define UNTOLD(x) x
#if defined (__x86_64__) || defined (__aarch64__)
asm (".pushsection .modinfo,\"a\"\n.asciz \"a=GPL\\0hidden\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'a'" "#if defined (...) || defined (...)" } */
/* { dg-message "at line 2" "" { target *-*-* } .-1 } */
#else
asm (".pushsection .modinfo,\"a\"\n.asciz \"x=GPL\\0hidden\"\n.popsection");
#endif
#if 0
asm ("nop");
#elif FEATURE && LEVEL == 3 && !defined (NOT_DEFINED)
  asm (".pushsection .modinfo,\"a\"\n.asciz \"b=GPL\\0hidden\"\n.popsection"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'b'" "#elif with macros' values" } */
/* { dg-message "at line 2" "" { target *-*-* } .-1 } */
#endif
#ifdef NOT_DEFINED
asm ("nop");
#endif
void f (void) {}
#ifndef NOT_DEFINED
#if ((1))
    asm (".pushsection .modinfo,\"a\"\n.asciz \"c=GPL\\0hidden\"\n.popsection"); /* { dg-error "5: embedded NUL in '.modinfo' entry 'c'" "nested groups after a function" } */
/* { dg-message "at line 2" "" { target *-*-* } .-1 } */
#endif
void g (void) {}
#else
asm ("nop");
#endif
/* A group begun before the function: its #else starts what is dropped.  */
#if FEATURE
void h (void) {}
asm (".pushsection .modinfo,\"a\"\n.asciz \"d=GPL\\0hidden\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'd'" "the rest of a group read" } */
/* { dg-message "at line 2" "" { target *-*-* } .-1 } */
#else
asm ("nop");
#endif
/* A condition that cannot be told: the text read whole agrees.  */
#if UNTOLD (1)
asm (".pushsection .modinfo,\"a\"\n.asciz \"e=GPL\\0hidden\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'e'" "a condition not told, the count agrees" } */
/* { dg-message "at line 2" "" { target *-*-* } .-1 } */
#endif
void i (void) {}
