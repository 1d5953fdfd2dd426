#!/usr/bin/env bash
# Issue 29: what a file system can hand Ricochet — a symlink loop, a FIFO with no writer, /dev/zero, a
# folder, a socket, a sparse 2 GB file, a 300-character name — and files whose content is hostile — keys with
# an escape sequence or a newline, trailing garbage, counts past the domain's, a 50 MB title, null where a
# number belongs. Every command that reads a file is run on each: exit 1 or 2, one line on stderr without a
# control character, under 10 s and under 300 MB of memory (/usr/bin/time). Prints each run's time and peak
# memory (docs/reliability.md quotes them).
# Usage: hostile_test.sh path/to/ricochet
set -uo pipefail
exe="$(realpath "$1")"
display="${DISPLAY:-}"  # for the settings part at the end
unset DISPLAY WAYLAND_DISPLAY  # nothing else here may open a window: every file is refused before it would
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
cd "$dir" || exit 1
fails=0 runs=0 worst_kb=0 worst_s=0
seconds=10
[ -n "${RICOCHET_NO_LIMITS:-}" ] && seconds=60
fail() { echo "FAIL: $*" >&2; fails=$((fails + 1)); }
export LC_ALL=C

# run NAME TEXT CMD...: CMD exits 1 or 2 within 10 s, using under 300 MB, with one printable line on stderr
# that contains TEXT.
run() {
  local name="$1" text="$2"; shift 2
  local t0 t1 rc kb s
  t0=$(date +%s%N)
  /usr/bin/time -f %M -o mem timeout "$seconds" "$@" </dev/null >out 2>err
  rc=$?
  t1=$(date +%s%N)
  kb=$(tail -n 1 mem)
  s=$(((t1 - t0) / 1000000))
  runs=$((runs + 1))
  [ "$kb" -gt "$worst_kb" ] && worst_kb=$kb
  [ "$s" -gt "$worst_s" ] && worst_s=$s
  printf '%-34s %6d ms %7d kB  exit %d  %s\n' "$name" "$s" "$kb" "$rc" "${*:1:2}"
  [ "$rc" -eq 1 ] || [ "$rc" -eq 2 ] || fail "$name: exit $rc (want 1 or 2): $* :: $(head -c 300 err)"
  if [ -z "${RICOCHET_NO_LIMITS:-}" ]; then  # (the sanitizer build's shadow memory is not the program's)
    [ "$kb" -lt 300000 ] || fail "$name: $kb kB (want < 300 MB): $*"
    [ "$s" -lt 10000 ] || fail "$name: $s ms (want < 10 s): $*"
  fi
  [ "$(wc -l <err)" -eq 1 ] || fail "$name: want one line on stderr: $* :: $(head -c 300 err | od -c | head -5)"
  # No C0 control character but the final newline, no DEL, no C1 control (UTF-8 C2 80..9F).
  if head -c -1 err | grep -q '[[:cntrl:]]' || grep -qP '\xC2[\x80-\x9F]' err; then
    fail "$name: a control character on stderr: $* :: $(od -c err | head -5)"
  fi
  [ "$(wc -c <err)" -lt 1000 ] || fail "$name: a line of $(wc -c <err) bytes: $*"
  grep -qF -- "$text" err || fail "$name: want '$text' on stderr: $* :: $(head -c 300 err)"
}

# every NAME FILE TEXT: each command that reads a scene or a deck, on FILE (refused as it is read).
every() {
  local name="$1" file="$2" text="$3"
  run "$name: explain" "$text" "$exe" explain "$file"
  run "$name: simulate" "$text" "$exe" simulate "$file" --steps 1
  run "$name: export" "$text" "$exe" export "$file" --out out.png --size 64x64
  run "$name: present" "$text" "$exe" present "$file" --screenshot shot.png --size 640x360
  run "$name: window" "$text" "$exe" "$file" --screenshot shot.png --size 640x360
}
# every_deck NAME FILE TEXT: each command that reads a deck (read whole, then refused by the deck's reader).
every_deck() {
  local name="$1" file="$2" text="$3"
  run "$name: present" "$text" "$exe" present "$file" --screenshot shot.png --size 640x360
  run "$name: window" "$text" "$exe" "$file" --screenshot shot.png --size 640x360
  run "$name: export handout" "$text" "$exe" export "$file" --out out.pdf
  run "$name: export to a folder" "$text" "$exe" export "$file" --out pages/
  run "$name: export a slide" "$text" "$exe" export "$file" --slide 1 --out out.png --size 64x64
}

