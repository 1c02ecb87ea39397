#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-2.0-or-later
# Random gas snippets about section state and data, and the differential run of the gas reader (gas-diff) against the real assembler.
"""
Snippets come from a grammar of the gas features that decide which bytes
land in a checked section: section switches of every spelling, statement
separators, comments, labels, strings and their escapes, data and
alignment directives, #APP blocks and line markers, and machinery the
reader is allowed to refuse (macros, conditionals, repeats, includes,
expressions, instructions in the checked section).  Each snippet is a
pure function of (target, seed).

  gen.py show --target=x86|aarch64 SEED...
      print the snippets
  gen.py diff --target=T --gas-diff=PROG --as=AS --objcopy=OC
              --seeds=A-B [--group=20] [--workdir=DIR] [--log=FILE]
      for each seed: assemble the snippet with AS, take .modinfo with
      OC --dump-section, ask PROG for the reader's account and compare.
      Prints "PASS: NAME" / "FAIL: NAME" per group of seeds, "NOTE: ..."
      lines, and last "COUNTS ...".  Disagreements are appended to LOG
      (markdown).
  gen.py fuzz --target=T --gas-diff=PROG --as=AS --objcopy=OC
              --seconds=N [--seed=S] [--workdir=DIR] [--log=FILE]
      the same on random seeds (from S, else the time; printed) until N
      seconds have passed; exit status 1 on any disagreement.
  gen.py cases --target=T --as=AS --objcopy=OC FILE...
      check the "SECTION" expectations of gas-diff --expect case files
      against the real assembler (cases of the other target are left
      out), so that the table itself says what gas does.
  --as-options="OPT ..." (diff, fuzz, cases) gives AS these options too:
      the reader's account must hold under each option the plugin
      leaves to it (mn_gas_option_modelled).

Rules of the comparison (per snippet):
  - the reader says UNFOLLOWED: fine (the plugin asks the assembler);
    counted, but an "ordinary" snippet (only what GCC itself writes) must
    not be unfollowed unless its seed is in KNOWN_UNFOLLOWED;
  - the assembler fails: skipped (counted), whatever the reader says;
  - otherwise the reader's bytes must be the assembler's, byte for byte;
  - gas-diff must not crash, and its account must not depend on how the
    text was split (its exit status 2).
"""

import os
import random
import re
import subprocess
import sys
import time

# Ordinary snippets the reader is known not to follow (seed lists per
# target), with the reason.  Keep this short: each is a gap in the reader.
KNOWN_UNFOLLOWED = {
    "x86": {},
    "aarch64": {},
}

CHECKED = ".modinfo"


