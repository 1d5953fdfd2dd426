# The README's two commands: `make run` and `make test`. Both install what is missing first.
JOBS ?= $(shell nproc)
BUILD ?= build
ASAN_BUILD ?= build-asan
WEB_BUILD ?= build-web

.PHONY: all deps configure build run test test-release test-asan web web-test bench format format-check clean

all: build

deps:
	@bash scripts/install-deps.sh

$(BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release -DRICOCHET_WERROR=ON

build: deps $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS)

# Opens the GUI; with no display, renders every lesson's figure to ./ricochet-tour/ instead.
run: build
	@bash scripts/run.sh $(BUILD)/ricochet

test-release: build
	cd $(BUILD) && $(CURDIR)/scripts/ctest-strict.sh --output-on-failure -j $(JOBS)

# The same suite once more under AddressSanitizer + UndefinedBehaviorSanitizer.
test-asan: deps
	cmake -S . -B $(ASAN_BUILD) -DCMAKE_BUILD_TYPE=Debug -DRICOCHET_SANITIZE=ON -DRICOCHET_WERROR=ON -DRICOCHET_BENCH=OFF
	cmake --build $(ASAN_BUILD) -j $(JOBS)
	cd $(ASAN_BUILD) && UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 $(CURDIR)/scripts/ctest-strict.sh --output-on-failure -j $(JOBS) -LE slow

# The browser build (docs/web.md): the same core/ and app/ for WebGL2, a static site in $(WEB_BUILD)/site/.
$(WEB_BUILD)/CMakeCache.txt: | deps
	emcmake cmake -S . -B $(WEB_BUILD) -DCMAKE_BUILD_TYPE=Release -DRICOCHET_WERROR=ON

web: deps $(WEB_BUILD)/CMakeCache.txt
	cmake --build $(WEB_BUILD) -j $(JOBS)

# Every lesson in headless Chromium, the page contract, #scene round trip, error pages, the bench.
web-test: web
	/usr/bin/python3 -IS web/test/web_test.py $(CURDIR) $(WEB_BUILD)/site $(WEB_BUILD)/web-test

test: format-check test-release test-asan web-test

bench: build
	$(BUILD)/core/ricochet_bench

format:
	find app core web -name '*.cpp' -o -name '*.h' | xargs clang-format -i

format-check: deps
	find app core web -name '*.cpp' -o -name '*.h' | xargs clang-format --dry-run --Werror

clean:
	rm -rf $(BUILD) $(ASAN_BUILD) $(WEB_BUILD)
