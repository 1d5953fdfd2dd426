#!/usr/bin/env bash
# Unknown fields from the command line (issue 26): a scene or deck with a field its reader does not know is
# refused with one line naming it and the nearest known field, exit 1 — `explain`, `export` and `present`
# alike; `ricochet fields` writes docs/scene-fields.md as it stands.
# Usage: fields_cli_test.sh path/to/ricochet path/to/docs/scene-fields.md
set -uo pipefail
exe="$1"
page="$2"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
fails=0
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }

expect1() {  # expect1 TEXT CMD...: exit 1 and one line on stderr holding TEXT
  local text="$1"; shift
  "$@" >"$dir/out" 2>"$dir/err"
  local got=$?
  [ "$got" -eq 1 ] || fail "exit $got (want 1): $* :: $(cat "$dir/err")"
  [ "$(wc -l <"$dir/err")" -eq 1 ] || fail "want one line on stderr: $* :: $(cat "$dir/err")"
  grep -qF -e "$text" "$dir/err" || fail "stderr lacks '$text': $(cat "$dir/err")"
}

echo '{"lesson": "ray-circle", "bs": [0, 0], "be": [10, 0], "c": [7, -1.2], "r": 1.5, "r_s": 0.5}' >"$dir/pinball.json"
expect1 "r_s: unknown field (did you mean rs?)" "$exe" explain "$dir/pinball.json"
expect1 "r_s: unknown field (did you mean rs?)" "$exe" explain --json "$dir/pinball.json"
expect1 "r_s: unknown field (did you mean rs?)" "$exe" export "$dir/pinball.json" --out "$dir/x.png"
echo '{"lesson": "sandbox", "balls": [{"p": [0, 0], "r": 0.5, "radius": 1}]}' >"$dir/table.json"
expect1 "radius: unknown field" "$exe" explain "$dir/table.json"
echo '{"title": "talk", "slides": [{"title": "one", "lesson": "ray-circle", "notse": "x"}]}' >"$dir/deck.json"
expect1 "notse: unknown field (did you mean notes?)" "$exe" export "$dir/deck.json" --out "$dir/h.pdf"

"$exe" fields >"$dir/fields.md" || fail "ricochet fields exits $?"
cmp -s "$dir/fields.md" "$page" || fail "docs/scene-fields.md is not what 'ricochet fields' writes: $(diff "$dir/fields.md" "$page" | head -5)"

[ "$fails" -eq 0 ] && echo "fields cli: all checks passed"
exit $((fails > 0))