class Gen:
    """One snippet: a list of lines, plus tags saying what is in it."""

    def __init__(self, target, seed):
        self.t = target
        self.r = random.Random("%s:%d" % (target, seed))
        # Its own stream: the other seeds' snippets stay as they were.
        self.r_inside = random.Random("%s:%d:inside" % (target, seed))
        self.r_mutate = random.Random("%s:%d:mutate" % (target, seed))
        self.r_quote = random.Random("%s:%d:quote" % (target, seed))
        self.lines = []
        self.tags = set()
        self.in_checked = False
        self.push_depth = 0
        # A third of the snippets hold only what GCC itself writes.
        self.plain = self.chance(0.35)
        # Flags on .modinfo switches: never, or "a" (first switch always).
        self.flagged = self.chance(0.6)
        self.switched = False

    # --- small pieces ------------------------------------------------------
    def pick(self, items):
        return self.r.choice(items)

    def chance(self, p):
        return self.r.random() < p

    def ws(self):
        return self.pick(["", "", " ", "\t", "  ", " \t"])

    def ind(self):
        return self.pick(["", "\t", "\t", " ", "  "])

    def eol_comment(self):
        """A comment that may end a statement line."""
        if self.t == "x86":
            c = self.pick([" # c", "\t# .byte 9", " /* c */", "# \"q", "/* .section .data */"])
        else:
            c = self.pick([" // c", "\t// .byte 9", " /* c */", "// \"q", "/* .section .data */"])
        self.tags.add("comment")
        return c

    def line_comment(self):
        """A whole line that is a comment."""
        self.tags.add("comment")
        if self.t == "x86":
            return self.pick(["# comment .byte 1", "#", "/ slash comment .byte 2",
                              "/* block */", "/* two\n   lines .byte 3 */",
                              "\t# indented", "/* a */ /* b */"])
        return self.pick(["// comment .byte 1", "# hash at line start .byte 2",
                          "/* block */", "/* two\n   lines .byte 3 */",
                          "\t// indented", "/* a */ /* b */", "#"])

    INSIDE = ["/**/", "/* c */", " /**/ ", "/**/ ", " /**/", "\t/* c */\t",
              "/* a\n b */", " /* a\n*/ ", "/**//**/"]

    def comment_inside(self, line):
        """LINE with a block comment put somewhere in it outside strings
        and comments: in a name, a directive, between operands."""
        spots, q, i = [], None, 0
        while i < len(line):
            c = line[i]
            if q:
                if c == "\\":
                    i += 1
                elif c == q:
                    q = None
            elif c == '"':
                q = c
            elif c == "'":
                i += 1
            elif c == "#" or line.startswith("//", i) or line.startswith("/*", i):
                break
            else:
                spots.append(i)
            i += 1
        if not spots:
            return line
        at = self.r_inside.choice(spots + [len(line)])
        self.tags.add("comment-inside")
        return line[:at] + self.r_inside.choice(self.INSIDE) + line[at:]

    # --- strings -----------------------------------------------------------
    ESCAPES = [r"\0", r"\00", r"\000", r"\0000", r"\1", r"\12", r"\123",
               r"\1234", r"\377", r"\x41", r"\x4", r"\x041", r"\x4142",
               r"\xff", r"\080", r"\08", r"\b", r"\f", r"\n", r"\r", r"\t",
               r"\"", r"\\", r"\101\102", r"\x0a", r"\X41"]
    ODD_ESCAPES = [r"\q", r"\'", r"\a", r"\v", r"\e", r"\400", r"\x", r"\8",
                   r"\xg", r"\ "]
    PLAIN = ["a", "license=GPL", "author=A. Hacker", "x", "=", " ", "#",
             "/*", "*/", "//", ";", ":", ",", "'", "@", "%", ".byte 1",
             "desc=two words", "\t", "$", "{}", "é"]

    def string_body(self):
        parts = []
        for _ in range(self.r.randint(0, 5)):
            k = self.r.random()
            if k < 0.5:
                parts.append(self.pick(self.PLAIN))
            elif k < 0.9 or self.plain:
                parts.append(self.pick(self.ESCAPES))
                self.tags.add("escape")
            else:
                parts.append(self.pick(self.ODD_ESCAPES))
                self.tags.add("odd-escape")
        if self.plain:
            return "".join(parts)
        if self.chance(0.04):
            # A newline inside the string (gas warns, inserts it).
            parts.insert(self.r.randint(0, len(parts)), "\n")
            self.tags.add("multiline-string")
        if self.chance(0.03):
            # Backslash-newline inside a string.
            parts.insert(self.r.randint(0, len(parts)), "\\\n")
            self.tags.add("multiline-string")
        return "".join(parts)

    def string_operands(self):
        ops = []
        for _ in range(self.r.randint(1, 3)):
            s = '"%s"' % self.string_body()
            if self.chance(0.15):
                # Adjacent strings: concatenated.
                s += self.pick(["", " ", "\t"]) + '"%s"' % self.string_body()
                self.tags.add("concat")
            ops.append(s)
        sep = self.pick([",", ", ", " , "])
        return sep.join(ops)

    # --- numbers -----------------------------------------------------------
    def number(self, size=1):
        """A constant for a SIZE-byte field (plain snippets: one that fits,
        as GCC would write it)."""
        k = self.r.random()
        if k < 0.08:
            self.tags.add("charconst")
            if self.plain:
                return self.pick(["'a", "'A", "'0", "'z"])
            return self.pick(["'a", "'A", "'\\n", "'\\\\", "'0", "' ", "'\\0", "'\\x41"])
        small = ["0", "1", "9", "65", "0x41", "0X7f", "0101", "0b101", "255", "-1",
                 "-128", "07", "0x0", "10", "127"]
        by_size = {2: ["0x1234", "65535", "-2", "-32768"],
                   4: ["0x12345678", "4294967295", "1000000", "-2"],
                   8: ["0x123456789abcdef0", "-2", "18446744073709551615"]}
        if size > 1 and self.chance(0.5):
            if self.plain:
                return self.pick([v for k2, vs in by_size.items() if k2 <= size for v in vs])
            return self.pick([v for vs in by_size.values() for v in vs])
        return self.pick(small)

    def fill_value(self):
        if self.plain:
            return self.pick(["0", "1", "65", "0x41", "0xff", "9"])
        return self.number()

    def expression(self):
        self.tags.add("machinery")
        return self.pick(["1+1", "(2)", "foo", ".-x", "3*4", "~0", "-(1)",
                          "2<<1", "1f", "0b1+'a", "x+1", "(1)+(2)"])

    # --- directives --------------------------------------------------------
    def op(self, name):
        """A directive name, sometimes in upper or mixed case."""
        if self.chance(0.05) and not self.plain:
            self.tags.add("case")
            return name.upper() if self.chance(0.5) else name[:2].upper() + name[2:]
        return name

    def data(self):
        k = self.r.random()
        if k < 0.35:
            d = self.pick([".ascii", ".asciz", ".string", ".string", ".ascii"])
            return "%s%s%s" % (self.op(d), self.pick([" ", "\t", "  "]), self.string_operands())
        if k < 0.55:
            n = self.r.randint(1, 4)
            vals = [self.number() for _ in range(n)]
            if self.chance(0.05) and not self.plain:
                vals[self.r.randrange(n)] = self.expression()
            return "%s %s" % (self.op(".byte"), self.pick([",", ", ", " ,"]).join(vals))
        if k < 0.7:
            sizes = {".short": 2, ".hword": 2, ".2byte": 2, ".value": 2,
                     ".word": 2 if self.t == "x86" else 4, ".long": 4, ".int": 4,
                     ".4byte": 4, ".quad": 8, ".8byte": 8}
            names = [n for n in sorted(sizes) if n != ".value" or self.t == "x86"]
            d = self.pick(names)
            self.tags.add("wide")
            n = self.r.randint(1, 3)
            vals = [self.number(sizes[d]) for _ in range(n)]
            if self.chance(0.05) and not self.plain:
                vals[self.r.randrange(n)] = self.expression()
            return "%s %s" % (self.op(d), ", ".join(vals))
        if k < 0.8:
            self.tags.add("fill")
            f = self.pick(["zero", "skip", "space", "fill", "fill", "skip", "space"])
            n = str(self.r.randint(0, 5))
            if f == "zero":
                return ".zero %s" % n
            if f in ("skip", "space"):
                if self.chance(0.5):
                    return ".%s %s, %s" % (f, n, self.fill_value())
                return ".%s %s" % (f, n)
            form = self.r.randint(0, 2)
            if form == 0:
                return ".fill %s" % n
            size = self.pick(["1", "2", "4"] + ([] if self.plain else ["8", "3"]))
            if form == 1:
                return ".fill %s, %s" % (n, size)
            return ".fill %s,%s,%s" % (n, size, self.fill_value() if self.plain else self.number(8))
        # Alignment.
        self.tags.add("align")
        d = self.pick(["balign", "p2align", "align", "balign", "p2align"])
        if d == "balign":
            a = self.pick(["1", "2", "4", "8", "16"] + ([] if self.plain else ["3"]))
        elif d == "p2align":
            a = self.pick(["0", "1", "2", "3", "4"])
        else:
            a = self.pick(["1", "2", "4", "8"]) if self.t == "x86" else self.pick(["0", "1", "2", "3"])
            self.tags.add("align-directive")
        form = self.r.randint(0, 3)
        if form == 0:
            return ".%s %s" % (d, a)
        if form == 1:
            return ".%s %s, %s" % (d, a, self.fill_value())
        if form == 2:
            return ".%s %s,,%d" % (d, a, self.r.randint(0, 7))
        return ".%s %s, %s, %d" % (d, a, self.fill_value(), self.r.randint(0, 7))

    def checked_switch(self):
        """A statement that makes .modinfo the current section."""
        self.in_checked = True
        fl = ""
        if self.flagged:
            flags = [',"a"', ', "a"', ',"a",@progbits' if self.t == "x86" else ',"a",%progbits',
                     ' , "a"', ',"a" # c' if self.t == "x86" else ',"a" // c']
            fl = self.pick(flags + ([""] * 3 if self.switched else []))
            if not self.plain and self.chance(0.03):
                fl = self.pick([',"aw"', ',"ax"', ',"a",@nobits', ',"a",%nobits',
                                ',"a","nobits"', ',"a",@note', ',"a",@8']
                               + ([',#alloc,#nobits', ',#alloc,#write']
                                  if self.t == "aarch64" else []))
                self.tags.add("odd-flags")
        self.switched = True
        k = self.r.random()
        if k < 0.12:
            self.tags.add("name-spelling")
            name = self.pick(['".modinfo"', r'".mod\151nfo"', r'".mod\x69nfo"',
                              '/* c */ .modinfo', '.modinfo /* c */', '".modinfo" '])
        else:
            name = ".modinfo"
        if k > 0.95 and not self.plain:
            self.tags.add("case")
            d = self.pick([".SECTION", ".Section", ".sect"])
        else:
            d = ".section"
        if self.chance(0.2):
            self.push_depth += 1
            self.tags.add("push")
            if self.chance(0.1) and not self.plain:
                self.tags.add("subsection")
                return ".pushsection %s, %d" % (name, self.r.randint(0, 2))
            return ".pushsection%s%s%s" % (self.pick([" ", "\t"]), name, fl)
        return "%s%s%s%s" % (d, self.pick([" ", "\t", "  "]), name, fl)

    def other_switch(self):
        self.in_checked = False
        if self.chance(0.2):
            self.push_depth += 1
            self.tags.add("push")
            return ".pushsection %s" % self.pick([".data", ".text", ".rodata", ".modinfo.x"])
        s = self.pick([".text", ".data", ".bss", ".section .rodata", ".section .modinfo.x",
                       ".section .modinfox", ".section .MODINFO", '.section ".modinfo "',
                       '.section .rodata.str1.1,"aMS",@progbits,1' if self.t == "x86"
                       else '.section .rodata.str1.1,"aMS",%progbits,1',
                       ".text 1", ".data 2", '.section .data.rel,"aw"',
                       ".section .mod", ".section .modinfo_", ".section modinfo"])
        if " 1" in s or " 2" in s:
            if self.plain:
                return ".text"
            self.tags.add("subsection")
        return s

    def back_switch(self):
        """.previous / .popsection / .subsection: state the reader must track."""
        self.tags.add("stack")
        k = self.r.random()
        if k < 0.4 and self.push_depth > 0:
            self.push_depth -= 1
            return ".popsection"
        if k < 0.75 or self.plain:
            return ".previous"
        self.tags.add("subsection")
        return ".subsection %d" % self.r.randint(0, 3)

    def label(self):
        self.tags.add("label")
        n = self.r.randint(0, 99999)
        k = self.r.random()
        if k < 0.4:
            return "__UNIQUE_ID_license%d:" % n
        if k < 0.55 and not self.plain:
            self.tags.add("quoted-label")
            return '"quoted name %d":' % n
        if k < 0.7:
            return "%d:" % self.r.randint(0, 9)
        if k < 0.8:
            return ".Lx%d:" % n
        if k < 0.9:
            return "a%d: b%d:" % (n, n)
        return "l%d:%s" % (n, self.ws())

    def text_noise(self):
        """What GCC writes around data: instructions and directives that
        touch no checked byte (in a non-checked section)."""
        if self.t == "x86":
            ins = ["ret", "nop", "movl $1, %eax", "pushq %rbp", "call f", "jmp f",
                   "movl $0x2e6d6f64, %eax # .modinfo", "leaq .LC0(%rip), %rdi"]
        else:
            ins = ["ret", "nop", "mov x0, #1", "mov w0, #0x41 // c", "bl f",
                   "adrp x0, .LC0", "add x0, x0, :lo12:.LC0", "b f"]
        return [".text", "\t" + self.pick(ins), "\t" + self.pick(ins)]

    def gcc_directive(self):
        at = "@" if self.t == "x86" else "%"
        if not self.plain and self.chance(0.15):
            self.tags.add("cfi")
            return "\t.cfi_sections .debug_frame"
        return self.pick(["\t.type\tx, %sobject" % at, "\t.size\tx, 12",
                          "\t.globl\tx", "\t.local x", '\t.ident\t"GCC: (Debian) 12"',
                          "\t.weak w", "\t.hidden x",
                          '\t.file\t"a.c"', '\t.file 1 "a.c"'])

    def gcc_object(self):
        """An object as GCC writes one: .type and .size, its label alone,
        .ascii/.string lines (the reader's run of GCC's own lines)."""
        self.tags.add("gcc-object")
        at = "@" if self.t == "x86" else "%"
        name = "g%d" % self.r.randint(0, 9)
        lines = ["\t.type\t%s, %sobject" % (name, at), "\t.size\t%s, 4" % name,
                 name + ":"]
        for _ in range(self.r.randint(1, 3)):
            lines.append('\t.%s\t"%s"' % (self.pick(["string", "ascii"]),
                                          self.string_body()))
        if self.chance(0.2):
            # Something after what looks like GCC's line.
            k = self.r.randrange(len(lines))
            lines[k] += self.pick([";.byte 0x41", " ", "\t", ":", "#", ";"])
        return lines

    def machinery(self):
        self.tags.add("machinery")
        k = self.r.randint(0, 14)
        if k == 0:
            if self.chance(0.1):
                # '\\@' counts expansions: the second use calls .m2.
                return [".macro .m0", ".byte 1", ".endm", ".macro .m2",
                        ".pushsection .modinfo", '.ascii "\\0x"', ".popsection",
                        ".endm", ".macro outer", ".m\\@", ".endm", "outer",
                        "outer"]
            if self.chance(0.2):
                # A data directive's name on the other target only is free
                # for a macro here.
                name = ".xword" if self.t == "x86" else ".value"
                return [".macro %s a" % name, '.ascii "\\a\\0"', ".endm",
                        "%s 0x41" % name]
            if self.chance(0.3):
                return [".macro m a", ".byte \\a", ".%s" % self.pick(["exitm", "mexit"]),
                        ".byte 9", ".endm", "m 7"]
            return [".macro m a", ".byte \\a", ".endm", "m 7"]
        if k == 1:
            return [".if 0", ".byte 1", ".else", ".byte 2", ".endif"]
        if k == 2:
            return [".%s 3" % self.pick(["rept", "rep", "REP"]), ".byte 4", ".endr"]
        if k == 3:
            if self.chance(0.3):
                return [".%s v, 12" % self.pick(["irpc", "irepc"]), ".byte \\v", ".endr"]
            return [".%s v, 1, 2" % self.pick(["irp", "irep"]), ".byte \\v", ".endr"]
        if k == 4:
            return ['.include "none.s"']
        if k == 5:
            return [".set n, 5", ".byte n"]
        if k == 6:
            return ["\t" + ("nop" if self.chance(0.5) else "ret")]
        if k == 7:
            if self.chance(0.5):
                return [".org 8"]
            # An assignment to '.' is .org in gas's read.c.
            return [self.pick([".set ., .+1", ".equ ., . + 2", ".eqv .,.+1",
                               '.set ".", .+1', ".set .x, 1"])]
        if k == 8:
            return [".byte %s" % self.expression()]
        if k == 9:
            return [".ifdef x", ".byte 3", ".endif"]
        if k == 10:
            return [".equ q, 2", ".long q"]
        if k == 11:
            return [".balign 4, 1+1"]
        if k == 12:
            return self.spelled_switch()
        if k == 13:
            if self.chance(0.5):
                return self.loop_around_switch()
            return self.expression_labels()
        return [".byte 1 + 1"]

    def loop_around_switch(self):
        """A loop whose body enters .modinfo: gas writes it once per
        iteration (none for a count of 0), and substitutes into strings."""
        push = ".pushsection .modinfo" + ("" if self.t == "x86" and self.chance(0.5) else ',"a"')
        k = self.r.randint(0, 2)
        if k == 0:
            head = ".%s %d" % (self.pick(["rept", "rep", "REP"]), self.r.randint(0, 2))
            body = '.ascii "x"'
        elif k == 1:
            head = ".%s v, \\000, 1" % self.pick(["irp", "irep"])
            body = '.ascii "\\v"'
        else:
            head = ".%s v, AB" % self.pick(["irpc", "irepc"])
            body = '.ascii "\\v"'
        return [head, push, body, ".popsection", ".endr"]

    def expression_labels(self):
        """crc32c's labels: a macro joining its arguments, used under
        .altmacro with "%expr" in a loop, in whatever section is current
        (in a checked one its value would matter)."""
        body = self.pick(["\\p\\n\\():", "\\p\\n\\(): .byte 1",
                          ".byte \\n", "&p&&n&:"])
        return [".macro lb p n", body, ".endm", "i=2", ".rept 2",
                ".altmacro", "lb l%d_ %%i" % self.r.randint(0, 9),
                ".noaltmacro", "i=i-1", ".endr", ".purgem lb"]

    def spelled_switch(self):
        """A macro whose use spells a switch into .modinfo from pieces:
        joined by substitution ('\\', '&') or made by .altmacro's '<>'
        and '!' in an argument."""
        join = self.pick(["\\a\\b \\c\\d", "&a&&b& &c&&d&",
                          "\\a\\()\\b \\c\\()\\d", ".push&a .modin&c"])
        lines = [".macro sw a b c d", join, ".endm"]
        if self.chance(0.5):
            lines += [".altmacro",
                      self.pick(["sw <.push!section> x <.modin!fo> y",
                                 "sw <.push><section> <> <.modin><fo> <>",
                                 "sw section x fo y"]),
                      ".noaltmacro"]
        else:
            lines.append(self.pick(["sw .push section .modin fo",
                                    "sw section x fo y"]))
        return lines

    def app_block(self, body):
        self.tags.add("app")
        mark = "#" if self.t == "x86" else "//"
        lines = ["#APP"]
        if self.chance(0.7):
            lines.append('%s %d "drv.c" 1' % (mark, self.r.randint(1, 500)))
        lines += body
        if self.chance(0.7):
            lines.append('%s 0 "" 2' % mark)
        lines.append("#NO_APP")
        return lines

    def statement(self):
        """One statement (a list of lines), mostly about .modinfo."""
        k = self.r.random()
        # gas reads a statement after a label on the same line.
        lead = self.label() + self.ws() if self.chance(0.1) else self.ind()
        if k < 0.12:
            return [lead + self.checked_switch()]
        if k < 0.18:
            return [lead + self.other_switch()]
        if k < 0.25:
            return [lead + self.back_switch()]
        if k < 0.33:
            return [self.label()]
        if k < 0.36:
            return [self.line_comment()]
        if k < 0.38:
            return [""]
        if k < 0.39:
            return [self.gcc_directive()]
        if k < 0.41:
            return self.gcc_object()
        if k < 0.42:
            return self.text_noise() + [self.ind() + self.checked_switch()]
        if k < 0.44:
            self.tags.add("marker")
            mark = "#" if self.t == "x86" else "//"
            return ['%s %d "x.c"' % (mark, self.r.randint(1, 99))]
        if k < 0.47:
            # Several statements on one line.
            self.tags.add("separator")
            parts = [self.data() for _ in range(self.r.randint(2, 3))]
            if self.chance(0.3):
                parts.insert(0, self.label())
            if self.chance(0.3):
                # A long line (65 to 127 bytes: the reader splits it at a
                # ';'), with its section switches.
                parts = ([self.checked_switch()] + parts
                         + [self.data() for _ in range(self.r.randint(1, 3))]
                         + [self.back_switch()])
            return [self.ind() + self.pick([";", "; ", " ; "]).join(parts)]
        if k < 0.5:
            self.tags.add("separator")
            return [self.ind() + self.checked_switch() + self.pick([";", " ; "]) + self.data()]
        line = self.ind() + self.data()
        if self.chance(0.12):
            line += self.eol_comment()
        if self.chance(0.1):
            line = self.label() + self.ws() + line.lstrip()
        return [line]

    # Bytes put anywhere, strings and names included: the reader must
    # agree with the assembler or leave the text to it.
    MUTATIONS = ["/**/", " /* c */ ", "\r", "\t", " ", ";", "\\", "#", "/", "'",
                 '"', "//", ":", "\f", "\v", "\n", "/* a\n b */", "@", "%",
                 "*/", "/*", "\0", "\x01", "\xe9"]

    def mutate(self, text):
        self.tags.add("mutated")
        for _ in range(self.r_mutate.randint(1, 3)):
            at = self.r_mutate.randint(0, len(text))
            text = text[:at] + self.r_mutate.choice(self.MUTATIONS) + text[at:]
        return text

    def quote_next_to_name(self):
        """A quote that gas reads as part of a name (after a name it drops
        it, in an unquoted section name it is a byte of the name, where a
        statement starts it quotes the name), so that what the scrubber
        keeps as a string is statements to gas."""
        r = self.r_quote
        self.tags.add("quote-name")
        if r.random() < 0.3:
            # app.c's character constants: a quote, one byte (or a
            # backslash and one), and a closing quote if one follows.
            cc = r.choice(["'\"'", "'\"", "'''", "'\\''", "'\\\\", "'\\\"",
                           "'\\x41", "'a'", "';", "'\\;"])
            return ["\t.byte %s;.%s %s;.byte %s" % (cc, r.choice(["section", "pushsection"]),
                                                 CHECKED, cc)]
        if r.random() < 0.15:
            # A line comment where a statement starts (after ';' or a
            # label) comments out what follows.
            c = "/" if self.t == "x86" else "#"
            head = r.choice(["\t.long 0;", "\t.byte 1 ; ", "l%d: " % r.randint(0, 9), "l:\t"])
            return ["%s%s ;.%s" % (head, c, r.choice(["text", "data", "previous", "popsection",
                                                      "pushsection .data",
                                                      "section %s" % CHECKED])),
                    "\t.previous"]
        if r.random() < 0.15:
            # A line marker: app.c scrubs what follows it as statements.
            return ['#%s%d%s;.%s %s' % (r.choice([" ", "\t", "  "]), r.randint(0, 99),
                                        r.choice(['', ' "x"', ' "a;b" 1']),
                                        r.choice(["section", "pushsection"]), CHECKED)]
        if r.random() < 0.25:
            # A ';' in a string that read.c skips without reading it as
            # one (s_ignore), or reads (.ascii, .ident).
            return ['\t.%s x,"y;.%s %s;.long"0' % (
                r.choice(["lflags", "xref", "extern", "spc", "title", "ascii", "ident"]),
                r.choice(["section", "pushsection"]), CHECKED)]
        if r.random() < 0.25:
            return ['\t"%s" %s' % (r.choice([".section", ".pushsection", ".SECTION"]),
                                    CHECKED)]
        head = r.choice(['.long"x', '.byte"0', '.quad"', '.section .mod-"x',
                         '.pushsection .x("a', '.globl y"z', 'lbl:"',
                         '.section .a+"b', '.ascii "a".long"'])
        switch = r.choice([".section %s" % CHECKED, ".pushsection %s" % CHECKED,
                           ".previous", ".popsection", ".text"])
        tail = r.choice(['.long"0', '.byte"1'] + (['#"'] if self.t == "x86" else []))
        return ["\t%s;%s;%s" % (head, switch, tail)]

    def statement_maybe_inside(self):
        lines = self.statement()
        if not self.plain and self.r_inside.random() < 0.08:
            k = self.r_inside.randrange(len(lines))
            lines[k] = self.comment_inside(lines[k])
        return lines

    def snippet(self):
        out = []
        machinery_p = 0 if self.plain else 0.15
        if self.chance(0.06) and not self.plain:
            # Scrubbing off from the start, as GCC's files have it on
            # some targets.
            out.append("#NO_APP")
            self.tags.add("no-app-start")
        if self.chance(0.4):
            out += ['\t.file\t"drv.c"', "\t.text"]
        if self.chance(0.85):
            out.append("\t" + self.checked_switch())
        for _ in range(self.r.randint(1, 9)):
            if self.chance(machinery_p):
                body = self.machinery()
            elif self.chance(0.08):
                body = self.app_block([s for _ in range(self.r.randint(1, 3))
                                       for s in self.statement_maybe_inside()])
            else:
                body = self.statement_maybe_inside()
            out += body
            if not self.plain and self.r_quote.random() < 0.04:
                out += self.quote_next_to_name()
        if self.chance(0.3):
            out.append('\t.section\t.note.GNU-stack,"",%sprogbits' % ("@" if self.t == "x86" else "%"))
        if not self.plain:
            self.tags.add("extended")
        text = "\n".join(out)
        if not self.plain and self.r_mutate.random() < 0.12:
            text = self.mutate(text)
        if self.plain or self.chance(0.97):
            text += "\n"
        else:
            self.tags.add("no-final-newline")
        return text