# What the file system hands it.
ln -s loop-b loop-a && ln -s loop-a loop-b
every "symlink loop" loop-a "loop-a: cannot open it: Too many levels of symbolic links"
mkfifo fifo
every "FIFO, no writer" fifo "fifo: is a FIFO (named pipe), not a regular file"
every "/dev/zero" /dev/zero "/dev/zero: is a character device, not a regular file"
mkdir folder.json
every "folder" folder.json "folder.json: is a folder, not a regular file"
if perl -MSocket -e 'socket(my $s, PF_UNIX, SOCK_STREAM, 0) && bind($s, pack_sockaddr_un($ARGV[0])) or exit 1' \
  sock 2>/dev/null; then
  every "socket" sock "sock: is a socket, not a regular file"
fi
truncate -s 2G sparse.json
every "sparse 2 GB" sparse.json "sparse.json: is 2048 MiB, more than the 64 MiB"
long="$(printf 'n%.0s' $(seq 300)).json"
every "300-character name" "$long" "cannot open it: File name too long"
run "stdin /dev/zero: explain" "<stdin>: has more than the 64 MiB Ricochet reads in such a file" \
  bash -c '"$0" explain - </dev/zero' "$exe"
run "stdin /dev/zero: simulate" "<stdin>: has more than the 64 MiB" bash -c '"$0" simulate - --steps 1 </dev/zero' "$exe"
run "stdin /dev/zero: export" "<stdin>: has more than the 64 MiB" bash -c '"$0" export - --out out.png </dev/zero' "$exe"

# What a file holds. Keys with an escape sequence and a newline (JSON escapes, decoded by the parser).
printf '{"title":"t","slides":[{"title":"x","lesson":"edge-normal","\\u001b[31mRED\\u001b[0m\\u001b[2J":1}]}' \
  >esc-deck.json
every_deck "deck key with ESC" esc-deck.json 'slide 1: \u001B[31mRED\u001B[0m\u001B[2J: unknown field'
printf '{"title":"t","slides":[{"title":"x","lesson":"edge-normal","a\\nb\\u0085c\\u202ed":1}]}' >nl-deck.json
every_deck "deck key with newline, C1, RLO" nl-deck.json 'slide 1: a\nb\u0085c\u202Ed: unknown field'
printf '{"lesson":"no\\u001b]0;title\\u0007such","p":[0,0]}' >esc-lesson.json
every "lesson id with OSC" esc-lesson.json 'no\u001B]0;title\u0007such'
printf '{"lesson":"edge-normal","p0":[0,0],"p1":[4,0],"p":[2,1]}' >good.json
run "--reveal with ESC and newline" "no step 'n\u001B[2Jx\ny'" "$exe" present good.json \
  --reveal "$(printf 'n\033[2Jx\ny')"
run "--case with newline" "--case 'a\nb'" "$exe" worksheet --lesson ray-circle --count 1 --seed 1 --out w.pdf \
  --case "$(printf 'a\nb')"
# Trailing content after the document.
{ cat good.json; printf ' garbage'; } >trailing.json
every "scene + garbage" trailing.json "trailing.json: more after the end of the JSON document, at line 1, column"
printf '{"title":"t","slides":[{"title":"x","lesson":"edge-normal"}]} garbage' >trailing-deck.json
every "deck + garbage" trailing-deck.json "trailing-deck.json: more after the end of the JSON document"
# Counts past the domain's, refused while the text is read: no tree of 2,000,001 balls is built.
{ printf '{"lesson":"sandbox","balls":['; yes '{"p":[0,0],"r":1},' | head -n 2000001 | tr -d '\n'
  printf '{"p":[0,0],"r":1}]}'; } >balls.json
every "2,000,001 balls" balls.json "balls.json: balls: has more than 2000000 elements, at most 2000000"
{ printf '{"title":"t","slides":['; yes '{"title":"s","lesson":"edge-normal"},' | head -n 1000 | tr -d '\n'
  printf '{"title":"s","lesson":"edge-normal"}]}'; } >slides.json
every "1,001 slides" slides.json "slides.json: slides: has more than 1000 elements, at most 1000"
{ printf '{"title":"'; head -c 52428800 /dev/zero | tr '\0' a; printf '","slides":[]}'; } >title.json
every "50 MB title" title.json "title.json: title: is a text of 52428800 bytes, at most 65536"
{ printf '{"lesson":"edge-normal","p0":[0,0],"p1":[4,0],"p":[2,1],"junk":['; yes 0, | head -n 100000 | tr -d '\n'
  printf '0]}'; } >junk.json
