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
       web_test.py --measure SOURCE_DIR SITE_DIR OUT_DIR   the figures of docs/performance.md instead
       web_test.py --picture SITE_DIR OUT.png FRAGMENT WxH  one screenshot of the page (docs/img)
"""

import base64
import functools
import gzip
import statistics
import http.server
import json
import os
import re
import select
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
import threading
import time
import zlib

TIMEOUT = 20.0  # s for a page to become ready (a lesson takes about one)
WIDTH, HEIGHT = 1280, 720  # a small laptop / projector window


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


def png_size(png):
    if png[:8] != b"\x89PNG\r\n\x1a\n" or png[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", png[16:24])


def picture_problem(png, w_expected, h_expected, x0=0.2, x1=0.6, thumbnail=None):
    """None if the picture has the expected size and something drawn between x0·w and x1·w (for a page: the
    canvas, between the lesson list and the panel); else what is wrong. The drawing is judged on `thumbnail`
    (a smaller capture of the same picture) when given: decoding in Python is slow."""
    if png_size(png) != (w_expected, h_expected):
        return f"picture is {png_size(png)[0]}x{png_size(png)[1]}, expected {w_expected}x{h_expected}"
    w, h, bpp, rows = decode_png(thumbnail or png)
    # A figure is many colours, mostly not the background.
    counts = {}
    step = max(1, w // 400)
    for y in range(h // 10, h * 9 // 10, step):
        row = rows[y]
        for x in range(int(w * x0), int(w * x1), step):
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
        home = os.path.dirname(profile)  # a temp dir: Chromium writes nothing outside it
        env = dict(os.environ, HOME=home, XDG_CONFIG_HOME=os.path.join(home, "config"),
                   XDG_CACHE_HOME=os.path.join(home, "cache"))
        cmd_r, self.cmd_w = os.pipe()
        self.res_r, res_w = os.pipe()

        def child_fds():
            a, b = os.dup(cmd_r), os.dup(res_w)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [binary, "--headless=new", "--no-sandbox", "--use-gl=angle", "--use-angle=swiftshader",
             "--enable-unsafe-swiftshader", "--remote-debugging-pipe", "--no-first-run",
             "--disable-dev-shm-usage",  # containers often have a small /dev/shm
             "--disable-background-timer-throttling", "--disable-renderer-backgrounding",
             f"--user-data-dir={profile}", f"--window-size={WIDTH},{HEIGHT}", "about:blank"],
            preexec_fn=child_fds, pass_fds=(3, 4), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env,
            start_new_session=True)  # its own process group: close() ends every Chromium process
        os.close(cmd_r)
        os.close(res_w)
        self.buf, self.next_id, self.events = b"", 0, []

    def _read(self, deadline):
        while b"\0" not in self.buf:
            left = deadline - time.time()
            if left <= 0 or not select.select([self.res_r], [], [], left)[0]:
                raise TimeoutError("no answer from Chromium")
            chunk = os.read(self.res_r, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the DevTools pipe")
            self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def wait_event(self, method, session, timeout=10.0):
        deadline = time.time() + timeout
        while True:
            for i, m in enumerate(self.events):
                if m.get("method") == method and m.get("sessionId") == session:
                    return self.events.pop(i)["params"]
            self.events.append(self._read(deadline))

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
            self.proc.wait(timeout=10)
        except Exception:
            pass
        try:
            os.killpg(self.proc.pid, signal.SIGKILL)  # helpers that outlived the browser, if any
        except ProcessLookupError:
            pass
        self.proc.wait()


class Page:
    def __init__(self, browser, width=WIDTH, height=HEIGHT, scale=1):
        self.b = browser
        self.target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.s = browser.send("Target.attachToTarget", {"targetId": self.target, "flatten": True})["sessionId"]
        self.width, self.height, self.scale = width, height, scale
        self.send("Page.enable")
        self.send("Runtime.enable")  # console lines are kept (Page.console) for failure messages
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

    def screenshot(self, scale=1.0):
        params = {"format": "png"}
        if scale != 1.0:  # a thumbnail of the whole page
            params["clip"] = {"x": 0, "y": 0, "width": self.width, "height": self.height, "scale": scale}
        return base64.b64decode(self.send("Page.captureScreenshot", params)["data"])

    def shot(self, name, out, x0=0.2, x1=0.6):
        """Saves a screenshot as OUT/name.png; what is wrong with it, or None."""
        png = self.screenshot()
        open(os.path.join(out, name + ".png"), "wb").write(png)
        return picture_problem(png, self.width * self.scale, self.height * self.scale, x0, x1,
                               self.screenshot(0.25 / self.scale))

    def frames(self, n, timeout=10.0):
        """Waits until the page has drawn n more frames (ImGui 1.86 reads keys and buttons once a frame, so a
        press and its release must not fall between two frames, however slow the machine)."""
        f0 = self.eval("Module._ricochet_frames_drawn()")
        deadline = time.time() + timeout
        while self.eval("Module._ricochet_frames_drawn()") < f0 + n and time.time() < deadline:
            time.sleep(0.02)

    def settle(self, quiet=0.3, timeout=5.0):
        """Waits until no frame has been drawn for `quiet` s (at most `timeout` s)."""
        deadline, last, since = time.time() + timeout, None, time.time()
        while time.time() < deadline:
            f = self.eval("Module._ricochet_frames_drawn()")
            if f != last:
                last, since = f, time.time()
            elif time.time() - since >= quiet:
                return
            time.sleep(0.05)

    def key(self, key, code, vk, modifiers=0):
        base = {"modifiers": modifiers, "key": key, "code": code, "windowsVirtualKeyCode": vk}
        self.send("Input.dispatchKeyEvent", dict(base, type="keyDown"))
        self.frames(2)
        self.send("Input.dispatchKeyEvent", dict(base, type="keyUp"))
        self.frames(1)

    def ctrl(self, key, code, vk):
        self.send("Input.dispatchKeyEvent", {"type": "keyDown", "modifiers": 2, "key": "Control",
                                             "code": "ControlLeft", "windowsVirtualKeyCode": 17})
        self.key(key, code, vk, modifiers=2)
        self.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": "Control", "code": "ControlLeft",
                                             "windowsVirtualKeyCode": 17})

    def console(self):
        """The page's console lines so far."""
        lines = []
        for m in self.b.events:
            if m.get("sessionId") == self.s and m.get("method") == "Runtime.consoleAPICalled":
                lines.append(" ".join(str(a.get("value", a.get("description", ""))) for a in m["params"]["args"]))
        return lines

    def click(self, x, y):
        for kind in ("mouseMoved", "mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})
            self.frames(2)

    def touch(self, kind, points):
        self.send("Input.dispatchTouchEvent",
                  {"type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})
        self.frames(1)

    def handle(self, i):
        return self.eval(f"[Module._ricochet_handle_x({i}), Module._ricochet_handle_y({i})]")

    def save_scene(self, downloads, lesson_id):
        """Ctrl+S; the downloaded scene (None when none came)."""
        return json.loads(self.download(downloads, f"{lesson_id}.json", lambda: self.ctrl("s", "KeyS", 83)) or "null")

    def download(self, downloads, name, action, timeout=15.0):
        """Runs action(); the bytes of the file `name` it downloads, or None."""
        target = os.path.join(downloads, name)
        if os.path.exists(target):
            os.remove(target)
        action()
        deadline = time.time() + timeout
        while time.time() < deadline:
            if os.path.exists(target) and not os.path.exists(target + ".crdownload"):
                time.sleep(0.1)
                return open(target, "rb").read()
            time.sleep(0.05)
        return None

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
    return re.findall(r'LessonEntry\{\s*"([a-z0-9-]+)",\s*"([^"]*)"', text)


def wait_for(get, ok, timeout=10.0):
    """Polls get() until ok(value) or the timeout; returns the last value."""
    deadline = time.time() + timeout
    v = get()
    while not ok(v) and time.time() < deadline:
        time.sleep(0.05)
        v = get()
    return v


def interaction(browser, base, downloads, check, out):
    """Touch, pinch, upload, export, screenshot, settings, HiDPI and resizing on one lesson."""
    scene = {"lesson": "edge-normal", "p0": [0, 0], "p1": [4, 0], "p": [2, -1]}
    link = base64.urlsafe_b64encode(json.dumps(scene).encode()).decode().rstrip("=")
    page = Page(browser)
    check(page.open(f"{base}#scene={link}") == "ready", "interaction page: ready")

    # One finger drags a handle: it follows the finger to the pixel, and the scene changes in that point only.
    (x, y), (x1, y1) = page.handle(0), page.handle(1)
    page.touch("touchStart", [(x, y)])
    for k in range(1, 7):
        page.touch("touchMove", [(x + 10 * k, y + 5 * k)])
    page.touch("touchEnd", [])
    page.frames(2)
    nx, ny = page.handle(0)
    check(abs(nx - (x + 60)) < 1.5 and abs(ny - (y + 30)) < 1.5,
          f"touch drag: handle 0 went from ({x:.0f}, {y:.0f}) to ({nx:.1f}, {ny:.1f}), wanted (+60, +30)")
    saved = page.save_scene(downloads, "edge-normal") or {}
    changed = sorted(k for k in scene if saved.get(k) != scene[k])
    check(len(changed) == 1 and saved[changed[0]][0] > scene[changed[0]][0],
          f"touch drag: one point of the scene moved right ({changed}: {saved})")

    # Two fingers pinch apart: the view zooms about them (handles spread by the pinch's ratio).
    (ax, ay), (bx, by) = page.handle(0), page.handle(1)
    d0 = ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5
    cx, cy = 420, 360
    page.touch("touchStart", [(cx - 40, cy), (cx + 40, cy)])
    for k in range(1, 5):
        page.touch("touchMove", [(cx - 40 - 10 * k, cy), (cx + 40 + 10 * k, cy)])
    page.touch("touchEnd", [])
    page.frames(2)
    (ax, ay), (bx, by) = page.handle(0), page.handle(1)
    d1 = ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5
    check(abs(d1 / d0 - 2.0) < 0.05, f"pinch 80 → 160 px: handles {d0:.1f} → {d1:.1f} px apart (× {d1 / d0:.3f})")

    # File → Copy link to this scene: the link (clipboard = address bar) opens the same scene in a new page.
    here = page.save_scene(downloads, "edge-normal")
    link = ""
    for y in (95, 90, 100, 85, 105):  # the third item of the File menu (found, should the layout move)
        page.click(28, 14)
        page.click(60, y)
        link = page.eval("location.href")
        if "#scene=" in link:
            break
        page.key("Escape", "Escape", 27)
    r = page.send("Runtime.evaluate", {"expression": "navigator.clipboard.readText()", "awaitPromise": True,
                                       "returnByValue": True})
    clip = r.get("result", {}).get("value")
    check("#scene=" in link and clip == link, f"copy link: address bar and clipboard ({link[-40:]}, {clip!r:.40})")
    other = Page(browser)
    check(other.open(link) == "ready", "copy link: the link opens")
    again = other.save_scene(downloads, "edge-normal")
    check(again == here and here is not None, f"copy link: the same scene ({again} vs {here})")
    other.close()

    # File → Open scene…: the browser's file picker; the file opens (and saves back equal).
    picked = {"lesson": "ray-circle", "bs": [0, 0], "be": [10, 0], "c": [7, -1.2], "r": 2}
    path = os.path.join(downloads, "..", "picked.json")
    json.dump(picked, open(path, "w"))
    page.send("Page.setInterceptFileChooserDialog", {"enabled": True})
    page.ctrl("o", "KeyO", 79)
    try:
        chooser = browser.wait_event("Page.fileChooserOpened", page.s)
        page.send("DOM.setFileInputFiles", {"files": [os.path.abspath(path)], "backendNodeId": chooser["backendNodeId"]})
        title = wait_for(lambda: page.eval("document.title"), lambda t: "Ray vs circle" in t)
        check(title.startswith("Ricochet — Ray vs circle"), f"open scene: the picked file's lesson ({title})")
        back = page.save_scene(downloads, "ray-circle")
        check(back is not None and all(back.get(k) == v for k, v in picked.items()),
              f"open scene: saved back as picked ({back})")
    except TimeoutError:
        check(False, "open scene: Ctrl+O opened no file chooser")

    # File → Export figure… (Ctrl+E, Enter): a 1920×1080 PNG drawn by WebGL, as a download.
    def export():
        page.ctrl("e", "KeyE", 69)
        page.frames(2)  # the dialog is up
        page.key("Enter", "Enter", 13)
    png = page.download(downloads, "ricochet-ray-circle.png", export)
    check(png is not None, "export: ricochet-ray-circle.png downloaded" + ("" if png else f" {page.console()}"))
    if png:
        open(os.path.join(out, "export-ray-circle.png"), "wb").write(png)
        problem = picture_problem(png, 1920, 1080, 0.0, 1.0)
        check(problem is None, f"export: PNG {problem or '1920x1080, drawn'}")
    # File → Window screenshot (F12): the page's pixels as a download.
    png = page.download(downloads, "ricochet-screenshot.png", lambda: page.key("F12", "F12", 123))
    # The program's window is the canvas: the page's width less the text view beside it (docs/accessibility.md).
    canvas = tuple(page.eval("[Module.canvas.width, Module.canvas.height]"))
    check(png is not None and png_size(png) == canvas and canvas[1] == HEIGHT,
          f"window screenshot: a PNG of the canvas {canvas}" + ("" if png else " (none downloaded)"))

    # Settings persist in the browser: a larger UI and the lesson come back on a bare index.html.
    page.ctrl("=", "Equal", 187)
    stored = wait_for(lambda: page.eval("localStorage.getItem('ricochet.settings') || ''"),
                      lambda v: "ui_scale=1.25" in v)
    check("ui_scale=1.25" in stored and "lesson=ray-circle" in stored,
          f"settings: stored in localStorage ({stored!r})")
    page.close()
    page = Page(browser)
    check(page.open(base) == "ready", "bare index.html: ready")
    title = page.eval("document.title")
    check(title.startswith("Ricochet — Ray vs circle"), f"bare index.html: the last lesson again ({title})")
    page.ctrl("0", "Digit0", 48)  # back to 100 % for the pages after this one
    wait_for(lambda: page.eval("localStorage.getItem('ricochet.settings') || ''"), lambda v: "ui_scale=1\n" in v)
    page.close()

    # The sandbox's export has its balls filled, although the screen draws them on the GPU (instanced circles).
    page = Page(browser)
    check(page.open(f"{base}#lesson=sandbox") == "ready", "sandbox export: ready")
    png = page.download(downloads, "ricochet-sandbox.png", export)
    if png:
        w, h, bpp, rows = decode_png(png)
        blue = sum(1 for row in rows[::2] for x in range(0, w * bpp, 2 * bpp)
                   if row[x + 2] > row[x] + 60 and row[x + 1] > row[x] + 30)  # Okabe–Ito sky blue
        # 16 balls of radius 1 at ≈ 18 px per unit: ≈ 16,000 px filled, ≈ 3,500 for outlines alone (÷ 4 sampled)
        check(blue > 2500, f"sandbox export: the balls are filled ({4 * blue} blue pixels)")
    else:
        check(False, "sandbox export: ricochet-sandbox.png downloaded")
    page.close()

    # HiDPI: the canvas has device pixels (sharp text); resizing the window resizes the canvas.
    page = Page(browser, scale=2)
    check(page.open(f"{base}#lesson=circle-circle") == "ready", "device pixel ratio 2: ready")
    # The canvas's box: the page's height, its width less the text view's column.
    size = page.eval("[Module.canvas.width, Module.canvas.height, Module.canvas.clientWidth, Module.canvas.clientHeight]")
    check(size[:2] == [2 * size[2], 2 * size[3]] and size[3] == HEIGHT and WIDTH * 0.6 < size[2] < WIDTH,
          f"device pixel ratio 2: canvas {size[:2]} device px for {size[2:]} CSS px")
    problem = page.shot("circle-circle-dpr2", out)
    check(problem is None, f"device pixel ratio 2: screenshot {problem or 'drawn'}")
    page.send("Emulation.setDeviceMetricsOverride", {"width": 900, "height": 600, "deviceScaleFactor": 1,
                                                     "mobile": False})
    page.width, page.height, page.scale = 900, 600, 1
    box = "[Module.canvas.width, Module.canvas.height, Module.canvas.clientWidth, Module.canvas.clientHeight]"
    size = wait_for(lambda: page.eval(box), lambda v: v[:2] == v[2:] and v[1] == 600)
    page.frames(2)
    check(size[:2] == size[2:] and size[1] == 600 and 500 < size[0] < 900, f"resize to 900x600: canvas {size[:2]}")
    problem = page.shot("circle-circle-900x600", out, 0.05, 0.5)
    check(problem is None, f"resize to 900x600: screenshot {problem or 'drawn'}")
    page.close()


def desktop_keys(browser, base, check):
    """What the desktop lesson has, through the browser's keys: the step reveal (Space, Backspace, 0 for the
    lecture start), play (P) runs t, undo/redo (Ctrl+Z, Ctrl+Y) of a drag, and a stored theme coming back."""
    page = Page(browser)
    check(page.open(f"{base}#lesson=point-segment") == "ready", "keys: ready")
    n = page.eval("Module._ricochet_steps()")
    check(n > 5 and page.eval("Module._ricochet_steps_shown()") == n, f"keys: every step shown at first ({n})")
    page.key("Backspace", "Backspace", 8)
    page.key("Backspace", "Backspace", 8)
    shown = page.eval("Module._ricochet_steps_shown()")
    check(shown == n - 2, f"keys: Backspace twice hides two steps ({shown} of {n})")
    page.key(" ", "Space", 32)
    shown = page.eval("Module._ricochet_steps_shown()")
    check(shown == n - 1, f"keys: Space reveals one ({shown} of {n})")
    page.key("0", "Digit0", 48)
    shown, t = page.eval("[Module._ricochet_steps_shown(), Module._ricochet_time()]")
    check(shown == 0 and t == 0, f"keys: 0 is the lecture start (step {shown}, t = {t})")
    page.key("p", "KeyP", 80)
    t1 = wait_for(lambda: page.eval("Module._ricochet_time()"), lambda v: v > 0.05, timeout=5.0)
    check(t1 > 0.05, f"keys: P plays, t runs (t = {t1})")
    page.key("p", "KeyP", 80)

    # A mouse drag of a handle, undone and redone.
    (x, y) = page.handle(0)
    for kind, (px, py) in (("mouseMoved", (x, y)), ("mousePressed", (x, y)), ("mouseMoved", (x + 30, y + 20)),
                           ("mouseMoved", (x + 60, y + 40)), ("mouseReleased", (x + 60, y + 40))):
        page.send("Input.dispatchMouseEvent", {"type": kind, "x": px, "y": py, "button": "left", "clickCount": 1})
        page.frames(2)
    moved = page.handle(0)
    check(abs(moved[0] - x) > 20, f"keys: the mouse drags handle 0 ({x:.0f}, {y:.0f}) → ({moved[0]:.0f}, {moved[1]:.0f})")
    page.ctrl("z", "KeyZ", 90)
    back = page.handle(0)
    check(abs(back[0] - x) < 1.5 and abs(back[1] - y) < 1.5, f"keys: Ctrl+Z undoes the drag ({back[0]:.1f}, {back[1]:.1f})")
    page.ctrl("y", "KeyY", 89)
    again = page.handle(0)
    check(abs(again[0] - moved[0]) < 1.5 and abs(again[1] - moved[1]) < 1.5,
          f"keys: Ctrl+Y redoes it ({again[0]:.1f}, {again[1]:.1f})")
    page.close()

    # The theme is a stored setting: the light theme written to localStorage is the page's theme on the next
    # load (a light canvas), and it stays stored when another setting is saved. localStorage is written from
    # a page of the same origin that runs no app (an app page saves its own settings a few seconds after a
    # change, which could overwrite the test's).
    def storage(value=None):
        helper = Page(browser)
        helper.send("Page.navigate", {"url": base.rsplit("/", 1)[0] + "/ricochet.js"})
        wait_for(lambda: helper.eval("document.readyState"), lambda v: v == "complete")
        if value is not None:
            helper.eval(f"localStorage.setItem('ricochet.settings', {json.dumps(value)})")
        got = helper.eval("localStorage.getItem('ricochet.settings') || ''")
        helper.close()
        return got

    stored = storage()
    storage("".join(l + "\n" for l in stored.split("\n") if l and not l.startswith("theme=")) + "theme=light\n")
    page = Page(browser)
    check(page.open(f"{base}#lesson=edge-normal") == "ready", "theme: ready")
    page.settle()
    theme = page.eval("Module._ricochet_theme()")
    w, h, bpp, rows = decode_png(page.screenshot())
    block = [rows[y][x * bpp + c] for y in range(h // 2, h // 2 + 20) for x in range(w // 3, w // 3 + 20)
             for c in range(3)]
    mean = sum(block) / len(block)
    check(theme == 1 and mean > 170, f"theme: the stored light theme is used (theme {theme}, canvas mean {mean:.0f})")
    page.ctrl("=", "Equal", 187)
    kept = wait_for(lambda: page.eval("localStorage.getItem('ricochet.settings') || ''"),
                    lambda v: "ui_scale=1.25" in v)
    check("theme=light" in kept and "ui_scale=1.25" in kept,
          f"theme: still stored after another setting is saved ({kept!r})")
    page.close()
    storage(stored)  # as before, for the pages after this one


def measure(browser, base, site):
    """Transfer size, time to the first lesson, the sandbox bench and idle CPU, as docs/performance.md
    reports them."""
    total = 0
    for f in ("index.html", "ricochet.js", "ricochet.wasm"):
        raw = open(os.path.join(site, f), "rb").read()
        z = len(gzip.compress(raw, 9))
        total += z
        print(f"size  {f:14s} {len(raw) / 1e6:6.2f} MB, gzip -9 {z / 1e6:5.2f} MB")
    print(f"size  total gzip -9 {total / 1e6:.2f} MB")

    for cached in (False, True):
        ms = []
        for _ in range(5):
            page = Page(browser)
            page.send("Network.enable")
            page.send("Network.setCacheDisabled", {"cacheDisabled": not cached})
            status = page.open(f"{base}#lesson=edge-normal")
            ms.append(int(page.eval("document.body.dataset.readyMs || -1")) if status == "ready" else -1)
            page.close()
        print(f"ready edge-normal, HTTP cache {'warm' if cached else 'off '}: {ms} ms after navigation, "
              f"median {statistics.median(ms):.0f} ms")

    for balls, steps in ((10000, 200), (10000, 1000)):
        rates = []
        for _ in range(3):
            page = Page(browser)
            page.open(f"{base}#bench=sandbox&balls={balls}&steps={steps}")
            result = json.loads(page.eval("document.getElementById('output').textContent") or "{}")
            rates.append(round(result.get("steps_per_second", 0), 1))
            page.close()
        print(f"bench sandbox {balls} balls × {steps} steps: steps_per_second {rates}, "
              f"median {statistics.median(rates):.1f} (escaped {result.get('escaped')}, "
              f"overlapping {result.get('overlapping')}, pair tests/step {result.get('pair_tests_per_step')})")

    def cpu(page, seconds):
        def task():
            m = {x["name"]: x["value"] for x in page.send("Performance.getMetrics")["metrics"]}
            return m["TaskDuration"]
        t0 = task()
        time.sleep(seconds)
        return (task() - t0) / seconds

    page = Page(browser)
    page.send("Performance.enable")
    page.open(f"{base}#lesson=ray-circle")
    time.sleep(2)
    f0 = page.eval("Module._ricochet_frames_drawn()")
    idle = cpu(page, 10)
    f1 = page.eval("Module._ricochet_frames_drawn()")
    print(f"cpu   ray-circle idle: {100 * idle:.2f} % of a core (renderer main thread), {f1 - f0} frames in 10 s")
    page.key("p", "KeyP", 80)  # play: t runs 0 → 1 over and over
    time.sleep(1)
    f0 = page.eval("Module._ricochet_frames_drawn()")
    busy = cpu(page, 5)
    f1 = page.eval("Module._ricochet_frames_drawn()")
    print(f"cpu   ray-circle playing: {100 * busy:.1f} % of a core, {(f1 - f0) / 5:.0f} frames/s")
    page.close()


def picture(site, out, fragment, size):
    """A screenshot of index.html#FRAGMENT at WxH, once the page is ready (scripts/make-docs-images.sh)."""
    w, h = (int(v) for v in size.split("x"))
    server = serve(site)
    home = tempfile.mkdtemp(prefix="ricochet-web-picture-")
    browser = Chromium(shutil.which("chromium") or "chromium", os.path.join(home, "profile"))
    try:
        page = Page(browser, w, h)
        status = page.open(f"http://127.0.0.1:{server.server_address[1]}/index.html#{fragment.lstrip('#')}")
        if status != "ready":
            sys.exit(f"web-test --picture: {status}")
        time.sleep(0.3)
        open(out, "wb").write(page.screenshot())
    finally:
        browser.close()
        server.shutdown()
        shutil.rmtree(home, ignore_errors=True)
    print(out)


def main():
    signal.signal(signal.SIGTERM, lambda *_: sys.exit("web-test: terminated"))  # still close Chromium
    args = sys.argv[1:]
    if args[:1] == ["--picture"] and len(args) == 5:
        return picture(*args[1:])
    measuring = args[:1] == ["--measure"]
    if measuring:
        args = args[1:]
    if len(args) != 3:
        sys.exit(__doc__)
    src, site, out = args
    for f in ("index.html", "ricochet.js", "ricochet.wasm"):
        if not os.path.exists(os.path.join(site, f)):
            sys.exit(f"web-test: {site}/{f} is missing (make web)")
    chromium = shutil.which("chromium")
    if not chromium:
        sys.exit("web-test: chromium is not installed (scripts/install-deps.sh installs it)")
    os.makedirs(out, exist_ok=True)
    failures, timings = [], {}
    t_start = time.time()

    def check(ok, what):
        print(f"{time.time() - t_start:5.1f} s  " + ("ok    " if ok else "FAIL  ") + what, flush=True)
        if not ok:
            failures.append(what)

    server = serve(site)
    base = f"http://127.0.0.1:{server.server_address[1]}/index.html"
    home = tempfile.mkdtemp(prefix="ricochet-web-test-")
    downloads = os.path.join(home, "downloads")
    os.makedirs(downloads)
    browser = Chromium(chromium, os.path.join(home, "profile"))
    try:
        browser.send("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": downloads})
        browser.send("Browser.grantPermissions", {"origin": base.rsplit("/", 1)[0],
                                                  "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
        if measuring:
            measure(browser, base, site)
            return
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
            page.settle()  # the frames that follow the first one
            f0, t0 = page.eval("Module._ricochet_frames_drawn()"), time.time()
            problem = page.shot(lesson_id, out)
            check(problem is None, f"{lesson_id}: screenshot {problem or 'drawn'}")
            digest = zlib.crc32(open(os.path.join(out, lesson_id + ".png"), "rb").read())
            check(digest not in seen, f"{lesson_id}: screenshot differs from the other lessons'"
                  + (f" (same as {seen.get(digest)})" if digest in seen else ""))
            seen[digest] = lesson_id
            time.sleep(max(0.0, 0.5 - (time.time() - t0)))  # 30 frames at 60 Hz if it did not idle
            f1 = page.eval("Module._ricochet_frames_drawn()")
            check(f1 == f0, f"{lesson_id}: idle page draws no frames ({f1 - f0} in 0.5 s)")
            page.close()

        interaction(browser, base, downloads, check, out)
        desktop_keys(browser, base, check)

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
            saved = page.save_scene(downloads, lesson_id)
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