# What GCC itself writes: a snippet with only these tags is "ordinary", and
# the reader must follow it.
ORDINARY_TAGS = {"comment", "label", "push", "stack", "app", "marker",
                 "align", "escape", "separator", "wide", "fill", "concat",
                 "charconst", "name-spelling", "align-directive"}


def snippet(target, seed):
    g = Gen(target, seed)
    text = g.snippet()
    return text, g.tags


def is_ordinary(tags):
    return tags <= ORDINARY_TAGS


# --- running the tools -----------------------------------------------------

def run(cmd, timeout=60):
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout)
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def truth(asm, objcopy, work, name, text, as_options=()):
    """The assembler's .modinfo bytes as hex ("" when there is no such
    section), or None with a reason when there is no truth."""
    src = os.path.join(work, name + ".s")
    obj = os.path.join(work, name + ".o")
    out = os.path.join(work, name + ".bin")
    with open(src, "wb") as f:
        f.write(text.encode("utf-8"))
    for p in (obj, out):
        if os.path.exists(p):
            os.unlink(p)
    rc, _, err = run([asm] + list(as_options) + ["-o", obj, src])
    if rc != 0:
        return None, "as failed: " + err.strip().replace("\n", " | ")[:300]
    rc, _, err = run([objcopy, "--dump-section", "%s=%s" % (CHECKED, out), obj, "/dev/null"])
    if "does not exist" in err:
        return "", None
    if rc != 0 or not os.path.exists(out):
        return None, "objcopy: " + err.strip()[:300]
    with open(out, "rb") as f:
        return f.read().hex(), None


