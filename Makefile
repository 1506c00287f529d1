# Build, install and test swalert.
#
#   make                                  release binary (scripts/build-release: static on Linux)
#   make install [PREFIX=/usr/local] [DESTDIR=] [WITH_COMPAT=1]
#   make uninstall [PREFIX=/usr/local] [DESTDIR=]
#   make deb                              Debian packages swalert and swalert-compat (scripts/build-deb)
#   make test                             swift test --parallel --num-workers 4
#
# The release binary's debug information is split off into swalert.debug beside it (scripts/split-debug), which
# is never installed; the binary keeps a link to it, so gdb and valgrind still find the symbols.
#
# make install builds the release binary first unless it is up to date, then installs it stripped with the man page
# and the bash, zsh and fish completions where each shell looks for them. BINARY=path installs that
# executable instead, without building. WITH_COMPAT=1 also makes links named whiptail and dialog to swalert
# beside it, so that scripts written for whiptail or dialog run swalert unchanged; never by default, since in a
# BINDIR early in PATH they stand in for the distribution's whiptail and dialog.

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
MANDIR ?= $(DATADIR)/man
BASHCOMPDIR ?= $(DATADIR)/bash-completion/completions
ZSHCOMPDIR ?= $(DATADIR)/zsh/site-functions
FISHCOMPDIR ?= $(DATADIR)/fish/vendor_completions.d
INSTALL ?= install
WITH_COMPAT ?=
# The names swalert answers to as another program (Sources/swalert/Compat), linked with WITH_COMPAT=1.
COMPAT_NAMES := whiptail dialog

# A scratch directory of its own, so that make never waits for another SwiftPM command working in .build
# (such as a `swift test` running beside it).
SCRATCH := .build-release
RELEASE := $(SCRATCH)/release/swalert
# Written after scripts/build-release: a release binary newer than this one was linked some other way
# (on Linux, a plain `swift build -c release`, which is not static), so it is built again.
STAMP := $(SCRATCH)/release/.swalert-static
SOURCES := Package.swift scripts/build-release scripts/gen-link-order scripts/record-run scripts/split-debug scripts/link-order.txt $(shell find Sources -name '*.swift')

ifeq ($(BINARY),)
INSTALLED := $(RELEASE)
INSTALL_NEEDS := build
else
INSTALLED := $(BINARY)
INSTALL_NEEDS :=
endif

.PHONY: all build install uninstall deb test
all: build

build: $(STAMP)

$(STAMP): $(SOURCES) $(RELEASE)
	scripts/build-release --scratch-path $(SCRATCH) >/dev/null
	scripts/split-debug $(RELEASE)
	touch $@

# Missing, it counts as changed, so the stamp's rule builds it.
$(RELEASE):

install: $(INSTALL_NEEDS)
	$(INSTALL) -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(MANDIR)/man1 \
		$(DESTDIR)$(BASHCOMPDIR) $(DESTDIR)$(ZSHCOMPDIR) $(DESTDIR)$(FISHCOMPDIR)
	$(INSTALL) -m 755 -s $(INSTALLED) $(DESTDIR)$(BINDIR)/swalert
	$(INSTALL) -m 644 man/swalert.1 $(DESTDIR)$(MANDIR)/man1/swalert.1
	$(INSTALL) -m 644 completions/swalert.bash $(DESTDIR)$(BASHCOMPDIR)/swalert
	$(INSTALL) -m 644 completions/_swalert $(DESTDIR)$(ZSHCOMPDIR)/_swalert
	$(INSTALL) -m 644 completions/swalert.fish $(DESTDIR)$(FISHCOMPDIR)/swalert.fish
ifeq ($(WITH_COMPAT),1)
	for name in $(COMPAT_NAMES); do ln -sf swalert $(DESTDIR)$(BINDIR)/$$name; done
endif

# The links WITH_COMPAT=1 made are removed, and only they: a whiptail or a dialog that is not a link to swalert
# stays.
uninstall:
	rm -f $(DESTDIR)$(BINDIR)/swalert $(DESTDIR)$(MANDIR)/man1/swalert.1 \
		$(DESTDIR)$(BASHCOMPDIR)/swalert $(DESTDIR)$(ZSHCOMPDIR)/_swalert \
		$(DESTDIR)$(FISHCOMPDIR)/swalert.fish
	for name in $(COMPAT_NAMES); do \
		if [ "$$(readlink $(DESTDIR)$(BINDIR)/$$name)" = swalert ]; then rm -f $(DESTDIR)$(BINDIR)/$$name; fi; \
	done

deb:
	scripts/build-deb

test:
	swift test --parallel --num-workers 4
