/* SPDX-License-Identifier: GPL-2.0-or-later */
/* The reader stops in the first asm (a macro with a parameter, used
   with a quoted argument it leaves to the assembler, defines one it does
   not follow); the hidden text is written by the second.
   The real assembler's finding points at the asm that wrote it: the
   assembly is assembled once more with a label before each asm block.  */
/* { dg-do compile } */
asm (".macro outer x\n.macro inner\nlater\n.endm\n.endm\nouter \"1\"\n.macro later\n.pushsection .modinfo,\"a\"\n.endm"); /* { dg-bogus "embedded NUL" } */
int between;
asm ("inner\n.ascii \"author=A\\0hidden\\0\"\n.popsection"); /* { dg-error "1: embedded NUL in '.modinfo' entry 'author' written by an 'asm' statement: the kernel reads 'author=A' and ignores 'hidden'" } */

/* Where gas writes through a macro called from a function's asm, the
   function's asm is named.  */
void
f (void)
{
  asm ("inner\n.ascii \"license=GPL\\0evil\\0\"\n.popsection"); /* { dg-error "3: embedded NUL in '.modinfo' entry 'license' written by an 'asm' statement: the kernel reads 'license=GPL' and ignores 'evil'" } */
}
