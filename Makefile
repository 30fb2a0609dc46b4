# make run: listo on the default store. make test: every test. make bench: the benchmark.
# make listen: how long listo's answers take to hear, with espeak-ng and sox.
DEBIAN_PACKAGES = libedit-dev libsqlite3-dev pkg-config
SWIFT_FLAGS = -j 2
SUDO = $(shell [ "$$(id -u)" -eq 0 ] || echo sudo)

.PHONY: deps build run test bench listen clean

deps:
	@missing=""; \
	for p in $(DEBIAN_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
		echo "Installing$$missing"; \
		$(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq $$missing; \
	fi

build: deps
	swift build $(SWIFT_FLAGS)

run: build
	.build/debug/listo

test: build
	swift test $(SWIFT_FLAGS)

bench: deps
	swift build $(SWIFT_FLAGS) -c release --product listo
	swift build $(SWIFT_FLAGS) -c release --product listo-bench
	.build/release/listo-bench

listen: DEBIAN_PACKAGES += espeak-ng sox
listen: build
	sh listen/listen.sh .build/debug/listo

clean:
	rm -rf .build
