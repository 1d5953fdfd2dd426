#!/usr/bin/python3 -IS
"""Fails loudly when a test script calls a program that no package of scripts/install-deps.sh provides.

A tool that happens to be on the developer's machine (ImageMagick's `convert`, `file`, a copy in
/usr/local/bin) passes there and fails on a newcomer's fresh Debian 12. This reads every test script and
test registration (shell scripts, the *.cmake files that register ctests, .ci/run, the Makefile), finds
each external command it runs, resolves it with `dpkg -S` and requires the owning package to be one that
`scripts/install-deps.sh` installs, one of their dependencies, or part of every Debian system
(Essential: yes / Priority: required).

Usage: check-test-tools.py SOURCE_DIR        check the project (a ctest runs this)
       check-test-tools.py --self-test       prove the scanner catches an unpackaged command
"""

import os
import re
import shutil
import subprocess
import sys
import tempfile

# Words the shell runs itself, and shell keywords: never external programs.
BUILTINS = set("""
. : [ [[ ]] alias bg break builtin case cd command compgen complete continue declare dirs disown do done
echo elif else enable esac eval exec exit export false fc fg fi for function getopts hash help history if
in jobs kill let local logout mapfile popd printf pushd pwd read readarray readonly return select set shift
shopt source suspend test then time times trap true type typeset ulimit umask unalias unset until wait while
{ } ! -- -c
""".split())
# Prefixes that run the next word as the command.
# Shell keywords after which the next word is a command count as wrappers too.
WRAPPERS = {"exec", "env", "timeout", "sudo", "nice", "nohup", "xargs", "command", "time", "!", "if", "then",
            "do", "else", "elif", "while", "until", "{"}
NAME = re.compile(r"^[A-Za-z0-9_][A-Za-z0-9_.+-]*$")


def shell_commands(text):
    """(line, word) for the first word of every simple command in a shell text."""
    out = []
    functions = set(re.findall(r"^\s*(?:function\s+)?([A-Za-z_][A-Za-z0-9_-]*)\s*\(\)", text, re.M))
    line = 1
    i, n = 0, len(text)
    at_start = True  # the next word is in command position
    quote = None  # None, "'" or '"'
    stack = []  # quote states saved by $( … )
    word = ""
    wrapper_pending = False
    skip_next = False  # the argument of a wrapper's option (env -u NAME, timeout -k 5)

    def end_word():
        nonlocal word, at_start, wrapper_pending, skip_next
        w = word
        word = ""
        if not w:
            return
        if at_start or wrapper_pending:
            if re.match(r"^[A-Za-z_][A-Za-z0-9_]*=", w):
                return  # VAR=value before a command: still in command position
            if skip_next:
                skip_next = False
                return
            if wrapper_pending and w.startswith("-"):
                skip_next = w in ("-u", "--unset", "-C", "--chdir", "-k", "--kill-after", "-s", "--signal")
                return  # an option of the wrapper
            if wrapper_pending and re.match(r"^[0-9.]+[smhd]?$", w):
                return  # timeout's duration
            at_start = False
            wrapper_pending = w in WRAPPERS
            if w in BUILTINS or w in functions or w in WRAPPERS:
                return
            if w.startswith("$") or w.startswith("/") or w.startswith("./") or "$" in w:
                return  # a variable (the program under test, a found tool) or an explicit path
            if NAME.match(w):
                out.append((line, w))

    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
        if quote == "'":
            if c == "'":
                quote = None
            else:
                word += c
            i += 1
            continue
        if c == "\\" and i + 1 < n:
            if text[i + 1] == "\n":
                line += 1
            word += text[i + 1]
            i += 2
            continue
        if quote == '"':
            if c == '"':
                quote = None
                i += 1
                continue
            if text.startswith("$(", i) and not text.startswith("$((", i):
                stack.append((quote, word, at_start, wrapper_pending))
                quote, word, at_start, wrapper_pending = None, "", True, False
                i += 2
                continue
            word += c
            i += 1
            continue
        # unquoted
        if c == "#" and not word:
            while i < n and text[i] != "\n":
                i += 1
            continue
        if c in "'\"":
            quote = c
            word += "_"  # a quoted word is still a word ("" as a command is not one we can check)
            i += 1
            continue
        if text.startswith("$((", i):
            depth = 0
            while i < n:  # arithmetic: skip to its closing ))
                if text[i] == "(":
                    depth += 1
                elif text[i] == ")":
                    depth -= 1
                    if depth == 0:
                        break
                i += 1
            word += "0"
            i += 1
            continue
        if text.startswith("$(", i):
            end_word()
            stack.append((None, "", False, False))
            at_start, wrapper_pending = True, False
            i += 2
            continue
        if c == ")" and stack:
            end_word()
            quote, word, at_start, wrapper_pending = stack.pop()
            i += 1
            continue
        if c in " \t":
            end_word()
            i += 1
            continue
        if c == "(" and word.endswith("="):
            depth = 0  # an array assignment NAME=( … ): values, not commands
            while i < n:
                if text[i] == "\n":
                    line += 1
                depth += {"(": 1, ")": -1}.get(text[i], 0)
                i += 1
                if depth == 0:
                    break
            word = ""
            continue
        if c in "\n;&|(){}`":
            end_word()
            at_start, wrapper_pending = True, False
            i += 1
            continue
        if c in "<>":
            if word.isdigit():
                word = ""  # a file descriptor: 2>&1
            end_word()
            # skip the redirection target
            i += 1
            while i < n and text[i] in "<>&0123456789":
                i += 1
            while i < n and text[i] in " \t":
                i += 1
            while i < n and text[i] not in " \t\n;&|)":
                if text[i] in "'\"":
                    q = text[i]
                    i += 1
                    while i < n and text[i] != q:
                        i += 1
                i += 1
            continue
        word += c
        i += 1
    end_word()
    return out


