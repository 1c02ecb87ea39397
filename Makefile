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

VERDICT     := plugin/verdict.c
PLUGIN_SRCS := plugin/modinfo_nul.cc plugin/literal_loc.cc
PLUGIN      := plugin/modinfo_nul.so
HEADERS     := include/modinfo_nul/verdict.h include/modinfo_nul/gcc_compat.h \
               plugin/literal_loc.h
UNIT        := testsuite/modinfo_nul.unit/verdict_test

.PHONY: all check check-unit check-dg clean plugin-headers example

all: $(PLUGIN)

plugin-headers:
	@if [ ! -f "$(PLUGIN_DIR)/include/gcc-plugin.h" ]; then \
	  echo "error: no GCC plugin headers for $(CC) (looked in '$(PLUGIN_DIR)')." >&2; \
	  echo "Install them: apt-get install gcc-$(GCC_MAJOR)-plugin-dev" >&2; \
	  exit 1; fi
	@if [ -z "$(HOSTCXX)" ]; then \
	  echo "error: no C++ compiler for GCC $(GCC_MAJOR) plugins; apt-get install g++-$(GCC_MAJOR)" >&2; \
	  exit 1; fi

# Objects are per-compiler so that CC=gcc-11 never links GCC 12 objects.
OBJDIR := build/$(notdir $(CC))

$(OBJDIR)/verdict.o: $(VERDICT) include/modinfo_nul/verdict.h | plugin-headers
	@mkdir -p $(OBJDIR)
	$(HOSTCC) -std=c99 -fPIC -fvisibility=hidden $(WARN) $(CFLAGS) -I include -c $< -o $@

$(OBJDIR)/%.o: plugin/%.cc $(HEADERS) | plugin-headers
	@mkdir -p $(OBJDIR)
	$(HOSTCXX) $(PLUGIN_CXXFLAGS) $(CXXFLAGS) -c $< -o $@

# Relink when the last build was for another compiler: one path serves all.
ifneq ($(shell cat plugin/.built-for 2>/dev/null),$(CC))
$(PLUGIN): FORCE
endif
.PHONY: FORCE
FORCE:

$(PLUGIN): $(OBJDIR)/modinfo_nul.o $(OBJDIR)/literal_loc.o $(OBJDIR)/verdict.o
	$(HOSTCXX) -shared $(LDFLAGS) -o $@ $(filter %.o,$^)
	@echo "$(CC)" > plugin/.built-for

$(UNIT): testsuite/modinfo_nul.unit/verdict_test.c $(VERDICT) include/modinfo_nul/verdict.h
	$(HOSTCC) -std=c99 $(WARN) -Werror $(CFLAGS) -I include -o $@ $< $(VERDICT)

RUNTESTFLAGS ?=
CXX_FOR_TESTS ?= $(subst gcc,g++,$(CC))
# runtest's own status is ignored: the summary decides, and counts FAIL,
# XPASS, UNRESOLVED and ERROR alike.
check: $(PLUGIN) $(UNIT)
	-cd testsuite && LC_ALL=C runtest --tool modinfo_nul \
	  CC="$(CC)" CXX="$(CXX_FOR_TESTS)" \
	  PLUGIN="$(CURDIR)/$(PLUGIN)" UNIT="$(CURDIR)/$(UNIT)" $(RUNTESTFLAGS)
	@testsuite/summarize testsuite/modinfo_nul.sum

clean:
	rm -rf build $(PLUGIN) plugin/.built-for $(UNIT) testsuite/*.log testsuite/*.sum
