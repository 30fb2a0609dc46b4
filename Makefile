# make run: listo on the default store. make test: every test. make bench: the benchmark.
# make listen: how long listo's answers take to hear, with espeak-ng and sox.
# make sounds: listo's sound cues, generated with sox and installed for speech-dispatcher.
# libspeechd-dev gives the speech header and the library listo loads for --speak; sox makes the cues.
# libbrlapi-dev gives the Braille header and the library --braille loads; brltty runs the display tests.
# libpq-dev gives the PostgreSQL client header and the library a postgresql:// store loads; postgresql is the server the tests start in a temp folder.
# libical-dev gives the iCalendar header and the library export --format ics and import FILE.ics load.
# python3-venv makes the venv Radicale and vdirsyncer are installed into (make caldav).
DEBIAN_PACKAGES = libedit-dev libsqlite3-dev pkg-config libspeechd-dev sox libbrlapi-dev brltty postgresql libpq-dev libical-dev python3-venv
SWIFT_FLAGS = -j 2
# listo as people run it and the benchmark times it: the Swift runtime and
# FoundationEssentials linked in, so a process starts without loading them; linked by
# lld at a fixed address (not position-independent), so that the loader relocates
# nothing in listo itself: a position-independent listo had every page of its 400 KB
# of pointers to code and metadata written at each start, a copy of each page made,
# 120 page faults and a tenth of a process that reads one row. Shared libraries,
# the heap and the stack are still placed at random. Its own symbols are not
# exported (--no-export-dynamic overrides the toolchain's -export-dynamic): the
# runtime finds its own path with dladdr at start, which read the 7,359 exported
# symbols one by one (1.3% of a read); about 400 are left, and no library listo loads uses them.
# Each Swift function is compiled into a section of its own, and the link lays out
# first the functions a process of one command runs (link/startup-order.txt, written
# by make startup-order), and the compiler's unnamed helpers together
# (link/unnamed-sections.ld): a read touches about 60 blocks of 64 KB of code, not 120
# to 170, each a page fault, and takes a tenth less. A name a later build no longer has
# is passed over in silence. An older release folder needs removing once
# (.build/x86_64-unknown-linux-gnu/release): the compiler keeps unchanged objects whole.
ORDER_FILE = $(CURDIR)/link/startup-order.txt
RELEASE_FLAGS = $(SWIFT_FLAGS) -c release --static-swift-stdlib -Xswiftc -use-ld=lld -Xlinker -no-pie -Xlinker --no-export-dynamic \
	-Xswiftc -Xfrontend -Xswiftc -function-sections -Xlinker --symbol-ordering-file=$(ORDER_FILE) -Xlinker --no-warn-symbol-ordering \
	-Xlinker --script=$(CURDIR)/link/unnamed-sections.ld
# libstdc++ (which the Swift runtime needs) and SQLite are linked in too, so a process
# maps and relocates two libraries fewer: a folder holds their static archives alone,
# and a pkg-config file of SQLite's names it first in the link's search path (SwiftPM
# puts pkg-config's -L before every other, the toolchain's -lstdc++ included). The
# archives are the system's, the same code as its libsqlite3.so and libstdc++.so.
STATIC_LIBS = $(CURDIR)/.build/static-libs
RELEASE_ENV = PKG_CONFIG_PATH=$(STATIC_LIBS)
SUDO = $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)
# Where speech-dispatcher's espeak-ng module looks for sound icons (EspeakSoundIconFolder).
SOUND_ICON_DIR = /usr/share/sounds/sound-icons
SOUNDS = .build/sounds
# Each cue: a tenth of a second or so, distinct in shape, quieter than speech.
CUE_top = synth 0.10 sine 600-1200 fade 0 0.10 0.03 vol 0.5
CUE_end = synth 0.12 sine 1000-400 fade 0 0.12 0.04 vol 0.5
CUE_refusal = synth 0.15 square 180 fade 0 0.15 0.05 vol 0.25
CUE_elsewhere = synth 0.04 sine 1500 pad 0 0.03 repeat 1 vol 0.4
CUE_done = synth 0.15 pluck 1046 fade 0 0.15 0.10 vol 0.6
CUE_deleted = synth 0.15 pinknoise band 900 500 fade 0 0.15 0.10 vol 0.6
CUE_swipe = synth 0.08 sine 300-2000 fade 0 0.08 0.02 vol 0.4
CUES = top end refusal elsewhere done deleted swipe

.PHONY: deps build run test bench listen clean sounds caldav static-libs startup-order

