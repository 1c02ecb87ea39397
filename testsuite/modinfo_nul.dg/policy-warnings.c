/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Always-on warnings: entries the kernel ignores or reads oddly.  */
/* { dg-do compile } */
#define S __attribute__((section(".modinfo"), used))
static const char a[] S = "no tag at all"; /* { dg-warning "19: '.modinfo' entry 'no tag at all' has no 'tag=' prefix; modpost and the module loader ignore it" } */
static const char b[] S = "bad-tag=x"; /* { dg-warning "19: '.modinfo' entry 'bad-tag=x' has a malformed tag 'bad-tag'; a tag is letters, digits and '_', after an optional 'module.' prefix" } */
static const char c[] S = "=x"; /* { dg-warning "19: '.modinfo' entry '=x' has a malformed tag ''" } */
static const char d[] S = ".license=x"; /* { dg-warning "19: '.modinfo' entry '.license=x' has a malformed tag '.license'" } */
static const char e[] S = "my-mod.alias=x"; /* { dg-bogus "." "a module name prefix may have '-'" } */
static const char f[] S = "my_mod.parm=debug:int"; /* { dg-bogus "." } */
static const char g[] S = "a.b.c=x"; /* { dg-warning "19: '.modinfo' entry 'a.b.c=x' has a malformed tag 'a.b.c'" } */
static const char h[] S = "license="; /* { dg-warning "19: empty license in '.modinfo' entry 'license='; the kernel treats the module as proprietary" } */
/* At -O2 GCC emits the two in reverse: the loader reads i's license first.  */
/* { dg-error "19: another license entry ''; the module loader uses the first, 'GPL', and modpost checks both, but only one of them is GPL-compatible" "" { target *-*-* } .-2 } */
static const char i[] S = "license=GPL"; /* { dg-message "19: the first license entry is here" } */
static const char j[] S = ""; /* { dg-warning "19: 'j' in section '.modinfo' holds only 1 NUL bytes, which the kernel reads as empty entries" } */
