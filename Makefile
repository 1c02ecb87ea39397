# SPDX-License-Identifier: GPL-2.0-or-later
# Build the modinfo_nul GCC plugin and modinfo-lint, and run their tests.
# `make help` lists the targets.

VERSION     := 0.2.0
CC          ?= gcc
ifeq ($(origin CC),default)
CC          := gcc
endif

# --- The compiler the plugin is for --------------------------------------
# Each compiler builds into a directory of its own (build/gcc-12,
# build/gcc-11, build/aarch64-linux-gnu-gcc-12), so builds coexist.
CC_FOUND    := $(shell command -v $(firstword $(CC)) 2>/dev/null)
CC_MACROS   := $(if $(CC_FOUND),$(shell $(CC) -dM -E -x c /dev/null 2>/dev/null | grep -E ' __(GNUC|clang|INTEL_COMPILER)__ ' | cut -d' ' -f2))
CC_IS_GCC   := $(if $(filter __GNUC__,$(CC_MACROS)),$(if $(filter __clang__ __INTEL_COMPILER__,$(CC_MACROS)),,yes))
GCC_MAJOR   := $(if $(CC_IS_GCC),$(shell $(CC) -dumpversion 2>/dev/null | cut -d. -f1))
GCC_MACHINE := $(if $(CC_IS_GCC),$(shell $(CC) -dumpmachine 2>/dev/null))
PLUGIN_DIR  := $(if $(CC_IS_GCC),$(shell $(CC) -print-file-name=plugin 2>/dev/null))
# The plugin runs inside cc1 on this machine: it is built by this
# machine's C and C++ compilers of the same GCC version.
HOSTCC      ?= $(firstword $(foreach c,gcc-$(GCC_MAJOR) gcc,$(if $(shell command -v $(c) 2>/dev/null),$(c))))
HOSTCXX     ?= $(firstword $(foreach c,g++-$(GCC_MAJOR) g++,$(if $(shell command -v $(c) 2>/dev/null),$(c))))
HOST_MACHINE := $(shell $(or $(HOSTCC),cc) -dumpmachine 2>/dev/null)
BUILD_NAME  := $(if $(filter $(HOST_MACHINE),$(GCC_MACHINE)),,$(GCC_MACHINE)-)gcc-$(GCC_MAJOR)
B           := build/$(BUILD_NAME)

# --- Flags: one set for every C file of the project ------------------------
WARN        := -Wall -Wextra $(if $(filter 1,$(WERROR)),-Werror)
CFLAGS      ?= -O2 -g
CXXFLAGS    ?= -O2 -g
CORE_CFLAGS := -std=c99 -fPIC -fvisibility=hidden $(WARN) -I include
PLUGIN_CXXFLAGS := -fPIC -fno-rtti -fno-exceptions -std=gnu++11 \
  -fvisibility=hidden $(WARN) -Wno-unused-parameter \
  -Wno-missing-field-initializers -I include -I $(PLUGIN_DIR)/include \
  -DMODINFO_NUL_VERSION='"$(VERSION)"'

