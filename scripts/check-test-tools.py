#!/usr/bin/python3 -IS
"""Fails loudly when a test script calls a program that no package of scripts/install-deps.sh provides.

A tool that happens to be on the developer's machine (ImageMagick's `convert`, `file`, a copy in
/usr/local/bin) passes there and fails on a newcomer's fresh Debian 12. This reads every test script and
test registration (shell scripts, the *.cmake files that register ctests, .ci/run, the Makefile), the C++
tests' std::system / popen commands and the Python tests' subprocess calls and shutil.which look-ups (e.g.
web/test/web_test.py's chromium), finds each external command they run, resolves it with `dpkg -S` and
requires the owning package to be one that `scripts/install-deps.sh` installs, one of their dependencies,
or part of every Debian system (Essential: yes / Priority: required).

Usage: check-test-tools.py SOURCE_DIR        check the project (a ctest runs this)
       check-test-tools.py --self-test       prove the scanner catches an unpackaged command
"""

import ast
import contextlib
import io
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


def cpp_strip_comments(text, blank_literals=False):
    """The C++ text with comments blanked (newlines kept); string and character literals kept, or with
    `blank_literals` their contents blanked too (where to look for calls: "system(" in a string is none)."""
    out, i, n = [], 0, len(text)

    def literal(body, opening, closing):
        out.append(opening + (re.sub(r"[^\n]", " ", body) if blank_literals else body) + closing)

    while i < n:
        m = re.compile(r'(?<![A-Za-z0-9_])(?:u8|u|U|L)?R"([^()\\ ]{0,16})\(').match(text, i)
        if m:  # a raw string: up to )delim"
            end = text.find(")" + m.group(1) + '"', m.end())
            end = n if end < 0 else end
            literal(text[m.end():end], text[i:m.end()], text[end:end + len(m.group(1)) + 2])
            i = end + len(m.group(1)) + 2
        elif text[i] == "'" and re.search(r"(?<![\w.'])\d[\w.']*$", text[max(0, i - 40):i]):
            out.append(text[i])  # a digit separator: 1'000'000
            i += 1
        elif text[i] in "\"'":
            j = i + 1
            while j < n and text[j] != text[i] and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            literal(text[i + 1:j], text[i], text[j:j + 1])
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            i = n if j < 0 else j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j]))
            i = j
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


CPP_ESCAPES = {"n": "\n", "t": "\t", "\\": "\\", '"': '"', "'": "'", "0": "\0", "a": "\a", "r": "\r"}


def cpp_shell_text(expr):
    """The shell command a C++ string expression builds: its literals joined, "$X" for each other part
    ("pdfinfo '" + path + "' | grep -q x" → "pdfinfo '$X' | grep -q x"; a variable in command position is
    skipped by shell_commands, as an explicit path is)."""
    out, i, n, other = [], 0, len(expr), ""

    def flush():
        nonlocal other
        # What only joins or converts literals is not a value: +, parentheses, std::string( … ), .c_str().
        rest = re.sub(r"(?:std::)?string(?:_view)?\s*[({]|\.(?:c_str|data)\s*\(\s*\)|[(){}+\s]", "", other)
        if rest:
            out.append("$X")
        other = ""

    while i < n:
        m = re.compile(r'(?:u8|u|U|L)?R"([^()\\ ]{0,16})\(').match(expr, i)
        if m:
            flush()
            end = expr.find(")" + m.group(1) + '"', m.end())
            end = n if end < 0 else end
            out.append(expr[m.end():end])
            i = end + len(m.group(1)) + 2
            continue
        if expr[i] == '"':
            flush()
            j = i + 1
            while j < n and expr[j] != '"':
                if expr[j] == "\\" and j + 1 < n:
                    out.append(CPP_ESCAPES.get(expr[j + 1], expr[j + 1]))
                    j += 2
                    continue
                out.append(expr[j])
                j += 1
            i = j + 1
            continue
        if expr[i] == "'":  # a character literal: a value
            j = expr.find("'", i + 2 if expr[i + 1:i + 2] == "\\" else i + 1)
            other += "c"
            i = (n if j < 0 else j) + 1
            continue
        other += expr[i]
        i += 1
    flush()
    return "".join(out)


def cpp_call_argument(text, i):
    """The first argument of the call whose "(" is at text[i], up to its top-level "," or ")"."""
    depth, j, n = 0, i, len(text)
    while j < n:
        c = text[j]
        if c in "\"'":
            k = j + 1
            while k < n and text[k] != c and text[k] != "\n":
                k += 2 if text[k] == "\\" else 1
            j = k + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
            if depth == 0:
                return text[i + 1:j]
        elif c == "," and depth == 1:
            return text[i + 1:j]
        j += 1
    return text[i + 1:]


