# The README's two commands: `make run` and `make test`. Both install what is missing first.
JOBS ?= $(shell nproc)
BUILD ?= build
SAN_BUILD ?= build-san
FUZZ_SECONDS ?= 300
FUZZ_SMOKE_SECONDS ?= 12
FUZZ_SEED ?= 1
WEB_BUILD ?= build-web

.PHONY: all deps configure build run check test test-release test-asan web web-test bench format format-check clean
.PHONY: fuzz-build fuzz test-fuzz monkey

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

# The inner loop: the core and app unit tests (GoogleTest, label unit) of the Release build, about a minute.
check: deps $(BUILD)/CMakeCache.txt
	cmake --build $(BUILD) -j $(JOBS) --target ricochet_core_tests ricochet_app_tests
	cd $(BUILD) && $(CURDIR)/scripts/ctest-strict.sh --output-on-failure -j $(JOBS) -L unit

# All but the timings (label timing: app/tests/scale.cmake), which measure the machine as much as the code.
test-release: build
	cd $(BUILD) && $(CURDIR)/scripts/ctest-strict.sh --output-on-failure -j $(JOBS) -LE timing

# The sanitizer build: clang-14 under AddressSanitizer + UndefinedBehaviorSanitizer, -O1 with line tables only
# (quick to build, fast to run, stack traces with lines), with libFuzzer's coverage. One build directory holds
# both the whole test suite (test-asan) and the libFuzzer harnesses (app/fuzz/: fuzz, test-fuzz).
$(SAN_BUILD)/CMakeCache.txt: | deps
	cmake -S . -B $(SAN_BUILD) -DCMAKE_C_COMPILER=clang-14 -DCMAKE_CXX_COMPILER=clang++-14 \
	  -DCMAKE_BUILD_TYPE=Debug -DCMAKE_C_FLAGS_DEBUG="-O1 -gline-tables-only" \
	  -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only" -DRICOCHET_FUZZ=ON -DRICOCHET_SANITIZE=ON \
	  -DRICOCHET_WERROR=ON -DRICOCHET_BENCH=OFF

# The same suite once more under ASan + UBSan (the harnesses' fuzz runs are test-fuzz's), but for the tests
# labelled release-only: the command-line scripts (export, movies, worksheets, practice, the presenter, the
# hostile files), the layout comparisons and the frame benches, whose code the unit tests, the monkey and the
# fuzzers already run under the sanitizers, and the check of the test tools.
test-asan: deps $(SAN_BUILD)/CMakeCache.txt
	cmake --build $(SAN_BUILD) -j $(JOBS)
	cd $(SAN_BUILD) && UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 $(CURDIR)/scripts/ctest-strict.sh --output-on-failure -j $(JOBS) -LE 'slow|fuzz|release-only|timing'

fuzz-build: deps $(SAN_BUILD)/CMakeCache.txt
	cmake --build $(SAN_BUILD) -j $(JOBS) --target fuzzers

# A campaign: every harness for FUZZ_SECONDS (default 5 min each), figures printed per harness.
fuzz: fuzz-build
	cd $(SAN_BUILD) && FUZZ_SECONDS=$(FUZZ_SECONDS) $(CURDIR)/scripts/ctest-strict.sh -L fuzz --output-on-failure \
	  --timeout $$(($(FUZZ_SECONDS) + 300)) -j $(JOBS)

# The smoke `make test` runs: every harness for FUZZ_SMOKE_SECONDS, with libFuzzer's seed fixed (FUZZ_SEED,
# default 1) so that a run from a fresh clone makes the same mutations every time; `FUZZ_SEED=3 make test-fuzz`
# tries another. (`make fuzz`, a campaign, passes no seed unless FUZZ_SEED is set in the environment.)
test-fuzz: fuzz-build
	cd $(SAN_BUILD) && FUZZ_SEED=$(FUZZ_SEED) FUZZ_SECONDS=$(FUZZ_SMOKE_SECONDS) $(CURDIR)/scripts/ctest-strict.sh -L fuzz -V \
	  --timeout $$(($(FUZZ_SMOKE_SECONDS) + 300)) -j $(JOBS)

# The GUI monkey, long, under ASan (app/tests/monkey_test.cpp): MONKEY_FRAMES per seed, seeds 1–4.
MONKEY_FRAMES ?= 100000
monkey: deps $(SAN_BUILD)/CMakeCache.txt
	cmake --build $(SAN_BUILD) -j $(JOBS) --target ricochet_app_tests
	ASAN_OPTIONS=detect_leaks=0 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 RICOCHET_MONKEY_FRAMES=$(MONKEY_FRAMES) \
	  $(SAN_BUILD)/app/tests/ricochet_app_tests --gtest_filter='GuiMonkey.*'

# The browser build (docs/web.md): the same core/ and app/ for WebGL2, a static site in $(WEB_BUILD)/site/.
$(WEB_BUILD)/CMakeCache.txt: | deps
	emcmake cmake -S . -B $(WEB_BUILD) -DCMAKE_BUILD_TYPE=Release -DRICOCHET_WERROR=ON

web: deps $(WEB_BUILD)/CMakeCache.txt
	cmake --build $(WEB_BUILD) -j $(JOBS)

# Every lesson in headless Chromium, the page contract, #scene round trip, error pages, the bench
# (web/test/web_test.mjs); then accessibility (web/test/access_test.mjs: keyboard only, the live region, MathML,
# axe-core, the phone layout). Both through Playwright on Debian's chromium, from web/test/package-lock.json
# (installed by scripts/install-deps.sh), with their independent parts in concurrent pages (WEB_TEST_JOBS).
web-test: web
	node web/test/web_test.mjs $(CURDIR) $(WEB_BUILD)/site $(WEB_BUILD)/web-test
	node web/test/access_test.mjs $(CURDIR) $(WEB_BUILD)/site $(WEB_BUILD)/web-test

# The phases one after another: each is CPU-bound on a 2-core machine (the browser tests too: Chromium draws
# through SwiftShader), so running two at once only makes each slower (docs/reliability.md). But for one
# pair: the fuzz smoke runs each harness for a fixed time whatever else runs, so the browser build beside it
# costs no wall time of its own (the harnesses make fewer executions meanwhile).
test: format-check test-release test-asan
	$(MAKE) --no-print-directory -j2 test-fuzz web
	$(MAKE) --no-print-directory web-test

bench: build
	$(BUILD)/core/ricochet_bench

format:
	find app core web -name '*.cpp' -o -name '*.h' | xargs clang-format -i

format-check: deps
	find app core web -name '*.cpp' -o -name '*.h' | xargs clang-format --dry-run --Werror

clean:
	rm -rf $(BUILD) $(SAN_BUILD) $(WEB_BUILD)
