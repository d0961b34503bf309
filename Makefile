# cgtk: the build.  Hand-written; see README.md for the two commands a user needs
# (`make report`, `make check`) and doc/CONVENTIONS.md for the layout.
#
# The sources are the noweb files noweb/LAYER/M.nw, one per module, each with
# exactly three roots: M.h, M.c and test_M.c.  The folders are the layers, from
# the bottom up (LAYERS below); a module includes headers of its own layer and
# the layers below only, and `make layers` (part of `make check`) says so when
# not.  Adding a module is adding its .nw file: nothing below names a module,
# except where a program's entry point is wired.
#
# The Makefile holds targets and dependencies; what a rule does beyond a line or
# two is a commented script that runs alone: tools/ (deps, tangle, nwlint,
# drift, layers, weave-order, layermap, outputs, fuzz-targets, pkgconfig,
# install) and tests/ (the checks).

SHELL := /bin/bash
.SHELLFLAGS := -o pipefail -ec
.SECONDEXPANSION:
.DELETE_ON_ERROR:
.SUFFIXES:
MAKEFLAGS += --no-builtin-rules

ifeq ($(origin CC),default)
CC       := gcc
endif
PREFIX   ?= /usr/local
DESTDIR  ?=
BUILD    := build

LAYERS   := base numbers games rulesets tools cmd
NWFILES  := $(foreach l,$(LAYERS),$(sort $(wildcard noweb/$(l)/*.nw)))
MODULES  := $(basename $(notdir $(NWFILES)))
nw_of     = $(filter %/$(1).nw,$(NWFILES))
layer_of  = $(patsubst noweb/%/,%,$(dir $(call nw_of,$(1))))
layer_mods = $(basename $(notdir $(filter noweb/$(1)/%,$(NWFILES))))
SRCS     := $(MODULES:%=src/%.c)
HDRS     := $(MODULES:%=src/%.h)
UNITS    := $(MODULES:%=tests/unit/test_%.c)
STAMPS   := $(NWFILES:noweb/%.nw=$(BUILD)/stamp/%.tangled)

# The library is every layer but cmd; its headers are its public interface,
# installed as <cgtk/M.h>.  The cmd layer (the command kit, the commands, the
# benchmark) goes into the programs only.
CMD_MODULES := $(basename $(notdir $(wildcard noweb/cmd/*.nw)))
LIB_MODULES := $(filter-out $(CMD_MODULES),$(MODULES))
LIB_HDRS    := $(LIB_MODULES:%=src/%.h)

# Programs: a program is a module P whose interface declares `int P_main(int, char **)`
# with P capitalised; its entry point is a generated one-line main (see below).
PROGRAMS := cgtk:Cgtk bench:Bench
# The version, from one place: the file VERSION.  It reaches the library
# (Version_string, module version), cgtk.pc and the reports (\cgtkversion).
VERSION  := $(shell cat VERSION)

# Struct initialisers may leave trailing fields zero ({ "name", "Header", "l" } for
# an Emit_Column that is not exact): C guarantees it, and the idiom keeps tables short.
WARN     := -Wall -Wextra -Werror -Wno-missing-field-initializers
CSTD     := -std=c11 -D_GNU_SOURCE
DEPFLAGS  = -MMD -MP
OPT      := -O2 -g
SANITIZE := -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
            -fno-sanitize-recover=all
TSAN     := -O1 -g -fno-omit-frame-pointer -fsanitize=thread
# nauty (libnauty2-dev) gives graph rulesets their canonical labelling (noweb/rulesets/
# graphcanon.nw).  It is linked statically: its work arrays are thread-local, and in a shared
# library every access to them is a call of __tls_get_addr (6-10% of a Node-Kayles
# search); linked into the program they are reached directly.  The threaded search of
# noweb/rulesets/threaded.nw uses POSIX threads (-pthread).
LIBS     := -Wl,-Bstatic -lnauty -Wl,-Bdynamic -lmpfr -lgmp -pthread
TESTLIBS := -lcunit

OBJS      := $(MODULES:%=$(BUILD)/obj/%.o)
LIB_OBJS  := $(LIB_MODULES:%=$(BUILD)/obj/%.o)
CMD_OBJS  := $(filter-out %/bench.o %/fuzz.o,$(CMD_MODULES:%=$(BUILD)/obj/%.o))
ASAN_OBJS := $(MODULES:%=$(BUILD)/asan/%.o)
ASAN_PROG := $(filter-out %/bench.o %/fuzz.o,$(ASAN_OBJS))
TSAN_PROG := $(ASAN_PROG:$(BUILD)/asan/%=$(BUILD)/tsan/%)
UNIT_OBJS := $(MODULES:%=$(BUILD)/asan/test_%.o)

.PHONY: all tangle deps deps-check deps-report deps-mpi mpi-check tsan-check nwlint drift check unit golden cli readme-check install-test \
        layers report-test report-selftest report bench install uninstall clean fuzz fuzz-check stress stress-check
all: $(BUILD)/libcgtk.a $(BUILD)/cgtk

# ---------------------------------------------------------------------------
# Dependencies.  `make check` needs the C toolchain packages only; `make report`
# adds TeX.  Nothing happens when everything is present; `apt-get update` runs
# only when something must be installed; without root we print the command.
# clang-14 and libclang-rt-14-dev (libclang_rt.fuzzer) build the fuzzers of `make fuzz`;
# bc computes, in the command tests, values to check cgtk's against; nauty's geng
# (package nauty, program nauty-geng) lists the graphs of COL's and SNORT's censuses;
# python3 runs tools/contracts and the stress checks' pipes.
C_PKGS   := noweb libgmp-dev libmpfr-dev libcunit1-dev pkg-config libnauty2-dev \
            clang-14 libclang-rt-14-dev bc nauty python3
TEX_PKGS := texlive-latex-base texlive-latex-recommended texlive-pictures \
            latexmk lmodern
# Open MPI builds cgtk-mpi, the program `mpirun -np P cgtk run FILE` runs (modules
# census and runner); `make check` installs it to run its MPI test (tests/mpi/run).
MPI_PKGS := libopenmpi-dev openmpi-bin
deps: deps-check
deps-check:
	@bash tools/deps $(C_PKGS)
deps-report: deps-check
	@bash tools/deps $(TEX_PKGS)
deps-mpi: deps-check
	@bash tools/deps $(MPI_PKGS)

# ---------------------------------------------------------------------------
# Tangling (tools/tangle).  One stamp per module; a root is copied only when
# notangle succeeded and said nothing, and only when it changed (cpif).
tangle: $(STAMPS)
$(BUILD)/stamp/%.tangled: noweb/%.nw tools/tangle | deps-check
	@mkdir -p $(@D); echo "tangle $<"; bash tools/tangle $< src tests/unit
	@touch $@

# Tangling is phase one of every build.  The file below is an included makefile,
# and GNU make brings included makefiles up to date, then restarts, before it
# looks at any other rule.  So every module is tangled (and its headers carry
# their cpif-kept time stamps) before make compares a single object with its
# sources: src/ needs no rules of its own, and a prose-only edit recompiles
# nothing.  A tangle failure stops make here, with noweb's message.
NO_TANGLE_GOALS := clean deps deps-check deps-report nwlint drift uninstall
ifneq ($(filter-out $(NO_TANGLE_GOALS),$(or $(MAKECMDGOALS),all)),)
include $(BUILD)/stamp/tangled.mk
endif
$(BUILD)/stamp/tangled.mk: $(STAMPS)
	@mkdir -p $(@D); echo '# every module is tangled' > $@

# nwlint: three roots per module, no tabs, no stray .nw, every module in the
# book's order (tools/nwlint).  drift: a fresh tangle of the committed noweb/
# equals the committed src/ and tests/unit/ (tools/drift).
nwlint: deps-check
	@bash tools/nwlint "$(LAYERS)"
drift: deps-check
	@bash tools/drift $(BUILD)/drift

# ---------------------------------------------------------------------------
# Compiling.  Everything is tangled already (phase one above), so a module may
# include any interface; -MMD -MP records the headers it used.
CFLAGS_ALL = $(CSTD) $(WARN) $(DEPFLAGS) -Isrc -I$(BUILD)/gen $(CFLAGS)

$(BUILD)/obj/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(OPT) -c $< -o $@
$(BUILD)/asan/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SANITIZE) -c $< -o $@
$(BUILD)/asan/test_%.o: tests/unit/test_%.c $(BUILD)/gen/suites.def
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SANITIZE) -c $< -o $@
$(BUILD)/gen/%.o: $(BUILD)/gen/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(OPT) -c $< -o $@
$(BUILD)/asan/gen-%.o: $(BUILD)/gen/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SANITIZE) -c $< -o $@

# The list of test suites, one X-macro line per module, read by the runner in
# noweb/cgtk.nw; rewritten only when the module list changes.
$(BUILD)/gen/suites.def: FORCE
	@mkdir -p $(@D); printf 'CGTK_SUITE(%s)\n' $(MODULES) | cpif $@
# The list of commands, one X-macro line per descriptor `const Cmd_Command Cmd_NAME = {`
# of a module of the cmd layer, read by the dispatcher in noweb/cmd/cgtk.nw.
$(BUILD)/gen/commands.def: FORCE
	@mkdir -p $(@D); sed -n 's/^const Cmd_Command \(Cmd_[A-Za-z0-9_]*\) = {.*/CGTK_COMMAND(\1)/p' \
	  $(sort $(wildcard noweb/cmd/*.nw)) | cpif $@
$(BUILD)/obj/cgtk.o $(BUILD)/asan/cgtk.o $(BUILD)/fuzz/obj/cgtk.o $(BUILD)/asan/test_cgtk.o: $(BUILD)/gen/commands.def
# The version string of module version, rewritten only when VERSION changes.
$(BUILD)/gen/cgtk_version.h: FORCE
	@mkdir -p $(@D); printf '#define CGTK_VERSION "%s"\n' '$(VERSION)' | cpif $@
$(BUILD)/obj/version.o $(BUILD)/asan/version.o: $(BUILD)/gen/cgtk_version.h
# A program's main only hands over to P_main, which lives in the program's module.
$(BUILD)/gen/%-main.c: FORCE
	@mkdir -p $(@D); p='$(filter $*:%,$(PROGRAMS))'; P=$${p#*:}; \
	printf '#include "%s.h"\nint main(int argc, char **argv) { return %s_main(argc, argv); }\n' $* $$P | cpif $@
.PHONY: FORCE
FORCE:
# The generated mains are kept, not deleted as intermediate files.
.PRECIOUS: $(BUILD)/gen/%-main.c

$(BUILD)/libcgtk.a: $(LIB_OBJS)
	@rm -f $@
	ar rcs $@ $^
$(BUILD)/cgtk: $(BUILD)/gen/cgtk-main.o $(CMD_OBJS) $(BUILD)/libcgtk.a
	$(CC) $(OPT) -o $@ $^ $(LIBS)
# cgtk-mpi: the program with Open MPI; only census, runner and runcmd differ
# (CGTK_MPI).
MPICC    ?= mpicc
MPI_OBJS := $(BUILD)/mpi/census.o $(BUILD)/mpi/runner.o $(BUILD)/mpi/runcmd.o
$(BUILD)/mpi/%.o: src/%.c | deps-mpi
	@mkdir -p $(@D)
	$(MPICC) $(CFLAGS_ALL) $(OPT) -DCGTK_MPI -c $< -o $@
$(BUILD)/cgtk-mpi: $(BUILD)/gen/cgtk-main.o $(filter-out %/census.o %/runner.o %/runcmd.o,$(CMD_OBJS)) \
                   $(MPI_OBJS) $(BUILD)/libcgtk.a
	$(MPICC) $(OPT) -o $@ $^ $(LIBS)
$(BUILD)/cgtk-bench: $(BUILD)/gen/bench-main.o $(BUILD)/obj/bench.o $(CMD_OBJS) $(BUILD)/libcgtk.a
	$(CC) $(OPT) -o $@ $^ $(LIBS)
$(BUILD)/asan/cgtk: $(BUILD)/asan/gen-cgtk-main.o $(ASAN_PROG)
	$(CC) $(SANITIZE) -o $@ $^ $(LIBS)
$(BUILD)/check-unit: $(UNIT_OBJS) $(ASAN_OBJS)
	$(CC) $(SANITIZE) -o $@ $^ $(TESTLIBS) $(LIBS)
# The program under ThreadSanitizer, for tsan-check (the threaded search).
$(BUILD)/tsan/%.o: src/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(TSAN) -c $< -o $@
$(BUILD)/tsan/gen-%.o: $(BUILD)/gen/%.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(TSAN) -c $< -o $@
$(BUILD)/tsan/cgtk.o: $(BUILD)/gen/commands.def
$(BUILD)/tsan/version.o: $(BUILD)/gen/cgtk_version.h
$(BUILD)/tsan/cgtk: $(BUILD)/tsan/gen-cgtk-main.o $(TSAN_PROG)
	$(CC) $(TSAN) -o $@ $^ $(LIBS)

-include $(wildcard $(BUILD)/obj/*.d $(BUILD)/asan/*.d $(BUILD)/tsan/*.d $(BUILD)/gen/*.d)

# ---------------------------------------------------------------------------
# Tests.  `make check` installs what it needs, lints, checks drift (before it
# tangles anything), then runs the CUnit suites under ASan+UBSan, the golden
# tests, the command tests, the examples of README.md and doc/manual.md, and
# the threaded search under TSan; the report tests run too when TeX is present.
check: deps-check deps-mpi
	@$(MAKE) --no-print-directory nwlint drift
	@$(MAKE) --no-print-directory unit golden cli readme-check layers install-test stress-check \
	  tsan-check report-selftest mpi-check
	@if [ -n "$(FUZZ_CC)" ]; then $(MAKE) --no-print-directory fuzz-check; \
	else echo "fuzz: skipped (no clang; make deps installs it)"; fi
	@if command -v pdflatex >/dev/null && command -v latexmk >/dev/null; then \
	  $(MAKE) --no-print-directory report-test; \
	else echo "report-test: skipped (no TeX; make report installs it)"; fi

# tsan-check: the threaded search (noweb/rulesets/threaded.nw) under ThreadSanitizer:
# the values of two and three threads are one thread's, stops and resumption work, and
# no race is reported (tests/tsan/run).
tsan-check: $(BUILD)/tsan/cgtk $(BUILD)/cgtk
	@bash tests/tsan/run $(BUILD)/tsan/cgtk $(BUILD)/cgtk

# mpi-check: `mpirun --oversubscribe -np 3 cgtk run` writes what `cgtk run` writes
# (tests/mpi/run); skipped when Open MPI is absent.
mpi-check: $(BUILD)/cgtk
	@if command -v $(MPICC) >/dev/null && command -v mpirun >/dev/null; then \
	  $(MAKE) --no-print-directory $(BUILD)/cgtk-mpi && bash tests/mpi/run $(BUILD)/cgtk; \
	else echo "mpi-check: skipped (no Open MPI; make deps-mpi installs it)"; fi

unit: $(BUILD)/check-unit
	ASAN_OPTIONS=detect_leaks=1:abort_on_error=0:allocator_may_return_null=1 UBSAN_OPTIONS=print_stacktrace=1 \
	  $(BUILD)/check-unit
golden: $(BUILD)/cgtk
	@bash tests/golden/run $(BUILD)/cgtk
cli: $(BUILD)/asan/cgtk
	@ASAN_OPTIONS=detect_leaks=1 bash tests/cli/run $(BUILD)/asan/cgtk
# readme-check: the examples of README.md, doc/manual.md and the book's modules
# are real commands with their real output (tests/readme/check replays them).
readme-check: $(BUILD)/cgtk
	@bash tests/readme/check $(BUILD)/cgtk README.md doc/manual.md $(NWFILES)

# layers: every module includes headers of its own layer and the layers below
# only (tools/layers reads the compilers' dependency files, so it runs after
# the builds that write them).
layers: $(BUILD)/check-unit $(BUILD)/cgtk
	@bash tools/layers "$(LAYERS)" $(BUILD)

# ---------------------------------------------------------------------------
# Fuzzing (noweb/cmd/fuzz.nw).  Every module is compiled with clang and
# -fsanitize=fuzzer-no-link,address,undefined into build/fuzz/obj; each harness
# NAME of the table Fuzz_targets (read from its lines in fuzz.nw, with its
# -max_len) is linked with a generated one-line LLVMFuzzerTestOneInput calling
# Fuzz_NAME.  `make fuzz` runs each for FUZZ_TIME seconds, two at a time, from
# the seed corpus tests/fuzz/corpus/NAME (new inputs go to build/fuzz/corpus/NAME,
# crashes to build/fuzz/crashes/), and fails if any harness crashed.
ifeq ($(origin FUZZ_CC),undefined)
FUZZ_CC     := $(shell command -v clang-14 || command -v clang)
endif
FUZZ_TIME   ?= 60
FUZZ_JOBS   ?= 2
FUZZ_TABLE  := $(shell bash tools/fuzz-targets)
FUZZ_NAMES  := $(foreach t,$(FUZZ_TABLE),$(firstword $(subst :, ,$(t))))
FUZZ_SAN    := -fsanitize=address,undefined -fno-sanitize-recover=all
# Known findings of a module, not yet fixed, may turn off the one check they trip
# in that module only (target-specific FUZZ_KNOWN := -fno-sanitize=...), with the
# reproducer in tests/fuzz/known/ (see its README).  None today.
FUZZ_OBJS   := $(filter-out %/bench.o,$(MODULES:%=$(BUILD)/fuzz/obj/%.o))
$(BUILD)/fuzz/obj/%.o: src/%.c
	@mkdir -p $(@D)
	$(FUZZ_CC) $(CFLAGS_ALL) -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link $(FUZZ_SAN) $(FUZZ_KNOWN) -c $< -o $@
$(BUILD)/fuzz/gen/fuzz-%.c: FORCE
	@mkdir -p $(@D); printf '#include "fuzz.h"\nint LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) { return Fuzz_%s(data, size); }\n' $* | cpif $@
.PRECIOUS: $(BUILD)/fuzz/gen/fuzz-%.c
.SECONDARY: $(FUZZ_OBJS)
$(BUILD)/fuzz/obj/version.o: $(BUILD)/gen/cgtk_version.h
$(BUILD)/fuzz/fuzz-%: $(BUILD)/fuzz/gen/fuzz-%.c $(FUZZ_OBJS)
	$(FUZZ_CC) $(CFLAGS_ALL) -O1 -g -fsanitize=fuzzer $(FUZZ_SAN) -o $@ $^ $(LIBS)
fuzz: $(FUZZ_NAMES:%=$(BUILD)/fuzz/fuzz-%)
	@rm -rf $(BUILD)/fuzz/crashes; mkdir -p $(BUILD)/fuzz/crashes
	@printf '%s\n' $(FUZZ_TABLE) | xargs -P $(FUZZ_JOBS) -I{} \
	  bash tests/fuzz/run $(BUILD)/fuzz {} $(FUZZ_TIME) || true
	@bash tests/fuzz/report $(BUILD)/fuzz $(FUZZ_NAMES)
# fuzz-check (run by `make check`): each harness for its check_runs inputs from
# seed 1 and the seed corpus only, so the result is the same on every machine.
fuzz-check: $(FUZZ_NAMES:%=$(BUILD)/fuzz/fuzz-%)
	@rm -rf $(BUILD)/fuzz-check; mkdir -p $(BUILD)/fuzz-check/crashes
	@for n in $(FUZZ_NAMES); do ln -sf ../fuzz/fuzz-$$n $(BUILD)/fuzz-check/fuzz-$$n; done
	@printf '%s\n' $(FUZZ_TABLE) | FUZZ_CHECK=1 xargs -P $(FUZZ_JOBS) -I{} \
	  bash tests/fuzz/run $(BUILD)/fuzz-check {} 900 || true
	@bash tests/fuzz/report $(BUILD)/fuzz-check $(FUZZ_NAMES)
-include $(wildcard $(BUILD)/fuzz/obj/*.d)
# build/fuzz-replay NAME FILE|DIR...: the harnesses under gcc and the sanitizers
# of the unit tests, to replay a crash without clang (tests/fuzz/replay.c).
$(BUILD)/asan/fuzz-replay.o: tests/fuzz/replay.c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS_ALL) $(SANITIZE) -c $< -o $@
$(BUILD)/fuzz-replay: $(BUILD)/asan/fuzz-replay.o $(filter-out %/bench.o,$(ASAN_OBJS))
	$(CC) $(SANITIZE) -o $@ $^ $(LIBS)

# ---------------------------------------------------------------------------
# The failure contract under hostile conditions (tests/stress): memory limits,
# a full disk, a closed pipe, NUL bytes in input, concurrent --table writers.
# `make stress` runs every check; `make check` runs those that pass today
# (stress-check, the checks listed in tests/stress as CHECK_PASSING).
stress: $(BUILD)/cgtk
	@bash tests/stress $(BUILD)/cgtk
stress-check: $(BUILD)/cgtk
	@bash tests/stress --passing $(BUILD)/cgtk

# ---------------------------------------------------------------------------
# Reports.  A report is reports/R/R.tex with the parameter file reports/R/R.params.
# `cgtk run` (noweb/cmd/runcmd.nw, noweb/cmd/explore.nw; doc/manual.md, "Parameter
# files") reads it: command lines (a table, text or data NAME and the cgtk command
# that makes it) and explorations (families, tables, data, conjectures); tables
# go to build/tables/NAME.tex, data to build/data/NAME.dat, first line a comment
# naming what made it; computed values are cached in build/cache/R.cache.  Outputs
# are written to a temporary and renamed, so a failure leaves nothing behind.  A
# folder with R.params and no R.tex gets the standard report that `cgtk run
# --standard-report` writes, build/standard/R.tex.
REPORTS     := $(sort $(notdir $(wildcard reports/*)))
REPORT_PDFS := $(REPORTS:%=$(BUILD)/reports/%.pdf)
PARAMS      := $(wildcard reports/*/*.params)
# The order of the book: the `order =` lines of reports/cgtk/cgtk.params, which
# must name every module once (tools/weave-order checks; nwlint runs it too).
WEAVE_ORDER := $(shell sed -n 's/^order *= *//p' reports/cgtk/cgtk.params 2>/dev/null)
weave_layer  = $(filter $(call layer_mods,$(1)),$(WEAVE_ORDER))
WEAVE_MODS  := $(foreach l,$(LAYERS),$(call weave_layer,$(l)))
GIT_EPOCH   := $(shell git log -1 --format=%ct 2>/dev/null || echo 0)
TEXENV       = TEXINPUTS=.:$(CURDIR)/templates//:$(CURDIR)/$(BUILD): \
               BIBINPUTS=$(CURDIR)/bib: SOURCE_DATE_EPOCH=$(GIT_EPOCH) FORCE_SOURCE_DATE=1

$(BUILD)/stamp/params-%: reports/$$*/$$*.params $$(filter-out %.tex,$$(wildcard reports/$$*/*)) $(BUILD)/cgtk
	@mkdir -p $(@D) $(BUILD)/standard
	@$(BUILD)/cgtk run -j $(RUN_JOBS) -o $(BUILD) --standard-report $(BUILD)/standard/$*.tex $<
	@touch $@
.PRECIOUS: $(BUILD)/stamp/params-%
$(BUILD)/stamp/params-%: ;
$(BUILD)/standard/%.tex: $(BUILD)/stamp/params-% ;
RUN_JOBS    := $(shell nproc 2>/dev/null || echo 1)
report_tex   = $(if $(wildcard reports/$(1)/$(1).tex),reports/$(1)/$(1).tex,$(BUILD)/standard/$(1).tex)

# The program's own report: each module woven on its own, with one index of
# definitions gathered from all of them, so the chunk and identifier indexes link
# across modules.
$(BUILD)/weave/all.defs: $(NWFILES)
	@mkdir -p $(@D); nodefs $^ | sort -u | cpif $@
$(BUILD)/weave/%.tex: $$(call nw_of,$$*) $(BUILD)/weave/all.defs
	noweave -n -indexfrom $(BUILD)/weave/all.defs $< > $@
# The modules in layer order, each layer opened by \cgtklayer{LAYER} (cgtk.tex),
# each module on a new page: a change to one module then moves no page break of
# the others, so the page numbers of the chunks (noweb's sub-page labels, whose
# width can move a chunk across a page break and back) settle module by module.
$(BUILD)/weave/modules.tex: FORCE
	@bash tools/weave-order $(MODULES) >/dev/null
	@mkdir -p $(@D); { $(foreach l,$(LAYERS),printf '\\cgtklayer{%s}\n' $(l); sep=; \
	  for m in $(call weave_layer,$(l)); do printf '%s\\input{weave/%s}\n' "$$sep" $$m; \
	  sep='\clearpage'; done;) } | cpif $@
# The map of the layers for the overview of cgtk.pdf (tools/layermap): one box
# per layer listing its modules in the order of the book, and an arrow from a
# layer to each layer whose headers it includes, less those a chain implies.
$(BUILD)/weave/layers.tex: $(SRCS) $(HDRS) tools/layermap reports/cgtk/cgtk.params
	@bash tools/weave-order $(MODULES) >/dev/null
	@mkdir -p $(@D); bash tools/layermap "$(LAYERS)" $(WEAVE_MODS) | cpif $@
# The version and commit, for the reports: \cgtkversion, \cgtkcommit (the
# commit the tree was built from, "-modified" when tracked files differ from it;
# "unknown" outside git).  Rewritten only when they change.
GIT_COMMIT   = $(shell c=$$(git rev-parse --short=12 HEAD 2>/dev/null) || c=unknown; \
               git diff --quiet HEAD -- 2>/dev/null || [ $$c = unknown ] || c=$$c-modified; echo $$c)
$(BUILD)/version.tex: FORCE
	@mkdir -p $(@D); printf '\\newcommand{\\cgtkversion}{%s}\n\\newcommand{\\cgtkcommit}{%s}\n' \
	  '$(VERSION)' '$(GIT_COMMIT)' | cpif $@
WOVEN := $(WEAVE_MODS:%=$(BUILD)/weave/%.tex) $(BUILD)/weave/modules.tex
.SECONDARY: $(WOVEN)

$(BUILD)/reports/%.pdf: $$(call report_tex,$$*) $(BUILD)/stamp/params-$$* $(WOVEN) \
                        $(BUILD)/version.tex $(BUILD)/weave/layers.tex $(wildcard templates/* bib/* reports/$$*/*.tex) | deps-report
	@mkdir -p $(BUILD)/reports/$*
	cd reports/$* && $(TEXENV) latexmk -pdf -interaction=nonstopmode -halt-on-error \
	  -file-line-error -silent -outdir=$(CURDIR)/$(BUILD)/reports/$* \
	  $(if $(wildcard reports/$*/$*.tex),$*.tex,$(abspath $<))
	@bash tests/report/check $* $(BUILD)/reports/$*/$*.log \
	  $$(bash tools/outputs $(BUILD) reports/$*/*.params)
	cp $(BUILD)/reports/$*/$*.pdf $@

report: deps-report
	@$(MAKE) --no-print-directory $(REPORT_PDFS) $(BUILD)/cgtk
	@bash tests/report/sty $(BUILD)/cgtk
	@ls -l $(REPORT_PDFS)

# Report regression test: every report builds and passes tests/report/check
# (run by the rule of each PDF: no overfull box over 1pt, no float too large, no
# undefined reference or citation, no missing glyph, every table and data file
# names the command that made it).
report-test: $(REPORT_PDFS)
	@echo "report-test: $(words $(REPORTS)) reports built and checked"
# report-selftest: the check itself, on kept logs (planted faults), without TeX.
report-selftest:
	@bash tests/report/selftest

# install-test: install into a scratch DESTDIR, link a program against the
# installed library through pkg-config, uninstall (tests/install-test).
install-test: $(BUILD)/libcgtk.a $(BUILD)/cgtk
	@CC="$(CC)" bash tests/install-test $(BUILD)/install-test $(VERSION)

# ---------------------------------------------------------------------------
bench: $(BUILD)/cgtk-bench
	@if command -v $(MPICC) >/dev/null && command -v mpirun >/dev/null; then \
	  $(MAKE) --no-print-directory $(BUILD)/cgtk-mpi; fi
	$(BUILD)/cgtk-bench

# The manual page cgtk(1) and the bash completion are written by the program just
# built (`cgtk help --man`, `cgtk help --completion`) from the tables of its
# --help, so they cannot drift from it; libcgtk(3) is man/libcgtk.3, whose example
# install-test compiles and runs.  tools/install lists what goes where.
$(BUILD)/man/cgtk.1: $(BUILD)/cgtk
	@mkdir -p $(@D)
	$(BUILD)/cgtk help --man > $@.tmp && mv $@.tmp $@
$(BUILD)/man/cgtk.bash: $(BUILD)/cgtk
	@mkdir -p $(@D)
	$(BUILD)/cgtk help --completion > $@.tmp && mv $@.tmp $@
install: $(BUILD)/libcgtk.a $(BUILD)/cgtk $(BUILD)/man/cgtk.1 $(BUILD)/man/cgtk.bash
	bash tools/install install $(BUILD) $(PREFIX) "$(DESTDIR)" $(VERSION) $(LIB_HDRS)
uninstall:
	bash tools/install uninstall $(BUILD) $(PREFIX) "$(DESTDIR)" $(VERSION) $(LIB_HDRS)

clean:
	rm -rf $(BUILD)
