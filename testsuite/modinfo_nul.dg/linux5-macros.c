/* The Linux 5.x spelling of __MODULE_INFO (section and aligned in one
   attribute list, "unused" too): silent when clean, exact when not.  */
/* { dg-do compile } */
#define __stringify_1(x...) #x
#define __stringify(x...) __stringify_1(x)
#define ___PASTE(a, b) a##b
#define __PASTE(a, b) ___PASTE(a, b)
#define __UNIQUE_ID(prefix) __PASTE(__PASTE(__UNIQUE_ID_, prefix), __COUNTER__)
#define __used __attribute__((__used__))
#define __MODULE_INFO(tag, name, info)                                 \
  static const char __UNIQUE_ID(name)[]                                \
    __used __attribute__((section(".modinfo"), unused, aligned(1)))   \
    = __stringify(tag) "=" info
#define MODULE_INFO(tag, info) __MODULE_INFO(tag, tag, info)
#define MODULE_LICENSE(_license) MODULE_INFO(license, _license)
#define MODULE_AUTHOR(_author) MODULE_INFO(author, _author)
MODULE_AUTHOR("Some One <s@example.org>"); /* { dg-bogus "." } */
MODULE_INFO(description, "clean"); /* { dg-bogus "." } */
MODULE_LICENSE("Dual BSD/GPL\0and then some"); /* { dg-error "29: embedded NUL in '.modinfo' entry 'license': the kernel reads 'license=Dual BSD/GPL' and ignores 'and then some'" } */
