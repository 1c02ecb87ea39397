/* SPDX-License-Identifier: GPL-2.0-or-later */
/* A linker script kbuild makes from a .S file (cpp_lds: -E -P): never
   assembled.  Its quotes are no strings to gas.  */
OUTPUT_FORMAT("elf64-x86-64")
SECTIONS {
 .modinfo : { *(.modinfo) }
}
