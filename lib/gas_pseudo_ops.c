/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Every pseudo-op of gas 2.40 (ELF) on x86-64 and aarch64, lower case,
   sorted.  gas takes a pseudo-op before a macro of the same name (and
   warns "attempt to redefine pseudo-op" at such a ".macro"), so the
   reader must know them all, not only those it follows.  The list is
   what each assembler itself says: scripts/gas-pseudo-ops asks it about
   every name in its binary, and testsuite/modinfo_nul.gas compares this
   table with that answer.  */
#include <string.h>
#include "modinfo_nul/gas_reader.h"

#define MN_PO_X86 1
#define MN_PO_AARCH64 2
#define MN_PO_BOTH (MN_PO_X86 | MN_PO_AARCH64)

static const struct
{
  const char *name;
  unsigned char targets;
} pseudo_ops[] = {
  { "2byte", MN_PO_BOTH },
  { "4byte", MN_PO_BOTH },
  { "8byte", MN_PO_BOTH },
  { "abort", MN_PO_BOTH },
  { "align", MN_PO_BOTH },
  { "allow_index_reg", MN_PO_X86 },
  { "altmacro", MN_PO_BOTH },
  { "arch", MN_PO_BOTH },
  { "arch_extension", MN_PO_AARCH64 },
  { "ascii", MN_PO_BOTH },
  { "asciz", MN_PO_BOTH },
  { "att_mnemonic", MN_PO_X86 },
  { "att_syntax", MN_PO_X86 },
  { "attach_to_group", MN_PO_BOTH },
  { "balign", MN_PO_BOTH },
  { "balignl", MN_PO_BOTH },
  { "balignw", MN_PO_BOTH },
  { "bfloat16", MN_PO_BOTH },
  { "bss", MN_PO_BOTH },
  { "bundle_align_mode", MN_PO_X86 },
  { "bundle_lock", MN_PO_X86 },
  { "bundle_unlock", MN_PO_X86 },
  { "byte", MN_PO_BOTH },
  { "cfi_adjust_cfa_offset", MN_PO_BOTH },
  { "cfi_b_key_frame", MN_PO_AARCH64 },
  { "cfi_def_cfa", MN_PO_BOTH },
  { "cfi_def_cfa_offset", MN_PO_BOTH },
  { "cfi_def_cfa_register", MN_PO_BOTH },
  { "cfi_endproc", MN_PO_BOTH },
  { "cfi_escape", MN_PO_BOTH },
  { "cfi_fde_data", MN_PO_BOTH },
  { "cfi_inline_lsda", MN_PO_BOTH },
  { "cfi_label", MN_PO_BOTH },
  { "cfi_lsda", MN_PO_BOTH },
  { "cfi_negate_ra_state", MN_PO_BOTH },
  { "cfi_offset", MN_PO_BOTH },
  { "cfi_personality", MN_PO_BOTH },
  { "cfi_personality_id", MN_PO_BOTH },
  { "cfi_register", MN_PO_BOTH },
  { "cfi_rel_offset", MN_PO_BOTH },
  { "cfi_remember_state", MN_PO_BOTH },
  { "cfi_restore", MN_PO_BOTH },
  { "cfi_restore_state", MN_PO_BOTH },
  { "cfi_return_column", MN_PO_BOTH },
  { "cfi_same_value", MN_PO_BOTH },
  { "cfi_sections", MN_PO_BOTH },
  { "cfi_signal_frame", MN_PO_BOTH },
  { "cfi_startproc", MN_PO_BOTH },
  { "cfi_undefined", MN_PO_BOTH },
  { "cfi_val_encoded_addr", MN_PO_BOTH },
  { "cfi_val_offset", MN_PO_BOTH },
  { "cfi_window_save", MN_PO_BOTH },
  { "code16", MN_PO_X86 },
  { "code16gcc", MN_PO_X86 },
  { "code32", MN_PO_X86 },
  { "code64", MN_PO_X86 },
  { "comm", MN_PO_BOTH },
  { "common", MN_PO_BOTH },
  { "common.s", MN_PO_BOTH },
  { "cpu", MN_PO_AARCH64 },
  { "data", MN_PO_BOTH },
  { "dc", MN_PO_BOTH },
  { "dc.a", MN_PO_BOTH },
  { "dc.b", MN_PO_BOTH },
  { "dc.d", MN_PO_BOTH },
  { "dc.l", MN_PO_BOTH },
  { "dc.s", MN_PO_BOTH },
  { "dc.w", MN_PO_BOTH },
  { "dc.x", MN_PO_BOTH },
  { "dcb", MN_PO_BOTH },
  { "dcb.b", MN_PO_BOTH },
  { "dcb.d", MN_PO_BOTH },
  { "dcb.l", MN_PO_BOTH },
  { "dcb.s", MN_PO_BOTH },
  { "dcb.w", MN_PO_BOTH },
  { "dcb.x", MN_PO_BOTH },
  { "debug", MN_PO_BOTH },
  { "dfloat", MN_PO_X86 },
  { "disallow_index_reg", MN_PO_X86 },
  { "double", MN_PO_BOTH },
  { "ds", MN_PO_BOTH },
  { "ds.b", MN_PO_BOTH },
  { "ds.d", MN_PO_BOTH },
  { "ds.l", MN_PO_BOTH },
  { "ds.p", MN_PO_BOTH },
  { "ds.s", MN_PO_BOTH },
  { "ds.w", MN_PO_BOTH },
  { "ds.x", MN_PO_BOTH },
  { "dword", MN_PO_AARCH64 },
  { "eject", MN_PO_BOTH },
  { "else", MN_PO_BOTH },
  { "elsec", MN_PO_BOTH },
  { "elseif", MN_PO_BOTH },
  { "end", MN_PO_BOTH },
  { "endc", MN_PO_BOTH },
  { "endfunc", MN_PO_BOTH },
  { "endif", MN_PO_BOTH },
  { "endm", MN_PO_BOTH },
  { "endr", MN_PO_BOTH },
  { "equ", MN_PO_BOTH },
  { "equiv", MN_PO_BOTH },
  { "eqv", MN_PO_BOTH },
  { "err", MN_PO_BOTH },
  { "error", MN_PO_BOTH },
  { "even", MN_PO_AARCH64 },
  { "exitm", MN_PO_BOTH },
  { "extern", MN_PO_BOTH },
  { "fail", MN_PO_BOTH },
  { "ffloat", MN_PO_X86 },
  { "file", MN_PO_BOTH },
  { "fill", MN_PO_BOTH },
  { "float", MN_PO_BOTH },
  { "float16", MN_PO_AARCH64 },
  { "format", MN_PO_BOTH },
  { "func", MN_PO_BOTH },
  { "global", MN_PO_BOTH },
  { "globl", MN_PO_BOTH },
  { "gnu_attribute", MN_PO_BOTH },
  { "hfloat", MN_PO_X86 },
  { "hidden", MN_PO_BOTH },
  { "hword", MN_PO_BOTH },
  { "ident", MN_PO_BOTH },
  { "if", MN_PO_BOTH },
  { "ifb", MN_PO_BOTH },
  { "ifc", MN_PO_BOTH },
  { "ifdef", MN_PO_BOTH },
  { "ifeq", MN_PO_BOTH },
  { "ifeqs", MN_PO_BOTH },
  { "ifge", MN_PO_BOTH },
  { "ifgt", MN_PO_BOTH },
  { "ifle", MN_PO_BOTH },
  { "iflt", MN_PO_BOTH },
  { "ifnb", MN_PO_BOTH },
  { "ifnc", MN_PO_BOTH },
  { "ifndef", MN_PO_BOTH },
  { "ifne", MN_PO_BOTH },
  { "ifnes", MN_PO_BOTH },
  { "ifnotdef", MN_PO_BOTH },
  { "incbin", MN_PO_BOTH },
  { "include", MN_PO_BOTH },
  { "inst", MN_PO_AARCH64 },
  { "int", MN_PO_BOTH },
  { "intel_mnemonic", MN_PO_X86 },
  { "intel_syntax", MN_PO_X86 },
  { "internal", MN_PO_BOTH },
  { "irep", MN_PO_BOTH },
  { "irepc", MN_PO_BOTH },
  { "irp", MN_PO_BOTH },
  { "irpc", MN_PO_BOTH },
  { "largecomm", MN_PO_X86 },
  { "lcomm", MN_PO_BOTH },
  { "lflags", MN_PO_BOTH },
  { "line", MN_PO_BOTH },
  { "linefile", MN_PO_BOTH },
  { "linkonce", MN_PO_BOTH },
  { "list", MN_PO_BOTH },
  { "llen", MN_PO_BOTH },
  { "loc", MN_PO_BOTH },
  { "loc_mark_labels", MN_PO_BOTH },
  { "local", MN_PO_BOTH },
  { "long", MN_PO_BOTH },
  { "lsym", MN_PO_BOTH },
  { "ltorg", MN_PO_AARCH64 },
  { "macro", MN_PO_BOTH },
  { "mexit", MN_PO_BOTH },
  { "mri", MN_PO_BOTH },
  { "name", MN_PO_BOTH },
  { "noaltmacro", MN_PO_BOTH },
  { "noformat", MN_PO_BOTH },
  { "nolist", MN_PO_BOTH },
  { "noopt", MN_PO_X86 },
  { "nop", MN_PO_BOTH },
  { "nopage", MN_PO_BOTH },
  { "nops", MN_PO_BOTH },
  { "octa", MN_PO_BOTH },
  { "offset", MN_PO_BOTH },
  { "operand_check", MN_PO_X86 },
  { "optim", MN_PO_X86 },
  { "org", MN_PO_BOTH },
  { "p2align", MN_PO_BOTH },
  { "p2alignl", MN_PO_BOTH },
  { "p2alignw", MN_PO_BOTH },
  { "page", MN_PO_BOTH },
  { "plen", MN_PO_BOTH },
  { "pool", MN_PO_AARCH64 },
  { "popsection", MN_PO_BOTH },
  { "previous", MN_PO_BOTH },
  { "print", MN_PO_BOTH },
  { "protected", MN_PO_BOTH },
  { "psize", MN_PO_BOTH },
  { "purgem", MN_PO_BOTH },
  { "pushsection", MN_PO_BOTH },
  { "quad", MN_PO_BOTH },
  { "reloc", MN_PO_BOTH },
  { "rep", MN_PO_BOTH },
  { "rept", MN_PO_BOTH },
  { "req", MN_PO_AARCH64 },
  { "rva", MN_PO_BOTH },
  { "sbttl", MN_PO_BOTH },
  { "sect", MN_PO_BOTH },
  { "sect.s", MN_PO_BOTH },
  { "section", MN_PO_BOTH },
  { "section.s", MN_PO_BOTH },
  { "set", MN_PO_BOTH },
  { "short", MN_PO_BOTH },
  { "single", MN_PO_BOTH },
  { "size", MN_PO_BOTH },
  { "skip", MN_PO_BOTH },
  { "sleb128", MN_PO_BOTH },
  { "slong", MN_PO_X86 },
  { "space", MN_PO_BOTH },
  { "spc", MN_PO_BOTH },
  { "sse_check", MN_PO_X86 },
  { "stabd", MN_PO_BOTH },
  { "stabn", MN_PO_BOTH },
  { "stabs", MN_PO_BOTH },
  { "string", MN_PO_BOTH },
  { "string16", MN_PO_BOTH },
  { "string32", MN_PO_BOTH },
  { "string64", MN_PO_BOTH },
  { "string8", MN_PO_BOTH },
  { "struct", MN_PO_BOTH },
  { "subsection", MN_PO_BOTH },
  { "symver", MN_PO_BOTH },
  { "text", MN_PO_BOTH },
  { "tfloat", MN_PO_X86 },
  { "title", MN_PO_BOTH },
  { "tls_common", MN_PO_BOTH },
  { "tlsdescadd", MN_PO_AARCH64 },
  { "tlsdesccall", MN_PO_AARCH64 },
  { "tlsdescldr", MN_PO_AARCH64 },
  { "ttl", MN_PO_BOTH },
  { "type", MN_PO_BOTH },
  { "uleb128", MN_PO_BOTH },
  { "unreq", MN_PO_AARCH64 },
  { "value", MN_PO_X86 },
  { "variant_pcs", MN_PO_AARCH64 },
  { "version", MN_PO_BOTH },
  { "vtable_entry", MN_PO_BOTH },
  { "vtable_inherit", MN_PO_BOTH },
  { "warning", MN_PO_BOTH },
  { "weak", MN_PO_BOTH },
  { "weakref", MN_PO_BOTH },
  { "word", MN_PO_BOTH },
  { "xcom", MN_PO_BOTH },
  { "xdef", MN_PO_BOTH },
  { "xref", MN_PO_BOTH },
  { "xstabs", MN_PO_BOTH },
  { "xword", MN_PO_AARCH64 },
  { "zero", MN_PO_BOTH },
};