def reader_account(gas_diff, target, work, name, text, seed):
    src = os.path.join(work, name + ".s")
    if not os.path.exists(src):
        with open(src, "wb") as f:
            f.write(text.encode("utf-8"))
    rc, out, err = run([gas_diff, "--target=" + target, "--section=" + CHECKED,
                        "--seed=%d" % seed, src])
    return rc, out, err


def quote_block(text):
    return "```\n" + text + ("" if text.endswith("\n") else "\n") + "```\n"


class Differ:
    def __init__(self, args):
        self.target = args["target"]
        self.gas_diff = args["gas-diff"]
        self.asm = args["as"]
        self.as_options = as_options(args)
        self.objcopy = args["objcopy"]
        self.work = args.get("workdir") or "/tmp/gas-diff-work"
        self.log = args.get("log")
        os.makedirs(self.work, exist_ok=True)
        self.counts = {"snippets": 0, "followed-equal": 0, "unfollowed": 0,
                       "unfollowed-ordinary-known": 0, "as-failed": 0,
                       "as-failed-followed": 0, "no-truth": 0, "disagree": 0,
                       "splits-differ": 0, "crash": 0, "unfollowed-ordinary": 0}
        self.unfollowed_why = {}

    def record(self, kind, seed, text, as_hex, reader, extra=""):
        msg = "%s: %s seed %d%s" % (kind, self.target, seed, extra)
        print("NOTE: " + msg)
        for l in text.split("\n"):
            print("NOTE:   | " + l)
        print("NOTE:   as:     " + (as_hex if as_hex is not None else "(none)"))
        for l in reader.strip().split("\n"):
            print("NOTE:   reader: " + l)
        if self.log:
            with open(self.log, "a") as f:
                f.write("\n## %s\n\nSnippet (`gen.py show --target=%s %d`):\n\n%s\n"
                        "as's bytes: `%s`\n\nreader: \n\n%s"
                        % (msg, self.target, seed, quote_block(text),
                           as_hex if as_hex else "(empty)", quote_block(reader.strip())))

    def one(self, seed):
        """Check one seed; returns None when fine, else a short reason."""
        text, tags = snippet(self.target, seed)
        name = "s%d" % seed
        self.counts["snippets"] += 1
        as_hex, why = truth(self.asm, self.objcopy, self.work, name, text,
                            self.as_options)
        rc, out, err = reader_account(self.gas_diff, self.target, self.work, name, text, seed)
        bad = None
        if rc == 2:
            self.counts["splits-differ"] += 1
            self.record("SPLITS DIFFER", seed, text, as_hex, out)
            bad = "account depends on the split"
        elif rc != 0:
            self.counts["crash"] += 1
            self.record("GAS-DIFF FAILED (status %s)" % rc, seed, text, as_hex, out + err)
            bad = "gas-diff status %s" % rc
        if bad:
            return bad
        lines = out.strip().split("\n")
        unfollowed = lines and lines[0].startswith("UNFOLLOWED")
        if as_hex is None:
            if why.startswith("as failed"):
                self.counts["as-failed"] += 1
                if not unfollowed:
                    self.counts["as-failed-followed"] += 1
            else:
                self.counts["no-truth"] += 1
            return None
        if unfollowed:
            self.counts["unfollowed"] += 1
            w = re.sub(r" line \d+$", "", lines[0])
            self.unfollowed_why[w] = self.unfollowed_why.get(w, 0) + 1
            if is_ordinary(tags):
                if seed in KNOWN_UNFOLLOWED.get(self.target, {}):
                    self.counts["unfollowed-ordinary-known"] += 1
                    return None
                self.counts["unfollowed-ordinary"] += 1
                self.record("ORDINARY SNIPPET UNFOLLOWED", seed, text, as_hex, out)
                return "ordinary snippet unfollowed: " + lines[0]
            return None
        got = None
        for l in lines:
            m = re.match(r"SECTION (\S+) (\S+)$", l)
            if m and m.group(1) == CHECKED:
                got = "" if m.group(2) == "-" else m.group(2)
        if got is None:
            self.counts["crash"] += 1
            self.record("NO ACCOUNT", seed, text, as_hex, out)
            return "no account"
        if got != as_hex:
            self.counts["disagree"] += 1
            self.record("DISAGREEMENT", seed, text, as_hex, out)
            return "bytes differ"
        self.counts["followed-equal"] += 1
        return None

    def summary(self):
        c = self.counts
        print("COUNTS %s: %s" % (self.target, " ".join("%s=%d" % (k, c[k]) for k in
              ["snippets", "followed-equal", "unfollowed", "unfollowed-ordinary",
               "unfollowed-ordinary-known", "as-failed", "as-failed-followed",
               "no-truth", "disagree", "splits-differ", "crash"])))
        for w, n in sorted(self.unfollowed_why.items(), key=lambda x: -x[1]):
            print("NOTE: %5d x %s" % (n, w))


