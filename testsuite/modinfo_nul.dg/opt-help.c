/* SPDX-License-Identifier: GPL-2.0-or-later */
/* help and version print through GCC's diagnostics and change nothing.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-help -fplugin-arg-modinfo_nul-version" } */
/* { dg-message "check that every object placed in .modinfo" "help" { target *-*-* } 0 } */
/* { dg-message "modinfo_nul \[0-9.\]+:" "help heading" { target *-*-* } 0 } */
/* { dg-message "-fplugin-arg-modinfo_nul-section=NAME" "help option" { target *-*-* } 0 } */
/* { dg-message "modinfo_nul version \[0-9.\]+" "version" { target *-*-* } 0 } */
/* { dg-message "-fplugin-arg-modinfo_nul-warn-only +report problems as warnings" "help warn-only" { target *-*-* } 0 } */
/* { dg-message "-fplugin-arg-modinfo_nul-verbose +a note for every object checked" "help verbose" { target *-*-* } 0 } */
/* { dg-message "-fplugin-arg-modinfo_nul-disable +load but check nothing" "help disable" { target *-*-* } 0 } */
/* { dg-message "-fplugin-arg-modinfo_nul-help +print this help" "help help" { target *-*-* } 0 } */
/* { dg-message "-fplugin-arg-modinfo_nul-version +print the plugin's version" "help version" { target *-*-* } 0 } */
/* { dg-message "-fplugin-arg-modinfo_nul-allow-license=LIST +licenses allowed \\(gpl = the kernel's GPL-compatible idents; %20 is a space\\)" "help allow-license" { target *-*-* } 0 } */
/* { dg-message "-fplugin-arg-modinfo_nul-deny-author=SUBSTR.,....  authors refused" "help deny-author" { target *-*-* } 0 } */
int x;
