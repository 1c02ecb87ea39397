/* SPDX-License-Identifier: GPL-2.0-or-later */
/* gas makes a section without flags that its name does not imply:
   ".pushsection .modinfo" alone makes a .modinfo without SHF_ALLOC, which
   the module loader skips (Linux 6.1's find_sec) while modpost may read
   it.  */
/* { dg-do compile } */
asm (".pushsection .modinfo\n.asciz \"license=GPL\"\n.popsection"); /* { dg-error "1: section '.modinfo' has no SHF_ALLOC flag \\(gas gives none to a section it makes without the 'a' flag\\); the module loader \\(Linux 6.1\\) skips it, and modpost may read it instead of the allocated one" } */
asm (".pushsection .modinfo,\"a\"\n.asciz \"author=A\"\n.popsection"); /* { dg-bogus "SHF_ALLOC" "its flags are the first entry's" } */