#define N_PSEUDO_OPS (sizeof pseudo_ops / sizeof *pseudo_ops)

static int
target_bit (int x86)
{
  return x86 ? MN_PO_X86 : MN_PO_AARCH64;
}

int
mn_gas_pseudo_op (int x86, const char *name, size_t n)
{
  size_t lo = 0, hi = N_PSEUDO_OPS;
  char key[32];
  size_t i;
  if (n == 0 || n >= sizeof key)
    return 0;
  for (i = 0; i < n; i++)
    key[i] = name[i] >= 'A' && name[i] <= 'Z' ? (char) (name[i] + 32)
                                              : name[i];
  key[n] = 0;
  while (lo < hi)
    {
      size_t mid = lo + (hi - lo) / 2;
      int c = strcmp (pseudo_ops[mid].name, key);
      if (c == 0)
        return (pseudo_ops[mid].targets & target_bit (x86)) != 0;
      if (c < 0)
        lo = mid + 1;
      else
        hi = mid;
    }
  return 0;
}

const char *
mn_gas_pseudo_op_next (int x86, size_t *i)
{
  while (*i < N_PSEUDO_OPS)
    {
      size_t k = (*i)++;
      if (pseudo_ops[k].targets & target_bit (x86))
        return pseudo_ops[k].name;
    }
  return NULL;
}
