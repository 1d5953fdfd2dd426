#!/usr/bin/python3 -IS
"""`make web-test`: the browser build in headless Chromium, end to end.

Serves SITE (build-web/site) on 127.0.0.1 at a free port and drives Debian's chromium over the DevTools
protocol (--remote-debugging-pipe; WebGL2 through SwiftShader, no display needed):
  - every lesson of app/lessons/lesson_list.cpp opens at index.html#lesson=ID, reaches data-status="ready"
    with the title "Ricochet — <title>", and its screenshot is not blank (nor the same as another lesson's);
  - an idle page draws no frames; a bad lesson id and a malformed #scene give an error page (one line, the
    lessons listed);
  - #scene round trip: a scene file → base64url link → the page → Ctrl+S downloads the lesson's scene, which
    equals the file;
  - #bench=sandbox writes the bench's JSON into the page.
Screenshots go to OUT (build-web/web-test), with timings in OUT/timings.json.

Usage: web_test.py SOURCE_DIR SITE_DIR OUT_DIR
"""

import base64
import functools
import http.server
import json
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib

TIMEOUT = 20.0  # s for a page to become ready (a lesson takes about one)
WIDTH, HEIGHT = 1280, 800


# ------------------------------------------------------------------------------------------------------
# A PNG decoder for screenshots (8-bit RGB/RGBA, not interlaced: what Chromium writes).
def decode_png(data):
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, w, h, ctype = 8, b"", 0, 0, 0
    while pos < len(data):
        n, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b"IHDR":
            w, h, depth, ctype, _, _, interlace = struct.unpack(">IIBBBBB", body)
            if depth != 8 or ctype not in (2, 6) or interlace:
                raise ValueError(f"unsupported PNG (depth {depth}, colour type {ctype}, interlace {interlace})")
        elif kind == b"IDAT":
            idat += body
        pos += 12 + n
    bpp = 3 if ctype == 2 else 4
    raw, stride = zlib.decompress(idat), w * bpp
    rows, prev = [], bytearray(stride)
    for y in range(h):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], prev[i - bpp] if i >= bpp else 0
            if f == 1:
                line[i] = (line[i] + a) & 255
            elif f == 2:
                line[i] = (line[i] + b) & 255
            elif f == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        prev = line
    return w, h, bpp, rows