def as_options(args):
    return args.get("as-options", "").split()


def as_name(args):
    """The assembler and its options, as test names say them."""
    return " ".join([os.path.basename(args["as"])] + as_options(args))


def parse_args(argv):
    args, rest = {}, []
    for a in argv:
        m = re.match(r"--([a-z-]+)=(.*)$", a)
        if m:
            args[m.group(1)] = m.group(2)
        else:
            rest.append(a)
    return args, rest


def cmd_diff(args):
    d = Differ(args)
    a, b = (int(x) for x in args["seeds"].split("-"))
    group = int(args.get("group", "20"))
    for start in range(a, b + 1, group):
        end = min(start + group - 1, b)
        bad = []
        for seed in range(start, end + 1):
            r = d.one(seed)
            if r:
                bad.append("seed %d: %s" % (seed, r))
        name = "gas-diff %s snippets %d-%d" % (d.target, start, end)
        if d.as_options:
            name += " with " + " ".join(d.as_options)
        if bad:
            print("FAIL: %s (%s)" % (name, "; ".join(bad)))
        else:
            print("PASS: %s" % name)
        sys.stdout.flush()
    d.summary()
    return 0


def cmd_fuzz(args):
    d = Differ(args)
    seconds = float(args.get("seconds", "60"))
    seed = int(args["seed"]) if "seed" in args else int(time.time() * 1000) % 1000000000 + 1000000
    print("gas-diff-fuzz %s: seeds from %d for %g s" % (d.target, seed, seconds))
    sys.stdout.flush()
    end = time.time() + seconds
    failed = 0
    n = 0
    while time.time() < end:
        r = d.one(seed)
        if r:
            failed += 1
            print("FAIL: seed %d: %s (reproduce: gen.py show --target=%s %d)" % (seed, r, d.target, seed))
        seed += 1
        n += 1
    d.summary()
    print("gas-diff-fuzz %s: %d snippets, %d failed" % (d.target, n, failed))
    return 1 if failed else 0


