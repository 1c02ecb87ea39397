# SPDX-License-Identifier: GPL-2.0-or-later
# Build the modinfo_nul GCC plugin for $(CC) and run its tests.

VERSION     := 0.1.0
CC          ?= gcc
ifeq ($(origin CC),default)
CC          := gcc
endif
PLUGIN_DIR  := $(shell $(CC) -print-file-name=plugin 2>/dev/null)
GCC_MAJOR   := $(shell $(CC) -dumpversion 2>/dev/null | cut -d. -f1)
# The plugin is C++ built by the host compiler of the same major version.
HOSTCXX     ?= $(firstword $(foreach c,g++-$(GCC_MAJOR) g++,$(if $(shell command -v $(c) 2>/dev/null),$(c))))
HOSTCC      ?= gcc

WARN        := -Wall -Wextra -Wno-unused-parameter
CFLAGS      ?= -O2 -g
CXXFLAGS    ?= -O2 -g
PLUGIN_CXXFLAGS := -fPIC -fno-rtti -fno-exceptions -std=gnu++11 \
  -fvisibility=hidden $(WARN) -Wno-missing-field-initializers \
  -I include -I $(PLUGIN_DIR)/include -DMODINFO_NUL_VERSION='"$(VERSION)"'

VERDICT     := plugin/verdict.c plugin/policy.c plugin/asm_scan.c
PLUGIN      := plugin/modinfo_nul.so
HEADERS     := include/modinfo_nul/verdict.h include/modinfo_nul/policy.h \
               include/modinfo_nul/asm_scan.h include/modinfo_nul/gcc_compat.h \
               plugin/literal_loc.h
UNIT        := testsuite/modinfo_nul.unit/verdict_test
LINT        := lint/modinfo-lint

.PHONY: all check clean plugin-headers demo deps deps-check install uninstall

all: $(PLUGIN) $(LINT)

# On a fresh Debian machine: install (as root) or name the packages needed.
deps:
	@scripts/deps "$(CC)" build
deps-check:
	@scripts/deps "$(CC)" check

plugin-headers: deps
	@if [ ! -f "$(PLUGIN_DIR)/include/gcc-plugin.h" ]; then \
	  echo "error: no GCC plugin headers for $(CC) (looked in '$(PLUGIN_DIR)')." >&2; \
	  echo "Install them: apt-get install gcc-$(GCC_MAJOR)-plugin-dev" >&2; \
	  exit 1; fi
	@if [ -z "$(HOSTCXX)" ]; then \
	  echo "error: no C++ compiler for GCC $(GCC_MAJOR) plugins; apt-get install g++-$(GCC_MAJOR)" >&2; \
	  exit 1; fi

# Objects are per-compiler so that CC=gcc-11 never links GCC 12 objects.
OBJDIR := build/$(notdir $(CC))

