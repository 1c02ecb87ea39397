/* The assembler reads ".section .modinfo #,"a"" as .modinfo.  */
static const char license[] __attribute__((section(".modinfo #"), used, aligned(1))) = "license=GPL";