def cmd_show(args, rest):
    for s in rest:
        text, tags = snippet(args.get("target", "x86"), int(s))
        print("### seed %s tags %s%s" % (s, ",".join(sorted(tags)),
                                         " (ordinary)" if is_ordinary(tags) else ""))
        sys.stdout.write(text)
        if not text.endswith("\n"):
            print("\n### (no final newline)")
    return 0


def read_cases(path):
    """(name, options, input, expected lines) of a gas-diff --expect file."""
    cases = []
    cur = None
    with open(path, encoding="utf-8") as f:
        for line in f.read().split("\n"):
            if line.startswith("=== "):
                cur = {"head": line[4:].split(), "in": [], "want": [], "sep": False}
                cases.append(cur)
            elif cur is None:
                continue
            elif not cur["sep"] and (line == "---" or line.startswith("--- ")):
                cur["sep"] = True
            elif cur["sep"]:
                if line and not line.startswith("#"):
                    cur["want"].append(line)
            else:
                cur["in"].append(line)
    out = []
    for c in cases:
        name, opts = c["head"][0], c["head"][1:]
        lines = c["in"]
        text = "".join(("" if l == "\\" else l) + "\n" for l in lines).replace("\\e", "\x1b")
        if "nonl" in opts and text.endswith("\n"):
            text = text[:-1]
        out.append((name, opts, text, c["want"]))
    return out