def cmake_string_at(text, i):
    """The cmake quoted argument starting at text[i] == '"': (unescaped content, index after it)."""
    j, out = i + 1, []
    while j < len(text) and text[j] != '"':
        if text[j] == "\\" and j + 1 < len(text):
            out.append(text[j + 1])
            j += 2
            continue
        out.append(text[j])
        j += 1
    return "".join(out), j + 1


def cmake_commands(text, targets):
    """(line, word) for each program a cmake file runs: COMMAND words and `sh -c "…"` scripts."""
    out = []
    text_nc = re.sub(r"#[^\n]*", lambda m: " " * len(m.group(0)), text)  # comments (cmake has no # in args here)
    for m in re.finditer(r"\bCOMMAND\s+", text_nc):
        i = m.end()
        line = text_nc.count("\n", 0, i) + 1
        tok = re.match(r"[^\s)]+", text_nc[i:])
        if not tok:
            continue
        word = tok.group(0)
        if word in ("sh", "bash"):
            rest = text_nc[i + len(word):]
            m2 = re.match(r"\s+-c\s+", rest)
            if m2 and rest[m2.end()] == '"':
                start = i + len(word) + m2.end()
                script, _ = cmake_string_at(text_nc, start)
                script = re.sub(r"\$\{[A-Za-z0-9_]+\}", "$CMAKEVAR", script)
                script = re.sub(r"\$<[^>]*>", "$TARGET", script)
                out += [(line + l - 1, w) for l, w in shell_commands(script)]
            continue
        if word.startswith("$") or word.startswith("/") or word in targets:
            continue
        if NAME.match(word):
            out.append((line, word))
    return out


def makefile_commands(text):
    """(line, word) for the commands of the Makefile's recipes (tab-indented lines)."""
    out = []
    for k, l in enumerate(text.splitlines(), 1):
        if l.startswith("\t"):
            body = re.sub(r"\$\([A-Za-z_]+\)", "$MAKEVAR", l.lstrip("\t@-"))
            out += [(k, w) for _, w in shell_commands(body)]
    return out


def deps_packages(src):
    text = open(os.path.join(src, "scripts", "install-deps.sh")).read()
    m = re.search(r"PACKAGES=\((.*?)\)", text, re.S)
    if not m:
        sys.exit("check-test-tools: no PACKAGES=( … ) list in scripts/install-deps.sh")
    return set(re.sub(r"#[^\n]*", "", m.group(1)).split())


def installed(fields):
    q = subprocess.run(["dpkg-query", "-W", "-f", "${Package}\t" + fields + "\n"], capture_output=True,
                       text=True, check=True)
    return [l.split("\t") for l in q.stdout.splitlines()]


def allowed_packages(wanted):
    """install-deps.sh's packages, everything they depend on, and what every Debian system has."""
    deps = {}
    for pkg, d, pre, essential, prio in installed("${Depends}\t${Pre-Depends}\t${Essential}\t${Priority}"):
        deps[pkg] = [a.strip().split()[0].split(":")[0] for a in re.split(r"[,|]", d + "," + pre) if a.strip()]
        if essential == "yes" or prio == "required":
            wanted.add(pkg)
    # Virtual packages: who provides them.
    provides = {}
    for pkg, prov in installed("${Provides}"):
        for v in prov.split(","):
            if v.strip():
                provides.setdefault(v.strip().split()[0], []).append(pkg)
    seen, todo = set(), list(wanted)
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        todo += deps.get(p, []) + provides.get(p, [])
    return seen


def owner(path):
    """The Debian package that owns `path` (trying /usr-merged twins and the resolved link), or None."""
    candidates = [path, os.path.realpath(path)]
    for c in list(candidates):
        if c.startswith("/usr/"):
            candidates.append(c[4:])
        elif c.startswith(("/bin/", "/sbin/")):
            candidates.append("/usr" + c)
    for c in candidates:
        q = subprocess.run(["dpkg-query", "-S", c], capture_output=True, text=True)
        # "diversion by dash from: /bin/sh" lines name a diversion, not the owner ("dash: /bin/sh").
        owners = [l for l in q.stdout.splitlines() if l.strip() and not l.startswith("diversion by ")]
        if q.returncode == 0 and owners:
            return owners[0].split(":")[0].split(",")[0].strip()
    return None