deps:
	@missing=""; \
	for p in $(DEBIAN_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	swift build $(SWIFT_FLAGS)

run: deps sounds static-libs
	$(RELEASE_ENV) swift build $(RELEASE_FLAGS) --product listo
	.build/release/listo

sounds: deps
	@mkdir -p $(SOUNDS)
	@for cue in $(CUES); do \
		case $$cue in \
		top) effect="$(CUE_top)";; end) effect="$(CUE_end)";; refusal) effect="$(CUE_refusal)";; \
		elsewhere) effect="$(CUE_elsewhere)";; done) effect="$(CUE_done)";; deleted) effect="$(CUE_deleted)";; \
		swipe) effect="$(CUE_swipe)";; esac; \
		sox -n -r 22050 -b 16 -c 1 -t wav $(SOUNDS)/listo-$$cue $$effect || exit 1; \
	done
	@$(SUDO) install -d $(SOUND_ICON_DIR)
	@$(SUDO) install -m 644 $(addprefix $(SOUNDS)/listo-,$(CUES)) $(SOUND_ICON_DIR)/
	@echo "Sound cues installed in $(SOUND_ICON_DIR)"

# Radicale (a CalDAV server) and vdirsyncer, for the test that takes a list through
# CalDAV and back: a venv of their own under .build, made once, each step bounded in time.
CALDAV = .build/caldav
CALDAV_PACKAGES = radicale==3.9.0 vdirsyncer==0.21.0
caldav: deps
	@if [ ! -x $(CALDAV)/bin/radicale ] || [ ! -x $(CALDAV)/bin/vdirsyncer ]; then \
		echo "Installing $(CALDAV_PACKAGES) into $(CALDAV)"; \
		rm -rf $(CALDAV) && timeout 120 python3 -m venv $(CALDAV) && \
		timeout 600 $(CALDAV)/bin/pip install --quiet --disable-pip-version-check $(CALDAV_PACKAGES) || { rm -rf $(CALDAV); exit 1; }; \
	fi

# The tests' output goes out a line at a time, also into a pipe, so that a log cut short
# ends at the last test that ran, not at the last full buffer.
test: build caldav
	stdbuf -oL -eL swift test $(SWIFT_FLAGS)

# The folder of static archives the release build links (RELEASE_FLAGS above); where
# one is not installed, its shared library is linked as before.
static-libs:
	@mkdir -p $(STATIC_LIBS)
	@cxx=$$(clang -print-file-name=libstdc++.a); [ -f "$$cxx" ] && ln -sf "$$cxx" $(STATIC_LIBS)/libstdc++.a || rm -f $(STATIC_LIBS)/libstdc++.a
	@dir=$$(pkg-config --variable=libdir sqlite3); [ -f "$$dir/libsqlite3.a" ] && ln -sf "$$dir/libsqlite3.a" $(STATIC_LIBS)/libsqlite3.a || rm -f $(STATIC_LIBS)/libsqlite3.a
	@printf 'Name: SQLite\nDescription: SQLite, linked from the archives in this folder\nVersion: %s\nLibs: -L%s -lsqlite3\nCflags: %s\n' \
		"$$(pkg-config --modversion sqlite3)" "$(STATIC_LIBS)" "-I$$(pkg-config --variable=includedir sqlite3)" > $(STATIC_LIBS)/sqlite3.pc

# Writes link/startup-order.txt again from what callgrind counts in one-command
# processes of a release build (the map tells which functions' sections are small).
# Both products are linked with the map's flag, the bench first, so the map is listo's;
# both are removed after, so the next build links them with the new file.
startup-order: deps static-libs
	@command -v valgrind >/dev/null || { $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq valgrind; }
	$(RELEASE_ENV) swift build $(RELEASE_FLAGS) -Xlinker -Map=$(CURDIR)/.build/listo.map --product listo-bench
	$(RELEASE_ENV) swift build $(RELEASE_FLAGS) -Xlinker -Map=$(CURDIR)/.build/listo.map --product listo
	python3 link/startup-order.py .build/release/listo .build/listo.map .build/release/listo-bench > .build/startup-order.txt
	mv .build/startup-order.txt link/startup-order.txt
	rm -f .build/release/listo .build/release/listo-bench

# The bench prints its own wall time; this adds the whole run's, the builds included.
bench: deps static-libs
	@start=$$(date +%s); set -e; \
	echo "swift build $(RELEASE_FLAGS) --product listo"; $(RELEASE_ENV) swift build $(RELEASE_FLAGS) --product listo; \
	echo "swift build $(RELEASE_FLAGS) --product listo-bench"; $(RELEASE_ENV) swift build $(RELEASE_FLAGS) --product listo-bench; \
	echo ".build/release/listo-bench"; .build/release/listo-bench; \
	echo "make bench took $$(( $$(date +%s) - start )) s of wall time, the release builds included."

# GNU time gives the benchmark each listo process's peak memory; taskwarrior is
# set beside one listo process per operation.
bench: DEBIAN_PACKAGES += time taskwarrior
listen: DEBIAN_PACKAGES += espeak-ng sox
listen: build
	sh listen/listen.sh .build/debug/listo

clean:
	rm -rf .build