CPP_RUNNERS = ("system", "popen")


def cpp_commands(text):
    """(line, word) for each program a C++ test runs: the commands given to std::system and popen, directly
    or through a helper of the file that passes its argument on (int Sh(const std::string& c) { return
    std::system(c.c_str()); }), and through a string variable the file sets from a literal expression."""
    code, mask = cpp_strip_comments(text), cpp_strip_comments(text, blank_literals=True)
    # Helpers: a function or a lambda whose body runs system/popen.
    runners = set(CPP_RUNNERS)
    heads = (r"\b([A-Za-z_]\w*)\s*\([^;{}()]*\)\s*(?:const\s*)?\{"  # a function: name(params) {
             r"|\b([A-Za-z_]\w*)\s*=\s*\[[^\]]*\]\s*\([^;{}()]*\)[^;{}]*\{")  # a lambda: name = [&](params) {
    for m in re.finditer(heads, mask):
        name = m.group(1) or m.group(2)
        if name in ("if", "for", "while", "switch", "catch", "return"):
            continue
        depth, j = 0, m.end() - 1
        while j < len(mask):
            depth += {"{": 1, "}": -1}.get(mask[j], 0)
            if depth == 0:
                break
            j += 1
        if re.search(r"(?<![\w.>])(?:std::|::)?(?:system|popen)\s*\(", mask[m.end():j]):
            runners.add(name)
    out = []
    call = re.compile(r"(?<![\w.>])(?:std::|::)?(" + "|".join(map(re.escape, sorted(runners))) + r")\s*\(")
    for m in call.finditer(mask):
        arg = cpp_call_argument(code, m.end() - 1).strip()
        var = re.fullmatch(r"([A-Za-z_]\w*)(?:\.c_str\(\))?", arg)
        if var:  # a variable: the expression the file last set it to before the call
            sets = [s for s in re.finditer(r"\b" + var.group(1) + r"\s*(?:=|\{|\()([^;]*);", code[:m.start()])]
            if sets:
                arg = sets[-1].group(1)
        line = code.count("\n", 0, m.start()) + 1
        out += [(line, w) for _, w in shell_commands(cpp_shell_text(arg))]
    return out


PY_RUNNERS = {"subprocess.run", "subprocess.Popen", "subprocess.call", "subprocess.check_call",
              "subprocess.check_output", "subprocess.getoutput", "subprocess.getstatusoutput", "os.system",
              "os.popen", "os.execvp", "os.execlp", "os.spawnlp", "os.spawnvp", "shutil.which"}


