/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The kernel's objtool annotations are gas macros that push an unchecked
   section and pop it again, and macros without parameters call them: the
   reader follows both (no assembler run, so no note about one), and the
   entry written after them is its own finding.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-modinfo_nul-verbose" } */
asm (".macro UNWIND_HINT type:req sp_reg=0 sp_offset=0 end=0\n.Lunwind_hint_ip_\\@:\n\t.pushsection .discard.unwind_hints\n\t/* struct unwind_hint */\n\t.long .Lunwind_hint_ip_\\@ - .\n\t.short \\sp_offset\n\t.byte \\sp_reg\n\t.byte \\type\n\t.byte \\end\n\t.balign 4\n\t.popsection\n.endm");
asm (".macro UNWIND_HINT_EMPTY\n\tUNWIND_HINT type=1 end=1\n.endm");
asm ("UNWIND_HINT_EMPTY\nUNWIND_HINT type=2 sp_offset=8\n.pushsection .modinfo,\"a\"\n.asciz \"license=GPL\"\n.popsection"); /* { dg-message "1: '.modinfo' entry 'license=GPL' written by an 'asm' statement checked" } */
