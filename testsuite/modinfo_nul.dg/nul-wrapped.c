/* A macro defined through another one.  */
/* { dg-do compile } */
#define MODULE
#include "kmod.h"
#include "nul-header.h"
/* { dg-error "28: embedded NUL in '.modinfo' entry 'license'" "" { target *-*-* } 2 } */
/* { dg-message "25: in expansion of macro 'VENDOR_LICENSE'" "" { target *-*-* } 3 } */
MODULE_LICENSE(WRAPPED_LICENSE); /* { dg-message "16: in expansion of macro 'WRAPPED_LICENSE'" } */