every "a list of 100,001 numbers" junk.json "junk.json: junk: has more than 10000 elements"
# Values that were taken as absent or as valid.
printf '{"title":"t","slides":[{"title":"x","lesson":"point-segment","t":null}]}' >t-null.json
every_deck '"t": null in a slide' t-null.json "t-null.json: slide 1: t: expected a number, got null"
printf '{"lesson":"ray-circle","bs":[0,0],"be":[8,1],"c":[-4,0.5],"r":2,"rs":null}' >rs-null.json
run '"rs": null: explain' "rs-null.json: rs: expected a number, got null" "$exe" explain rs-null.json
run '"rs": null: export' "rs-null.json: rs: expected a number, got null" "$exe" export rs-null.json --out out.png
printf '{"lesson":"sandbox","balls":[{"p":[0,0],"r":1,"kinematic":true,"m":5}]}' >kinematic.json
run "kinematic ball with a mass" "kinematic.json: balls[0].m: a kinematic ball has no mass" \
  "$exe" simulate kinematic.json --steps 1
printf '{"lesson":"circle-circle","p0":[0,0],"p1":[8,0],"s0":[11,3],"s1":[7,0.5],"r":1,"R":1.5,"view":1e308}' \
  >view.json
run '"view": 1e308: explain' 'view.json: view: expected "world" or "relative", got number' "$exe" explain view.json
run '"view": 1e308: window' 'view.json: view: expected "world" or "relative", got number' "$exe" view.json \
  --screenshot shot.png
# What the command line asks for that cannot be made.
run "--screenshot x.jpg" "--screenshot 'x.jpg': the window saves a PNG" "$exe" --lesson ray-circle \
  --screenshot x.jpg
run "--screenshot x.jpg (present)" "the window saves a PNG" "$exe" present --lesson ray-circle --screenshot x.jpg
run "an MP4 larger than H.264 allows" "larger than FFmpeg's H.264 and GIF encoders take" "$exe" export --lesson ray-circle --size 16384x16384 --out x.mp4
[ ! -e out.png ] && [ ! -e out.mp4 ] && [ ! -e out.pdf ] && [ ! -e pages ] && [ ! -e shot.png ] && [ ! -e x.mp4 ] ||
  fail "a refused input left an output behind: $(ls)"
[ -z "$(find . -name '.*.??????')" ] || fail "a temp file was left: $(find . -name '.*.??????')"

# The settings file (~/.config/ricochet/imgui.ini) as a device, a FIFO, a loop, a huge file: the window opens
# all the same, with the defaults and one warning, and closes normally on SIGTERM.
if [ -n "$display" ]; then
  mkdir -p config/ricochet
  ini=config/ricochet/imgui.ini
  for kind in /dev/zero fifo loop huge; do
    rm -f "$ini"
    if [ "$kind" = /dev/zero ]; then
      ln -s /dev/zero "$ini"
    elif [ "$kind" = fifo ]; then
      mkfifo "$ini"
    elif [ "$kind" = loop ]; then
      ln -s imgui.ini "$ini"
    else
      truncate -s 2M "$ini"
    fi
    DISPLAY="$display" XDG_CONFIG_HOME="$PWD/config" "$exe" --lesson ray-circle --size 640x360 >out 2>err &
    pid=$!
    # Until the settings file has been refused (its warning is out), then half a second of the window.
    for _ in $(seq 50); do grep -q '^ricochet: settings ' err 2>/dev/null && break; sleep 0.1; done
    sleep 0.5
    kb=$(awk '/^VmHWM/ {print $2}' "/proc/$pid/status" 2>/dev/null || echo 0)
    kill -TERM "$pid" 2>/dev/null
    wait "$pid"
    rc=$?
    printf '%-34s %17d kB  exit %d\n' "settings $kind: window" "${kb:-0}" "$rc"
    [ "$rc" -eq 0 ] || fail "settings $kind: the window exited $rc :: $(head -c 300 err)"
    [ "$(grep -c '^ricochet: settings ' err)" -eq 1 ] || fail "settings $kind: want one warning :: $(head -c 300 err)"
    if head -c -1 err | grep -q '[[:cntrl:]]'; then fail "settings $kind: a control character on stderr"; fi
    [ "${kb:-0}" -lt 300000 ] || fail "settings $kind: $kb kB (want < 300 MB)"
  done
else
  echo "(no display: the window's settings files were not tried; ctest runs this under Xvfb)"
fi

echo "$runs runs; the slowest ${worst_s} ms, the most memory ${worst_kb} kB"
[ "$fails" -eq 0 ] || { echo "$fails failure(s)" >&2; exit 1; }
echo "every hostile input refused with one printable line"
