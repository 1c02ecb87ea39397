/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Anything but a NUL-terminated char array in .modinfo is an error.  */
/* { dg-do compile } */
#define S __attribute__((section(".modinfo"), used))
static const int i S = 5; /* { dg-error "18: 'i' in section '.modinfo' has type 'int'; the section holds only NUL-terminated arrays of 'char'" } */
static const char *const p S = "license=GPL"; /* { dg-error "26: 'p' in section '.modinfo' has type 'const char \\* const'" } */
static const __WCHAR_TYPE__ w[] S = L"license=GPL"; /* { dg-error "29: 'w' in section '.modinfo' has type 'const (unsigned )?int\\\[12\\\]'" } */
static const short s16[] S = { 'a', 0 }; /* { dg-error "20: 's16' in section '.modinfo' has type 'const short int\\\[2\\\]'" } */
static const char m[2][4] S = { "a=b", "c=d" }; /* { dg-error "19: 'm' in section '.modinfo' has type 'const char\\\[2\\\]\\\[4\\\]'" } */
struct info { char text[8]; };
static const struct info st S = { "a=b" }; /* { dg-error "26: 'st' in section '.modinfo' has type 'const struct info'" } */
static char u[8] S; /* { dg-error "13: 'u' in section '.modinfo' has no constant initializer, so it holds only NUL bytes" } */
char tentative[4] S; /* { dg-error "6: 'tentative' in section '.modinfo' has no constant initializer" } */
static const char z[0] S = {}; /* { dg-error "19: 'z' in section '.modinfo' is empty; the section holds only NUL-terminated strings" } */
static void g (void) { static const int local S = 1; (void) local; } /* { dg-error "41: 'local' in section '.modinfo' has type 'int'" } */
void h (void) { g (); }