$(OBJDIR)/%.o: plugin/%.c $(wildcard include/modinfo_nul/*.h) | plugin-headers
	@mkdir -p $(OBJDIR)
	$(HOSTCC) -std=c99 -fPIC -fvisibility=hidden $(WARN) $(CFLAGS) -I include -c $< -o $@

$(OBJDIR)/%.o: plugin/%.cc $(HEADERS) | plugin-headers
	@mkdir -p $(OBJDIR)
	$(HOSTCXX) $(PLUGIN_CXXFLAGS) $(CXXFLAGS) -c $< -o $@

# Linked without libstdc++: operator new and friends come from cc1 itself,
# and loading a second C++ runtime would cost every compile (measured with
# callgrind: about 5 million instructions).
# Relink when the last build was for another compiler: one path serves all.
BUILT_FOR := $(dir $(PLUGIN)).built-for-$(notdir $(PLUGIN))
ifneq ($(shell cat $(BUILT_FOR) 2>/dev/null),$(CC))
$(PLUGIN): FORCE
endif
.PHONY: FORCE
FORCE:

$(PLUGIN): $(OBJDIR)/modinfo_nul.o $(OBJDIR)/literal_loc.o $(OBJDIR)/verdict.o \
           $(OBJDIR)/policy.o $(OBJDIR)/asm_scan.o
	$(HOSTCXX) -shared -nodefaultlibs $(LDFLAGS) -o $@ $(filter %.o,$^) -lc
	@echo "$(CC)" > $(BUILT_FOR)

$(UNIT): testsuite/modinfo_nul.unit/verdict_test.c $(VERDICT) $(wildcard include/modinfo_nul/*.h)
	$(HOSTCC) -std=c99 $(WARN) -Werror $(CFLAGS) -I include -o $@ $< $(VERDICT)

# modinfo-lint: checks built .o/.ko/.ko.xz/.ko.zst/.ko.gz files (libelf).
LINT_SRCS := lint/modinfo_lint.c plugin/verdict.c plugin/policy.c
LINT_LIBS := -lelf -llzma -lzstd -lz
$(LINT): $(LINT_SRCS) include/modinfo_nul/verdict.h include/modinfo_nul/policy.h | deps
	$(HOSTCC) -std=gnu99 $(WARN) $(CFLAGS) -I include \
	  -DMODINFO_NUL_VERSION='"$(VERSION)"' -o $@ $(LINT_SRCS) $(LDFLAGS) $(LINT_LIBS)

# modinfo-lint over every module of Debian's newest linux-image-6.1.0-*-amd64
# package (downloaded with apt-get into build/lint-debian).
.PHONY: check-lint-debian clean-lint
check-lint-debian: $(LINT)
	@scripts/lint-debian "$(CURDIR)/$(LINT)" "$(CURDIR)/build/lint-debian"
clean: clean-lint
clean-lint:
	rm -rf $(LINT) testsuite/tmp-lint

RUNTESTFLAGS ?=
# MEMCHECK=1: run each snippet's cc1/cc1plus under valgrind (memcheck); see
# testsuite/lib/modinfo_nul.exp.  Logs go to testsuite/tmp-memcheck.
MEMCHECK ?=
CXX_FOR_TESTS ?= $(subst gcc,g++,$(CC))
# runtest's own status is ignored: the summary decides, and counts FAIL,
# XPASS, UNRESOLVED and ERROR alike.
check: deps-check $(PLUGIN) $(UNIT) $(LINT)
	-cd testsuite && LC_ALL=C runtest --tool modinfo_nul \
	  CC="$(CC)" CXX="$(CXX_FOR_TESTS)" \
	  PLUGIN="$(CURDIR)/$(PLUGIN)" UNIT="$(CURDIR)/$(UNIT)" LINT="$(CURDIR)/$(LINT)" \
	  $(RUNTESTFLAGS)$(if $(MEMCHECK), MEMCHECK="$(MEMCHECK)")
	@testsuite/summarize testsuite/modinfo_nul.sum

# The plugin at work on the bundled examples: the clean module compiles and
# its .modinfo is shown; the Linuxant-style one is stopped.
DEMO_FLAGS := -fplugin=$(CURDIR)/$(PLUGIN) -I testsuite/modinfo_nul.dg -c
demo: $(PLUGIN)
	@mkdir -p build/demo
	@echo "--- examples/clean_module.c: compiles, .modinfo holds:"
	@$(CC) $(DEMO_FLAGS) examples/clean_module.c -o build/demo/clean_module.o
	@objcopy --dump-section .modinfo=build/demo/modinfo.bin build/demo/clean_module.o build/demo/copy.o
	@tr '\0' '\n' < build/demo/modinfo.bin | sed 's/^/    /'
	@echo "--- examples/linuxant_module.c: stopped by the plugin:"
	@if $(CC) $(DEMO_FLAGS) examples/linuxant_module.c -o build/demo/linuxant_module.o; then \
	  echo "error: the Linuxant-style module compiled" >&2; exit 1; fi
	@echo "--- demo done: clean module built, Linuxant-style module refused"

# libFuzzer targets for the verdict core (fuzz/*.c), each run for
# FUZZ_SECONDS on a copy of fuzz/corpus/<target> under build/fuzz-work:
# the seed corpus is never written.  Needs clang-14 and libclang-rt-14-dev.
# FUZZ_CFLAGS adds flags, e.g. -DMN_FUZZ_MIN_OUTSZ=4 (see fuzz/verdict_fuzz.c).
FUZZ_CC      ?= clang-14
FUZZ_SECONDS ?= 60
FUZZ_CFLAGS  ?=
FUZZ_TARGETS := verdict_fuzz section_name_fuzz asm_scan_fuzz
FUZZ_BINS    := $(addprefix build/fuzz/,$(FUZZ_TARGETS))

# Rebuilt every time: FUZZ_CFLAGS may differ from the last build.
$(FUZZ_BINS): build/fuzz/%: fuzz/%.c $(VERDICT) $(wildcard include/modinfo_nul/*.h) FORCE
	@command -v $(FUZZ_CC) >/dev/null || { \
	  echo "error: no $(FUZZ_CC); apt-get install clang-14 libclang-rt-14-dev" >&2; exit 1; }
	@mkdir -p build/fuzz
	$(FUZZ_CC) -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
	  -I include $(WARN) $(FUZZ_CFLAGS) -o $@ $< $(VERDICT)

.PHONY: fuzz
fuzz: $(FUZZ_BINS)
	@st=0; for t in $(FUZZ_TARGETS); do \
	  scripts/fuzz build/fuzz/$$t fuzz/corpus/$$t build/fuzz-work/$$t $(FUZZ_SECONDS) || st=1; \
	done; exit $$st

.PHONY: clean-memcheck
clean: clean-memcheck
clean-memcheck:
	rm -rf testsuite/tmp-memcheck

# Into the compiler's plugin directory, so -fplugin=modinfo_nul works.
PLUGIN_INSTALL_DIR ?= $(PLUGIN_DIR)
PREFIX ?= /usr/local
install: $(PLUGIN) $(LINT)
	install -d "$(DESTDIR)$(PLUGIN_INSTALL_DIR)"
	install -m 0644 $(PLUGIN) "$(DESTDIR)$(PLUGIN_INSTALL_DIR)/modinfo_nul.so"
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man1"
	install -m 0755 $(LINT) "$(DESTDIR)$(PREFIX)/bin/modinfo-lint"
	install -m 0644 lint/modinfo-lint.1 "$(DESTDIR)$(PREFIX)/share/man/man1/modinfo-lint.1"
uninstall:
	rm -f "$(DESTDIR)$(PLUGIN_INSTALL_DIR)/modinfo_nul.so"
	rm -f "$(DESTDIR)$(PREFIX)/bin/modinfo-lint" "$(DESTDIR)$(PREFIX)/share/man/man1/modinfo-lint.1"

clean:
	rm -rf build $(PLUGIN) $(BUILT_FOR) $(UNIT) testsuite/*.log \
	  testsuite/*.sum testsuite/*.s testsuite/*.i testsuite/*.o testsuite/tmp-misc \
	  testsuite/tmp-kbuild testsuite/tmp-install

# Real Linux 6.1 drivers (Debian's linux-source-6.1), each built plain and
# with the plugin: no added diagnostic, identical .modinfo, and the NUL
# trick in ftdi_sio.c stopped.  Tree cached in KERNEL_CACHE (build/kernel).
.PHONY: check-kernel
check-kernel: $(PLUGIN)
	@scripts/check-kernel "$(CURDIR)/$(PLUGIN)" "$(CC)"

# The whole testsuite with a cross compiler (the plugin built for it by the
# host g++-NN against its plugin headers), then the plugin rebuilt for $(CC):
# one plugin path serves all compilers, so later targets get a native one.
CROSS_CC ?= aarch64-linux-gnu-gcc-12
.PHONY: check-cross
check-cross:
	@st=0; $(MAKE) check CC=$(CROSS_CC) || st=1; \
	  $(MAKE) $(PLUGIN) CC=$(CC) || st=1; exit $$st

.PHONY: clean-distcc-ccache
clean: clean-distcc-ccache
clean-distcc-ccache:
	rm -rf testsuite/tmp-distcc testsuite/tmp-ccache

# What the plugin costs: callgrind instruction counts, wall-clock medians and
# cc1's max RSS, plain vs plugin (scripts/bench; results in build/bench and
# bench/RESULTS.md).  Needs valgrind and time.
.PHONY: bench
bench: $(PLUGIN)
	@scripts/bench "$(CC)" "$(CURDIR)/$(PLUGIN)"

# GCC's own torture/compile and asm/section gcc.dg tests, -O1 -S with and
# without the plugin: identical status, diagnostics and assembly (needs
# gcc-12-source and gcc-11-source; cached in build/torture).
.PHONY: check-torture
check-torture: $(PLUGIN)
	@scripts/check-torture "$(CC)" "$(CURDIR)/$(PLUGIN)"