CORE_SRCS   := $(wildcard lib/*.c)
CORE_HDRS   := $(wildcard include/modinfo_nul/*.h)
PLUGIN_SRCS := $(wildcard plugin/*.cc)
PLUGIN_HDRS := $(wildcard plugin/*.h)
LINT_SRCS   := $(wildcard lint/*.c)
LINT_HDRS   := $(wildcard lint/*.h)

CORE_LIB    := $(B)/libmodinfo_nul.a
PLUGIN      := $(B)/modinfo_nul.so
UNIT        := $(B)/unit-tests
GASDIFF     := $(B)/gas-diff
GASDIFF_PORTABLE := $(B)/gas-diff-portable
LINT        := $(B)/modinfo-lint

# Installing packages: only `make demo`, `make check` and the long runs
# do it, only as root, and never with INSTALL_DEPS=no.
INSTALL_DEPS ?= yes
export INSTALL_DEPS

.PHONY: all plugin lint core check clean demo install uninstall help deb \
        plugin-prereqs FORCE

all: $(PLUGIN) $(LINT)
	@echo "built: $(PLUGIN) (for $(CC), GCC $(GCC_MAJOR), $(GCC_MACHINE))"
	@echo "built: $(LINT)"

plugin: $(PLUGIN)
lint: $(LINT)
core: $(CORE_LIB) $(UNIT)

help:
	@echo "modinfo_nul $(VERSION): targets (CC=$(CC) builds into build/<compiler>/)"
	@echo "  all (default)  the plugin and modinfo-lint for CC"
	@echo "  plugin, lint, core   one of them (core: the GCC-free library and its unit tests)"
	@echo "  demo           build, then show a clean module and the Linuxant-style one refused"
	@echo "  check          the DejaGnu testsuite with CC (installs test packages as root)"
	@echo "  check-cross    the testsuite with CROSS_CC ($(CROSS_CC))"
	@echo "  check-kernel   real Linux 6.1 drivers, plain vs plugin: the CI subset (amd64 + arm64)"
	@echo "  check-kernel-full  every directory of scripts/check-kernel.dirs (an hour and more)"
	@echo "  check-torture  GCC's own tests, plain vs plugin"
	@echo "  check-lint-debian  modinfo-lint over Debian's linux-image modules"
	@echo "  fuzz           libFuzzer targets, FUZZ_SECONDS each"
	@echo "  bench          callgrind instruction counts, plain vs plugin"
	@echo "  install, uninstall  into CC's plugin directory and PREFIX ($(PREFIX))"
	@echo "  deb            Debian packages (debian/) from a copy of the tree, into build/deb"
	@echo "  clean          remove build/ and the testsuite's output"
	@echo "Variables: CC, CROSS_CC, WERROR=1, INSTALL_DEPS=no, DESTDIR, PREFIX, PLUGIN_INSTALL_DIR"

# Say exactly what is missing before compiling anything against GCC.
plugin-prereqs:
	@if [ -z "$(CC_FOUND)" ]; then \
	  echo "error: compiler '$(CC)' not found" >&2; exit 1; fi
	@if [ -z "$(CC_IS_GCC)" ]; then \
	  echo "error: '$(CC)' is not GCC; modinfo_nul is a GCC plugin." >&2; \
	  echo "For objects built by Clang or another compiler, check them with modinfo-lint (make lint)." >&2; \
	  exit 1; fi
	@if [ ! -f "$(PLUGIN_DIR)/include/gcc-plugin.h" ]; then \
	  echo "error: no GCC plugin headers for $(CC) (GCC $(GCC_MAJOR)): $(CC) -print-file-name=plugin" >&2; \
	  echo "  gives '$(PLUGIN_DIR)', which has no include/gcc-plugin.h." >&2; \
	  echo "  Debian/Ubuntu: apt-get install gcc-$(GCC_MAJOR)-plugin-dev$(if $(filter $(HOST_MACHINE),$(GCC_MACHINE)),,-$(GCC_MACHINE))" >&2; \
	  echo "  elsewhere: the package with GCC's plugin headers (gcc-plugin-devel, gcc-plugins, ...)." >&2; \
	  exit 1; fi
	@if [ -z "$(HOSTCXX)" ]; then \
	  echo "error: no C++ compiler for GCC $(GCC_MAJOR) plugins (g++-$(GCC_MAJOR) or g++)" >&2; \
	  exit 1; fi

# --- The GCC-free core: built once per build directory ---------------------
$(B)/lib/%.o: lib/%.c $(CORE_HDRS)
	@mkdir -p $(dir $@)
	$(or $(HOSTCC),cc) $(CORE_CFLAGS) $(CFLAGS) -I $(B) -c $< -o $@

# The gas reader's tables, printed by its own builders (lib/gen) on this
# machine: the library reads them as data instead of building them in
# every compile.
GAS_TABLES  := $(B)/gas_tables.h
$(B)/gas-tables-gen: lib/gen/gas_tables_gen.c $(CORE_SRCS) $(CORE_HDRS)
	@mkdir -p $(dir $@)
	$(or $(HOSTCC),cc) $(CORE_CFLAGS) $(CFLAGS) -o $@ $< \
	  $(filter-out lib/gas_reader.c,$(CORE_SRCS))
$(GAS_TABLES): $(B)/gas-tables-gen
	$< > $@.tmp && mv $@.tmp $@
$(B)/lib/gas_reader.o: $(GAS_TABLES)

$(CORE_LIB): $(patsubst lib/%.c,$(B)/lib/%.o,$(CORE_SRCS))
	rm -f $@
	ar rcs $@ $^

$(UNIT): $(wildcard testsuite/modinfo_nul.unit/*.c) $(CORE_LIB) $(CORE_HDRS)
	$(or $(HOSTCC),cc) -std=c99 $(WARN) $(CFLAGS) -I include -o $@ \
	  $(wildcard testsuite/modinfo_nul.unit/*.c) $(CORE_LIB)

# The gas reader's account of a .s file, for the differential test
# against the real assembler (testsuite/modinfo_nul.gas).
$(GASDIFF): testsuite/modinfo_nul.gas/gas_diff.c $(CORE_LIB) $(CORE_HDRS)
	$(or $(HOSTCC),cc) -std=c99 $(WARN) $(CFLAGS) -I include -o $@ $< $(CORE_LIB)

# The same with the core as hosts without x86-64's vector code build it
# (MN_NO_SIMD): its scalar paths read the same table.
$(GASDIFF_PORTABLE): testsuite/modinfo_nul.gas/gas_diff.c $(CORE_SRCS) $(CORE_HDRS) $(GAS_TABLES)
	$(or $(HOSTCC),cc) -std=c99 $(WARN) $(CFLAGS) -DMN_NO_SIMD -I include \
	  -I $(B) -o $@ $< $(CORE_SRCS)

# --- The GCC glue ---------------------------------------------------------
$(B)/plugin/%.o: plugin/%.cc $(PLUGIN_HDRS) $(CORE_HDRS) | plugin-prereqs
	@mkdir -p $(dir $@)
	$(HOSTCXX) $(PLUGIN_CXXFLAGS) $(CXXFLAGS) -c $< -o $@

# Linked without libstdc++: operator new and friends come from cc1 itself,
# and loading a second C++ runtime would cost every compile (measured with
# callgrind: about 5 million instructions).
$(PLUGIN): $(patsubst plugin/%.cc,$(B)/plugin/%.o,$(PLUGIN_SRCS)) $(CORE_LIB) | plugin-prereqs
	$(HOSTCXX) -shared -nodefaultlibs $(LDFLAGS) -o $@ $(filter %.o,$^) $(CORE_LIB) -lc

# --- modinfo-lint (libelf; no GCC plugin headers needed) -------------------
LINT_LIBS := -lelf -llzma -lzstd -lz
$(LINT): $(LINT_SRCS) $(LINT_HDRS) $(CORE_LIB) $(CORE_HDRS)
	@for h in gelf.h lzma.h zstd.h zlib.h; do \
	  printf '#include <%s>\n' $$h | $(or $(HOSTCC),cc) -E -x c - >/dev/null 2>&1 || { \
	    echo "error: modinfo-lint needs <$$h>; Debian/Ubuntu: apt-get install libelf-dev liblzma-dev libzstd-dev zlib1g-dev" >&2; exit 1; }; \
	done
	$(or $(HOSTCC),cc) -std=gnu99 $(WARN) $(CFLAGS) -I include -I lint \
	  -DMODINFO_NUL_VERSION='"$(VERSION)"' -o $@ $(LINT_SRCS) $(CORE_LIB) \
	  $(LDFLAGS) $(LINT_LIBS)

# modinfo-lint over every module of Debian's newest linux-image-6.1.0-*-amd64
# package (downloaded with apt-get into build/lint-debian).
.PHONY: check-lint-debian
check-lint-debian: $(LINT)
	@scripts/lint-debian "$(CURDIR)/$(LINT)" "$(CURDIR)/build/lint-debian"

# --- Tests -----------------------------------------------------------------
RUNTESTFLAGS ?=
# MEMCHECK=1: run each snippet's cc1/cc1plus under valgrind (memcheck); see
# testsuite/lib/modinfo_nul.exp.  Logs go to testsuite/tmp-memcheck.
MEMCHECK ?=
CXX_FOR_TESTS ?= $(subst gcc,g++,$(CC))
# dpkg-dev debhelper fakeroot lintian man-db: the deb group (packaging).
TEST_PKGS := dejagnu xz-utils zstd distcc ccache binutils \
  dpkg-dev debhelper fakeroot lintian man-db \
  $(if $(filter $(HOST_MACHINE),$(GCC_MACHINE)),,g++-$(GCC_MAJOR)-$(GCC_MACHINE) binutils-$(GCC_MACHINE))
# runtest's own status is ignored: the summary decides, and counts FAIL,
# XPASS, UNRESOLVED and ERROR alike.
check: FORCE
	@scripts/need-packages $(TEST_PKGS)
	@$(MAKE) --no-print-directory $(PLUGIN) $(UNIT) $(LINT) $(GASDIFF) \
	  $(GASDIFF_PORTABLE)
	-cd testsuite && LC_ALL=C runtest --tool modinfo_nul \
	  CC="$(CC)" CXX="$(CXX_FOR_TESTS)" \
	  PLUGIN="$(CURDIR)/$(PLUGIN)" UNIT="$(CURDIR)/$(UNIT)" LINT="$(CURDIR)/$(LINT)" \
	  GASDIFF="$(CURDIR)/$(GASDIFF)" \
	  GASDIFF_PORTABLE="$(CURDIR)/$(GASDIFF_PORTABLE)" \
	  $(RUNTESTFLAGS)$(if $(MEMCHECK), MEMCHECK="$(MEMCHECK)")
	@testsuite/summarize testsuite/modinfo_nul.sum

# The plugin at work on the bundled examples: the clean module compiles and
# its .modinfo is shown; the Linuxant-style one is stopped.
DEMO_FLAGS := -fplugin=$(CURDIR)/$(PLUGIN) -I testsuite/modinfo_nul.dg -c
demo: FORCE
	@scripts/need-packages binutils
	@$(MAKE) --no-print-directory $(PLUGIN)
	@mkdir -p build/demo
	@echo "--- examples/clean_module.c: compiles, .modinfo holds:"
	@$(CC) $(DEMO_FLAGS) examples/clean_module.c -o build/demo/clean_module.o
	@objcopy --dump-section .modinfo=build/demo/modinfo.bin build/demo/clean_module.o build/demo/copy.o
	@tr '\0' '\n' < build/demo/modinfo.bin | sed 's/^/    /'
	@echo "--- examples/linuxant_module.c: stopped by the plugin:"
	@if $(CC) $(DEMO_FLAGS) examples/linuxant_module.c -o build/demo/linuxant_module.o; then \
	  echo "error: the Linuxant-style module compiled" >&2; exit 1; fi
	@echo "--- demo done: clean module built, Linuxant-style module refused"

# libFuzzer targets for the core (fuzz/*.c), each run for FUZZ_SECONDS on a
# copy of fuzz/corpus/<target> under build/fuzz-work: the seed corpus is
# never written.  The core is built once more, instrumented, into
# build/fuzz/libmodinfo_nul.a.  FUZZ_CFLAGS adds flags.
FUZZ_CC      ?= clang-14
FUZZ_SECONDS ?= 60
FUZZ_CFLAGS  ?=
FUZZ_FLAGS   := -g -O1 -fsanitize=fuzzer-no-link,address,undefined \
                -fno-sanitize-recover=all $(WARN) -I include $(FUZZ_CFLAGS)
FUZZ_TARGETS := $(basename $(notdir $(wildcard fuzz/*_fuzz.c)))
FUZZ_BINS    := $(addprefix build/fuzz/,$(FUZZ_TARGETS))

# Rebuilt every time: FUZZ_CFLAGS may differ from the last build.
build/fuzz/libmodinfo_nul.a: $(CORE_SRCS) $(CORE_HDRS) $(GAS_TABLES) FORCE
	@scripts/need-packages clang-14 libclang-rt-14-dev
	@mkdir -p build/fuzz/lib
	cd build/fuzz/lib && $(FUZZ_CC) $(subst -I include,-I $(CURDIR)/include -I $(CURDIR)/$(B),$(FUZZ_FLAGS)) -std=c99 -c $(addprefix $(CURDIR)/,$(CORE_SRCS))
	rm -f $@ && ar rcs $@ build/fuzz/lib/*.o
$(FUZZ_BINS): build/fuzz/%: fuzz/%.c build/fuzz/libmodinfo_nul.a FORCE
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer -o $@ $< build/fuzz/libmodinfo_nul.a

.PHONY: fuzz
# Then the gas reader against the real assembler on random snippets for
# FUZZ_SECONDS (scripts/gas-diff-fuzz; its seed is printed to replay).
fuzz: $(FUZZ_BINS) $(GASDIFF)
	@st=0; for t in $(FUZZ_TARGETS); do \
	  scripts/fuzz build/fuzz/$$t fuzz/corpus/$$t build/fuzz-work/$$t $(FUZZ_SECONDS) || st=1; \
	done; \
	scripts/gas-diff-fuzz $(FUZZ_SECONDS) "$(CURDIR)/$(GASDIFF)" "$(CC)" || st=1; \
	exit $$st

# --- Install ---------------------------------------------------------------
# Into the compiler's plugin directory, so -fplugin=modinfo_nul works.  A
# GCC upgrade to another version leaves it behind: distributions should
# use the Debian packaging (debian/), which depends on the exact GCC.
PLUGIN_INSTALL_DIR ?= $(PLUGIN_DIR)
PREFIX ?= /usr/local
MANDIR ?= $(PREFIX)/share/man
install: $(PLUGIN) $(LINT)
	install -d "$(DESTDIR)$(PLUGIN_INSTALL_DIR)"
	install -m 0644 $(PLUGIN) "$(DESTDIR)$(PLUGIN_INSTALL_DIR)/modinfo_nul.so"
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(MANDIR)/man1"
	install -m 0755 $(LINT) "$(DESTDIR)$(PREFIX)/bin/modinfo-lint"
	install -m 0644 lint/modinfo-lint.1 "$(DESTDIR)$(MANDIR)/man1/modinfo-lint.1"
	if [ -f doc/modinfo_nul.1 ]; then install -m 0644 doc/modinfo_nul.1 "$(DESTDIR)$(MANDIR)/man1/modinfo_nul.1"; fi
uninstall:
	rm -f "$(DESTDIR)$(PLUGIN_INSTALL_DIR)/modinfo_nul.so"
	rm -f "$(DESTDIR)$(PREFIX)/bin/modinfo-lint" "$(DESTDIR)$(MANDIR)/man1/modinfo-lint.1" \
	  "$(DESTDIR)$(MANDIR)/man1/modinfo_nul.1"

# Debian packages: gcc-NN-plugin-modinfo-nul and modinfo-lint, built by
# dpkg-buildpackage in a copy of the working tree (build/deb/src); the
# .debs land in build/deb.  debian/control is for GCC 12; for another GCC
# run debian/gen-control NN first.
.PHONY: deb
deb:
	@scripts/need-packages dpkg-dev debhelper fakeroot
	scripts/deb-test build build/deb

clean:
	rm -rf build testsuite/*.log testsuite/*.sum testsuite/tmp-*

# --- Long real-world runs --------------------------------------------------
# Real Linux 6.1 drivers (Debian's linux-source-6.1), each directory built
# plain and with the plugin: no added diagnostic, identical .modinfo,
# repeated MODULE_LICENSE lines passed silently, modinfo-lint clean over
# the modules (modules.order), and the NUL trick in ftdi_sio.c stopped.
# The directories are in scripts/check-kernel.dirs: check-kernel builds
# the representative subset (for CI; amd64 and a small arm64 sample with
# the plugin built for KERNEL_CROSS_CC), check-kernel-full all of them (an
# hour and more on 2 cores).  Trees cached in KERNEL_CACHE (build/kernel,
# build/kernel-arm64).
KERNEL_CROSS_CC ?= aarch64-linux-gnu-gcc-12
KERNEL_CROSS_PKGS := gcc-12-aarch64-linux-gnu g++-12-aarch64-linux-gnu \
  gcc-12-plugin-dev-aarch64-linux-gnu binutils-aarch64-linux-gnu
# Where that compiler's plugin is built; asked only when a recipe needs it.
KERNEL_CROSS_PLUGIN = $(shell MAKEFLAGS= $(MAKE) -s --no-print-directory CC=$(KERNEL_CROSS_CC) print-plugin)
.PHONY: check-kernel check-kernel-full check-cross bench check-torture
check-kernel check-kernel-full: $(PLUGIN) $(LINT)
	@scripts/need-packages $(KERNEL_CROSS_PKGS)
	@$(MAKE) --no-print-directory CC=$(KERNEL_CROSS_CC) plugin
	@scripts/check-kernel --set=$(if $(filter check-kernel-full,$@),full,subset) \
	  "$(CURDIR)/$(PLUGIN)" "$(CC)" "$(CURDIR)/$(LINT)" \
	  "$(CURDIR)/$(KERNEL_CROSS_PLUGIN)" "$(KERNEL_CROSS_CC)"

# The whole testsuite with a cross compiler, into its own build directory.
CROSS_CC ?= aarch64-linux-gnu-gcc-12
check-cross:
	@$(MAKE) --no-print-directory check CC=$(CROSS_CC)

# What the plugin costs: callgrind instruction counts, wall-clock medians and
# cc1's max RSS, plain vs plugin (scripts/bench; results in build/bench and
# bench/RESULTS.md).  Needs valgrind and time.
bench: $(PLUGIN)
	@scripts/bench "$(CC)" "$(CURDIR)/$(PLUGIN)"

# GCC's own torture/compile and asm/section gcc.dg tests, -O1 -S with and
# without the plugin: identical status, diagnostics and assembly (needs
# gcc-12-source and gcc-11-source; cached in build/torture).
check-torture: $(PLUGIN)
	@scripts/check-torture "$(CC)" "$(CURDIR)/$(PLUGIN)"

# For scripts: where this CC's plugin is built.
.PHONY: print-plugin print-lint
print-plugin:
	@echo $(PLUGIN)
print-lint:
	@echo $(LINT)
