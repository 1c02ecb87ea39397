/* SPDX-License-Identifier: GPL-2.0-or-later */
/* Linux's arm64 ALTERNATIVE() (asm/alternative-macros.h), in every
   readl(): under .if, the replacement goes to .subsection 1 and
   .previous comes back.  Switches among unchecked sections leave the
   same state whichever branch gas takes: followed, no assembler run.  */
/* { dg-do compile { target aarch64 } } */
/* { dg-options "-O2 -fplugin-arg-modinfo_nul-verbose" } */
#define ENTRY(feature) " .word 661b - .\n .word 663f - .\n .hword " #feature "\n .byte 662b-661b\n .byte 664f-663f\n"
#define ALTERNATIVE_CFG(old, new, feature, enabled) \
  ".if " #enabled " == 1\n661:\n\t" old "\n662:\n.pushsection .altinstructions,\"a\"\n" \
  ENTRY (feature) ".popsection\n.subsection 1\n663:\n\t" new "\n664:\n\t" \
  ".org . - (664b-663b) + (662b-661b)\n\t.org . - (662b-661b) + (664b-663b)\n\t.previous\n.endif\n"

static inline unsigned int
readl (const volatile void *addr)
{
  unsigned int val;
  asm volatile (ALTERNATIVE_CFG ("ldr %w0, [%1]", "ldar %w0, [%1]", 7, 1)
                : "=r" (val) : "r" (addr));
  asm volatile (ALTERNATIVE_CFG ("nop", "dmb ishld", 8, 0));
  return val;
}

unsigned int
f (const volatile void *p)
{
  return readl (p) + readl ((const volatile char *) p + 4);
}

static const char license[] __attribute__ ((section (".modinfo"), used, aligned (1))) = "license=GPL"; /* { dg-message "'.modinfo' entry 'license=GPL' checked" } */
/* { dg-bogus "the object the assembler made was checked" "" { target *-*-* } 0 } */
