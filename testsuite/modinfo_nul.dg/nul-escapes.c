/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Every spelling of NUL is found, and the caret sits on the escape.  */
/* { dg-do compile } */
#define MODULE
#include "kmod.h"
MODULE_LICENSE("GPL\x00x");      /* { dg-error "20: embedded NUL in '.modinfo' entry 'license': the kernel reads 'license=GPL' and ignores 'x'" } */
/* { dg-bogus "license entry" "" { target *-*-* } .-1 } */
MODULE_LICENSE("GPL\000x");      /* { dg-error "20: embedded NUL in '.modinfo' entry 'license'" } */
/* { dg-bogus "another license entry" "identical licenses are silent" { target *-*-* } .-1 } */
MODULE_LICENSE("GPL\x0x");       /* { dg-error "20: embedded NUL" } */
/* { dg-bogus "another license entry" "identical licenses are silent" { target *-*-* } .-1 } */
MODULE_LICENSE("GPL\0" "x");     /* { dg-error "20: embedded NUL" } */
/* { dg-bogus "another license entry" "identical licenses are silent" { target *-*-* } .-1 } */
MODULE_LICENSE("GPL" "\0" "x");  /* { dg-error "23: embedded NUL" } */
/* { dg-bogus "another license entry" "identical licenses are silent" { target *-*-* } .-1 } */
MODULE_AUTHOR("a" "b" "c\0d");   /* { dg-error "25: embedded NUL in '.modinfo' entry 'author': the kernel reads 'author=abc' and ignores 'd'" } */
MODULE_VERSION("1.0\0\0\0beta"); /* { dg-error "20: embedded NUL in '.modinfo' entry 'version': the kernel reads 'version=1.0' and ignores 'beta'" } */
MODULE_ALIAS("\0pci:*");         /* { dg-error "15: embedded NUL in '.modinfo' entry 'alias': the kernel reads 'alias=' and ignores 'pci:\\*'" } */
MODULE_DESCRIPTION(u8"caf\u00e9\0x"); /* { dg-error "32: embedded NUL in '.modinfo' entry 'description': the kernel reads 'description=caf\[^']*' and ignores 'x'" } */
MODULE_INFO(license, "GPL\0\t\x01y"); /* { dg-error "26: embedded NUL in '.modinfo' entry 'license': the kernel reads 'license=GPL' and ignores '\\\\t\\\\x01y'" } */
/* { dg-bogus "another license entry" "identical licenses are silent" { target *-*-* } .-1 } */
MODULE_INFO(import_ns,
            "FOO"
            "\0BAR");            /* { dg-error "14: embedded NUL in '.modinfo' entry 'import_ns'" } */
