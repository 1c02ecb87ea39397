/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A mergeable checked section: a final link (vmlinux, for built-in
   modules) keeps one of equal pieces, so with 4-byte pieces this reads
   'a=1', then 'license=b=2' there.  The object is clean; what the linker
   makes of it cannot be verified.  */
/* { dg-do compile } */
__asm__ (".section .modinfo,\"aM\",%progbits,4\nmerge_a: .ascii \"a=1\\0\"\nmerge_b: .ascii \"lice\"\n.ascii \"nse=\"\n.ascii \"a=1\\0\"\nmerge_c: .ascii \"b=2\\0\"\n.text"); /* { dg-warning "1: cannot verify what the linker leaves in '.modinfo': it keeps one of equal 4-byte pieces there" } */
