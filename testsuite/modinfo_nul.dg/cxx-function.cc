/* SPDX-License-Identifier: GPL-2.0-or-later */
// Functions in the section, as the assembly shows them: a member function
// is there, a template's instantiation is not (GCC gives each its own
// COMDAT section whatever the attribute says).
// { dg-do compile }
#define S __attribute__((section(".modinfo")))
S void method_holder_fn () { } // { dg-error "8: function 'void method_holder_fn\\(\\)' is placed in section '.modinfo'" }
template <class T> S T get (T x) { return x; } // { dg-bogus "." "instantiations go elsewhere" }
int use (int y) { return get (y); }