def python_commands(text):
    """(line, word) for each program a Python test runs or looks up: subprocess / os.system commands (a list's
    first word, or a shell string's commands) and shutil.which("name"), with f-string parts as "$X"."""
    try:
        tree = ast.parse(text)
    except SyntaxError as e:
        sys.exit(f"check-test-tools: cannot parse a Python test: {e}")

    def dotted(f):
        if isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name):
            return f.value.id + "." + f.attr
        return f.id if isinstance(f, ast.Name) else None

    def shell_text(node):
        if isinstance(node, ast.Constant) and isinstance(node.value, str):
            return node.value
        if isinstance(node, ast.JoinedStr):
            return "".join(v.value if isinstance(v, ast.Constant) else "$X" for v in node.values)
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return shell_text(node.left) + shell_text(node.right)
        return "$X"

    out = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args or dotted(node.func) not in PY_RUNNERS:
            continue
        name, first = dotted(node.func), node.args[0]
        if name.startswith(("os.exec", "os.spawn")) and name.endswith("p") and len(node.args) > 1:
            first = node.args[1 if name.startswith("os.spawn") else 0]
        shell = name in ("os.system", "os.popen", "subprocess.getoutput", "subprocess.getstatusoutput") or any(
            k.arg == "shell" and isinstance(k.value, ast.Constant) and k.value.value for k in node.keywords)
        if isinstance(first, (ast.List, ast.Tuple)) and first.elts:
            first = first.elts[0]
        if shell:
            out += [(node.lineno + l - 1, w) for l, w in shell_commands(shell_text(first))]
        elif isinstance(first, ast.Constant) and isinstance(first.value, str):
            w = first.value
            if NAME.match(w):
                out.append((node.lineno, w))
    return sorted(out)


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
                # C++ and Python tests: under a tests/, test/ or fuzz/ folder, or named *_test.*.
                is_test_code = re.search(r"/(tests?|fuzz)/", p) or re.search(r"_test\.[a-z]+$", f)
                if f.endswith(".sh") or (root == ".ci") or (f.endswith(".cmake") and is_test_dir) \
                        or (f == "CMakeLists.txt" and is_test_dir) \
                        or (f.endswith((".cpp", ".cc", ".h", ".hpp")) and is_test_code) \
                        or (f.endswith(".py") and (is_test_code or root == "scripts")):
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
        elif p.endswith((".cpp", ".cc", ".h", ".hpp")):
            found = cpp_commands(text)
        elif p.endswith(".py"):
            found = python_commands(text)
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
    # C++ tests: std::system and popen, directly, through a helper or a lambda of the file, or a variable.
    cpp = r"""// std::system("convert a b") in a comment is not a call
/* popen("identify x", "r") */
int Sh(const std::string& c) { return std::system((c + " >/dev/null 2>&1").c_str()); }
TEST(A, B) {
  const char* s = "std::system(\"notacall\")";  // in a string: not a call
  char q = '"';
  EXPECT_EQ(Sh("command -v pdfinfo && pdfinfo '" + path + "' | grep -q '^Pages: *1$'"), 0);
  FILE* f = popen(R"(xmllint --noout "a.svg")", "r");
  const std::string cmd = "ricochet-no-such-tool -n " + std::to_string(1'000);
  EXPECT_EQ(std::system(cmd.c_str()), 0);
  auto run = [&](const std::string& c) { return ::system(c.c_str()); };
  run(std::string("gs -q ") + path);
  Sh(tool + " --version");  // the program in a variable: not checked (as "$TOOL" in a script)
}
"""
    got_cpp = {w for _, w in cpp_commands(cpp)}
    want_cpp = {"pdfinfo", "grep", "xmllint", "ricochet-no-such-tool", "gs"}
    # Python tests: subprocess (a list's first word, a shell string), os.system, shutil.which.
    py = r"""import os, shutil, subprocess
subprocess.run(["pdfinfo", path], check=True)
out = subprocess.check_output(f"ricochet-no-such-py {path} | wc -l", shell=True)
os.system("identify " + path)
browser = shutil.which("chromium") or "chromium"
subprocess.Popen([browser, "--headless"])  # the program in a variable: found by the which() above
print("subprocess.run(['notacall'])")
"""
    got_py = {w for _, w in python_commands(py)}
    want_py = {"pdfinfo", "ricochet-no-such-py", "wc", "identify", "chromium"}
    ok = got == want and got_cm == want_cm and got_cpp == want_cpp and got_py == want_py
    if not ok:
        print(f"check-test-tools self-test: shell {sorted(got)} (want {sorted(want)}); "
              f"cmake {sorted(got_cm)} (want {sorted(want_cm)}); C++ {sorted(got_cpp)} (want {sorted(want_cpp)}); "
              f"Python {sorted(got_py)} (want {sorted(want_py)})", file=sys.stderr)
        return 1
    # And the verdict: a project whose test (a script, a C++ test, a Python test) calls a command outside every
    # package fails, naming the command and where; one that calls only packaged commands passes.
    cases = [("app/tests/t.sh", "ls -l\nricochet-no-such-tool a b\n", 2),
             ("app/tests/t_test.cpp", 'int f() {\n  return std::system("ls && ricochet-no-such-tool -v");\n}\n',
              2),
             ("web/test/t_test.py", 'import subprocess\nsubprocess.run(["ricochet-no-such-tool"])\n', 2),
             ("app/tests/ok_test.cpp", 'int f() { return std::system("ls >/dev/null"); }\n', None)]
    for rel, text, line in cases:
        with tempfile.TemporaryDirectory() as d:
            os.makedirs(os.path.join(d, "scripts"))
            os.makedirs(os.path.join(d, os.path.dirname(rel)))
            open(os.path.join(d, "scripts", "install-deps.sh"), "w").write("PACKAGES=(\n  coreutils\n)\n")
            open(os.path.join(d, "Makefile"), "w").write("test:\n\tls\n")
            open(os.path.join(d, rel), "w").write(text)
            err = io.StringIO()
            with contextlib.redirect_stderr(err), contextlib.redirect_stdout(io.StringIO()):
                rc = check(d)
        if line is None and rc != 0:
            print(f"check-test-tools self-test: {rel}, which calls only ls, failed: {err.getvalue()}",
                  file=sys.stderr)
            return 1
        if line is not None and (rc == 0 or f"'ricochet-no-such-tool' ({rel}:{line})" not in err.getvalue()):
            print(f"check-test-tools self-test: {rel}'s missing command was not reported at line {line}: "
                  f"{err.getvalue() or 'passed'}", file=sys.stderr)
            return 1
    print("check-test-tools self-test: ok")
    return 0


if __name__ == "__main__":
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(check(sys.argv[1]))
