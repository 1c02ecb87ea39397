/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Section names are read the way the assembler reads them.  */
/* { dg-do compile } */
static const char a[] __attribute__((section(".modinfo #"), used)) = "a=\0x"; /* { dg-error "73: embedded NUL in '.modinfo #' entry 'a'" "'#' is a comment on x86 only; elsewhere the name is .modinfo#" { target x86 } } */
static const char b[] __attribute__((section(" .modinfo"), used)) = "b=\0x"; /* { dg-error "72: embedded NUL in ' .modinfo' entry 'b'" } */
static const char c[] __attribute__((section("\".modinfo\""), used)) = "c=\0x"; /* { dg-error "75: embedded NUL in '\".modinfo\"' entry 'c'" } */
static const char d[] __attribute__((section(".modinfo;"), used)) = "d=\0x"; /* { dg-error "72: embedded NUL in '.modinfo;' entry 'd'" } */
static const char e[] __attribute__((section(".modinfo_extra"), used)) = "e=\0x"; /* { dg-bogus "NUL" } */
static const char f[] __attribute__((section(".rodata.x"), used)) = "f=\0x"; /* { dg-bogus "NUL" } */
static const char g[] __attribute__((section(".modinfo.x"), used)) = "g=\0x"; /* { dg-bogus "NUL" } */
static const char h[] __attribute__((section("modinfo"), used)) = "h=\0x"; /* { dg-bogus "NUL" } */
static const char i[] = "i=\0x"; /* { dg-bogus "NUL" } */
const char *use (void) { return i; }