def scan(src):
    files = []
    for root in ("app", "core", "scripts", ".ci", "web"):
        for d, _, names in os.walk(os.path.join(src, root)):
            for f in names:
                p = os.path.join(d, f)
                is_test_dir = os.sep + "tests" in p or root in ("scripts", ".ci")
                if f.endswith(".sh") or (root == ".ci") or (f.endswith(".cmake") and is_test_dir) \
                        or (f == "CMakeLists.txt" and is_test_dir):
                    files.append(p)
    files.append(os.path.join(src, "Makefile"))
    targets = set()
    for d, _, names in os.walk(src):
        if "/build" in d or "/.git" in d:
            continue
        for f in names:
            if f == "CMakeLists.txt" or f.endswith(".cmake"):
                targets |= set(re.findall(r"add_executable\(\s*([A-Za-z0-9_]+)", open(os.path.join(d, f)).read()))
    uses = {}
    for p in sorted(set(files)):
        if not os.path.exists(p):
            continue
        text = open(p, errors="replace").read()
        rel = os.path.relpath(p, src)
        if p.endswith("Makefile"):
            found = makefile_commands(text)
        elif p.endswith((".cmake", "CMakeLists.txt")):
            found = cmake_commands(text, targets)
        else:
            found = shell_commands(text)
        for line, w in found:
            if w in targets:
                continue
            uses.setdefault(w, []).append(f"{rel}:{line}")
    return uses


def check(src):
    uses = scan(src)
    allowed = allowed_packages(deps_packages(src))
    problems = []
    for cmd in sorted(uses):
        where = ", ".join(uses[cmd][:3]) + (" …" if len(uses[cmd]) > 3 else "")
        path = shutil.which(cmd)
        if not path:
            problems.append(f"'{cmd}' ({where}) is not installed, and no package in scripts/install-deps.sh "
                            "provides it")
            continue
        pkg = owner(path)
        if pkg is None:
            problems.append(f"'{cmd}' ({where}) is {path}, which no Debian package provides (installed by hand?)")
        elif pkg not in allowed:
            problems.append(f"'{cmd}' ({where}) comes from package {pkg}, which scripts/install-deps.sh does not "
                            "install: add it there")
    for p in problems:
        print("check-test-tools: FAIL: " + p, file=sys.stderr)
    if problems:
        return 1
    print(f"check-test-tools: {len(uses)} commands used by the tests, each from a package the deps script "
          "installs: " + " ".join(sorted(uses)))
    return 0


def self_test():
    """The scanner must catch the commands that broke a fresh machine, and not flag ordinary shell."""
    script = """#!/usr/bin/env bash
set -euo pipefail
fail() { echo "FAIL: $* (apt install xvfb)" >&2; }
# convert in a comment is not a call
x=$(grep -c foo "$1" | wc -l)
[ "$(convert "$dir/t.png" -format '%[opaque]' info:)" = "false" ] || fail "t.png"
file "$dir/a.png" | grep -q RGB && echo ok
if ! timeout 5 ricochet-no-such-tool --x; then fail "nope"; fi
env -u DISPLAY sort < in > out
"""
    got = {w for _, w in shell_commands(script)}
    want = {"grep", "wc", "convert", "file", "ricochet-no-such-tool", "sort"}
    cm = 'add_test(NAME a COMMAND sh -c "printf \'x\' | \\"$0\\" explain - && pdfinfo \\"${X}\\"" $<TARGET_FILE:r>)\n' \
         'add_test(NAME b COMMAND xmllint --noout a.svg)\n'
    got_cm = {w for _, w in cmake_commands(cm, set())}
    want_cm = {"printf", "pdfinfo", "xmllint"} - BUILTINS
    ok = got == want and got_cm == want_cm
    if not ok:
        print(f"check-test-tools self-test: shell {sorted(got)} (want {sorted(want)}); "
              f"cmake {sorted(got_cm)} (want {sorted(want_cm)})", file=sys.stderr)
        return 1
    # And the verdict: a project whose test calls a command outside every package fails.
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(os.path.join(d, "scripts"))
        os.makedirs(os.path.join(d, "app", "tests"))
        open(os.path.join(d, "scripts", "install-deps.sh"), "w").write("PACKAGES=(\n  coreutils\n)\n")
        open(os.path.join(d, "Makefile"), "w").write("test:\n\tls\n")
        open(os.path.join(d, "app", "tests", "t.sh"), "w").write("ricochet-no-such-tool a b\n")
        with open(os.devnull, "w") as null:
            saved, sys.stderr = sys.stderr, null
            try:
                rc = check(d)
            finally:
                sys.stderr = saved
        if rc == 0:
            print("check-test-tools self-test: a missing command was not reported", file=sys.stderr)
            return 1
    print("check-test-tools self-test: ok")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(check(sys.argv[1]))