def picture_problem(png, w_expected, h_expected):
    """None if the screenshot has the page's size and a drawn canvas; else what is wrong."""
    w, h, bpp, rows = decode_png(png)
    if (w, h) != (w_expected, h_expected):
        return f"screenshot is {w}x{h}, expected {w_expected}x{h_expected}"
    # The canvas column (between the lesson list and the panel): a figure is many colours, mostly not the
    # background.
    counts = {}
    for y in range(h // 10, h * 9 // 10, 3):
        row = rows[y]
        for x in range(w // 5, w * 3 // 5, 3):
            px = row[x * bpp:x * bpp + 3]
            counts[px] = counts.get(px, 0) + 1
    total = sum(counts.values())
    top = max(counts.values())
    if len(counts) < 40 or top > 0.985 * total:
        return f"the canvas looks blank ({len(counts)} colours, {100.0 * top / total:.1f} % one colour)"
    return None


# ------------------------------------------------------------------------------------------------------
class Chromium:
    """Headless Chromium driven over --remote-debugging-pipe (NUL-separated JSON on fds 3 and 4)."""

    def __init__(self, binary, profile):
        cmd_r, self.cmd_w = os.pipe()
        self.res_r, res_w = os.pipe()

        def child_fds():
            a, b = os.dup(cmd_r), os.dup(res_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader",
             "--enable-unsafe-swiftshader", "--remote-debugging-pipe", "--no-first-run",
             "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
             f"--user-data-dir={profile}", f"--window-size={WIDTH},{HEIGHT}", "about:blank"],
            preexec_fn=child_fds, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(cmd_r)
        os.close(res_w)
        self.buf, self.next_id, self.events = b"", 0, []

    def _read(self, deadline):
        while b"\0" not in self.buf:
            if time.time() > deadline:
                raise TimeoutError("no answer from Chromium")
            chunk = os.read(self.res_r, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def send(self, method, params=None, session=None, timeout=30.0):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            msg["sessionId"] = session
        os.write(self.cmd_w, json.dumps(msg).encode() + b"\0")
        deadline = time.time() + timeout
        while True:
            m = self._read(deadline)
            if m.get("id") == self.next_id:
                if "error" in m:
                    raise RuntimeError(f"{method}: {m['error']}")
                return m.get("result", {})
            self.events.append(m)

    def close(self):
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class Page:
    def __init__(self, browser, width=WIDTH, height=HEIGHT, scale=1):
        self.b = browser
        self.target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.s = browser.send("Target.attachToTarget", {"targetId": self.target, "flatten": True})["sessionId"]
        self.width, self.height, self.scale = width, height, scale
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": scale, "mobile": False})

    def send(self, method, params=None, timeout=30.0):
        return self.b.send(method, params, self.s, timeout)

    def eval(self, expr):
        r = self.send("Runtime.evaluate", {"expression": expr, "returnByValue": True})
        if "exceptionDetails" in r:
            raise RuntimeError(f"{expr}: {r['exceptionDetails']}")
        return r["result"].get("value")

    def open(self, url):
        self.send("Page.navigate", {"url": url})
        deadline = time.time() + TIMEOUT
        status = None
        while time.time() < deadline:
            status = self.eval("document.body ? document.body.dataset.status : 'loading'")
            if status and status != "loading":
                return status
            time.sleep(0.05)
        return f"timeout: still '{status}' after {TIMEOUT:.0f} s"

    def screenshot(self):
        return base64.b64decode(self.send("Page.captureScreenshot", {"format": "png"})["data"])

    def key(self, key, code, vk, modifiers=0):
        base = {"modifiers": modifiers, "key": key, "code": code, "windowsVirtualKeyCode": vk}
        self.send("Input.dispatchKeyEvent", dict(base, type="keyDown"))
        time.sleep(0.15)  # a frame sees the key down (ImGui 1.86 reads key state once a frame)
        self.send("Input.dispatchKeyEvent", dict(base, type="keyUp"))

    def ctrl(self, key, code, vk):
        self.send("Input.dispatchKeyEvent", {"type": "keyDown", "modifiers": 2, "key": "Control",
                                             "code": "ControlLeft", "windowsVirtualKeyCode": 17})
        self.key(key, code, vk, modifiers=2)
        self.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": "Control", "code": "ControlLeft",
                                             "windowsVirtualKeyCode": 17})

    def close(self):
        self.b.send("Target.closeTarget", {"targetId": self.target})


# ------------------------------------------------------------------------------------------------------
def serve(site):
    class Quiet(http.server.SimpleHTTPRequestHandler):
        extensions_map = dict(http.server.SimpleHTTPRequestHandler.extensions_map, **{".wasm": "application/wasm"})

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=site))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def lessons(src):
    text = open(os.path.join(src, "app", "lessons", "lesson_list.cpp")).read()
    return re.findall(r'LessonEntry\{"([a-z0-9-]+)", "([^"]*)"', text)


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    src, site, out = sys.argv[1:]
    for f in ("index.html", "ricochet.js", "ricochet.wasm"):
        if not os.path.exists(os.path.join(site, f)):
            sys.exit(f"web-test: {site}/{f} is missing (make web)")
    chromium = shutil.which("chromium")
    if not chromium:
        sys.exit("web-test: chromium is not installed (scripts/install-deps.sh installs it)")
    os.makedirs(out, exist_ok=True)
    failures, timings = [], {}

    def check(ok, what):
        print(("ok    " if ok else "FAIL  ") + what, flush=True)
        if not ok:
            failures.append(what)

    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    home = tempfile.mkdtemp(prefix="ricochet-web-test-")
    downloads = os.path.join(home, "downloads")
    os.makedirs(downloads)
    browser = Chromium(chromium, os.path.join(home, "profile"))
    t_start = time.time()
    try:
        browser.send("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
        ids = lessons(src)
        check(len(ids) >= 10, f"{len(ids)} lessons in lesson_list.cpp")

        # Every lesson: ready, titled, drawn; the page then idles.
        seen = {}
        for lesson_id, title in ids:
            page = Page(browser)
            t0 = time.time()
            status = page.open(f"{base}#lesson={lesson_id}")
            wall = time.time() - t0
            check(status == "ready", f"{lesson_id}: status '{status}'")
            if status != "ready":
                page.close()
                continue
            ready_ms = int(page.eval("document.body.dataset.readyMs || -1"))
            timings[lesson_id] = {"ready_ms_after_navigation": ready_ms, "test_wall_s": round(wall, 2)}
            got_title = page.eval("document.title")
            check(got_title == f"Ricochet \u2014 {title}", f"{lesson_id}: title '{got_title}'")
            png = page.screenshot()
            open(os.path.join(out, f"{lesson_id}.png"), "wb").write(png)
            problem = picture_problem(png, WIDTH, HEIGHT)
            check(problem is None, f"{lesson_id}: screenshot {problem or 'drawn'}")
            digest = zlib.crc32(png)
            check(digest not in seen, f"{lesson_id}: screenshot differs from the other lessons'"
                  + (f" (same as {seen.get(digest)})" if digest in seen else ""))
            seen[digest] = lesson_id
            if lesson_id != "sandbox":  # the sandbox plays by itself; the others wait for input
                time.sleep(0.3)
                f0 = page.eval("Module._ricochet_frames_drawn()")
                time.sleep(1.0)
                f1 = page.eval("Module._ricochet_frames_drawn()")
                check(f1 == f0, f"{lesson_id}: idle page draws no frames ({f1 - f0} in 1 s)")
            page.close()

        # Error pages: one line in data-status, shown on the page, every lesson linked.
        page = Page(browser)
        status = page.open(f"{base}#lesson=no-such-lesson")
        check(status.startswith("error: unknown lesson 'no-such-lesson'"), f"bad lesson id: '{status}'")
        shown = page.eval("document.getElementById('message-text').textContent")
        check(bool(shown) and "no-such-lesson" in shown, f"bad lesson id: the page shows '{shown}'")
        links = page.eval("Array.from(document.querySelectorAll('#lessons a')).map(a => a.getAttribute('href'))")
        check(links == [f"#lesson={i}" for i, _ in ids], f"bad lesson id: the page links every lesson ({links})")
        page.close()
        for bad, want in [("#scene=%%%", "error: #scene: not base64url"),
                          ("#scene=" + base64.urlsafe_b64encode(b'{"lesson": ').decode().rstrip("="),
                           "error: #scene: not valid JSON"),
                          ("#scene=" + base64.urlsafe_b64encode(b'{"lesson":"edge-normal","p0":"x"}').decode(),
                           "error: #scene: p0:")]:
            page = Page(browser)
            status = page.open(base + bad)
            check(status.startswith(want) and "\n" not in status, f"malformed {bad[:30]}: '{status}'")
            page.close()

        # #scene round trip: file → link → page → Ctrl+S → the downloaded scene equals the file.
        scene_files = sorted(f for f in os.listdir(os.path.join(src, "scenes")) if f.endswith(".json"))
        picked = {}
        for f in scene_files:  # one scene per lesson, the first in name order
            scene = json.load(open(os.path.join(src, "scenes", f)))
            picked.setdefault(scene.get("lesson"), (f, scene))
        for lesson_id, (f, scene) in sorted(picked.items()):
            link = base64.urlsafe_b64encode(json.dumps(scene, separators=(",", ":")).encode()).decode().rstrip("=")
            page = Page(browser)
            status = page.open(f"{base}#scene={link}")
            check(status == "ready", f"scene {f}: status '{status}'")
            target = os.path.join(downloads, f"{lesson_id}.json")
            if os.path.exists(target):
                os.remove(target)
            page.ctrl("s", "KeyS", 83)
            deadline = time.time() + 10
            while not os.path.exists(target) and time.time() < deadline:
                time.sleep(0.05)
            time.sleep(0.1)
            saved = json.load(open(target)) if os.path.exists(target) else None
            check(saved == scene, f"scene {f}: link → page → Save gives the file back"
                  + ("" if saved == scene else f" (got {saved})"))
            page.close()

        # The sandbox bench, small (docs/performance.md has the 10 000-ball figure).
        page = Page(browser)
        status = page.open(f"{base}#bench=sandbox&balls=500&steps=20")
        check(status == "ready", f"bench: status '{status}'")
        text = page.eval("document.getElementById('output').textContent")
        try:
            result = json.loads(text)
        except ValueError:
            result = {}
        check(result.get("balls") == 500 and result.get("steps") == 20 and result.get("steps_per_second", 0) > 0
              and result.get("escaped") == 0, f"bench: JSON in the page {text.strip()[:120]}")
        page.close()
        page = Page(browser)
        status = page.open(f"{base}#bench=sandbox&balls=0")
        check(status.startswith("error: ricochet bench: --balls"), f"bench with 0 balls: '{status}'")
        page.close()
    finally:
        browser.close()
        server.shutdown()
        shutil.rmtree(home, ignore_errors=True)
    json.dump(timings, open(os.path.join(out, "timings.json"), "w"), indent=1)
    print(f"web-test: {time.time() - t_start:.1f} s; screenshots in {out}/")
    if failures:
        print(f"web-test: {len(failures)} FAILED", file=sys.stderr)
        sys.exit(1)
    print("web-test: all passed")


if __name__ == "__main__":
    main()