def cmd_cases(args, rest):
    target = args["target"]
    work = args.get("workdir") or "/tmp/gas-cases-work"
    os.makedirs(work, exist_ok=True)
    failed = 0
    for path in rest:
        for i, (name, opts, text, want) in enumerate(read_cases(path)):
            t = "x86"
            secs = []
            for o in opts:
                if o.startswith("target="):
                    t = o[7:]
                if o.startswith("section="):
                    secs.append(o[8:])
            if t != target:
                continue
            wants = [w for w in want if w.startswith("SECTION %s " % CHECKED)]
            if not wants:
                continue
            if secs and secs != [CHECKED]:
                continue
            as_hex, why = truth(args["as"], args["objcopy"], work, "c%d" % i, text,
                                as_options(args))
            exp = wants[0].split(" ", 2)[2]
            exp = "" if exp == "-" else exp
            tn = "gas case %s agrees with %s" % (name, as_name(args))
            if as_hex is None:
                print("FAIL: %s (%s)" % (tn, why))
                failed += 1
            elif as_hex != exp:
                print("FAIL: %s (as: %s, table: %s)" % (tn, as_hex or "-", exp or "-"))
                failed += 1
            else:
                print("PASS: %s" % tn)
    return 1 if failed else 0


def main(argv):
    if len(argv) < 2:
        sys.stderr.write(__doc__)
        return 2
    args, rest = parse_args(argv[2:])
    mode = argv[1]
    if mode == "show":
        return cmd_show(args, rest)
    if mode == "diff":
        return cmd_diff(args)
    if mode == "fuzz":
        return cmd_fuzz(args)
    if mode == "cases":
        return cmd_cases(args, rest)
    sys.stderr.write(__doc__)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
