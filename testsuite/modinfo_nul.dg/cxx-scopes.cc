/* SPDX-License-Identifier: GPL-2.0-or-later */
// Every place a C++ object can be defined in the section is checked.
// { dg-do compile }
#define S __attribute__((section(".modinfo"), used))
namespace vendor {
  static const char ns[] S = "ns=\0x"; // { dg-error "34: embedded NUL in '.modinfo' entry 'ns'" }
}
struct holder {
  static const char member[];
};
const char holder::member[] S = "member=\0x"; // { dg-error "41: embedded NUL in '.modinfo' entry 'member'" }
inline int use () {
  static const char local[] S = "local=\0x"; // { dg-error "40: embedded NUL in '.modinfo' entry 'local'" }
  return local[0];
}
int call () { return use (); }
constexpr char built[] S = { 'c', '=', 'x', 0 }; // { dg-bogus "." }
static char zero[4] S; // { dg-error "13: 'zero' in section '.modinfo' has no constant initializer" }
namespace vendor {
  char later[4] S; // { dg-error "8: 'vendor::later' in section '.modinfo' has no constant initializer" }
}
