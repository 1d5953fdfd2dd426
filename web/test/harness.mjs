// What the browser tests share (web_test.mjs, access_test.mjs, throttle_bench.mjs): the site on a local
// server, Debian's chromium under Playwright, the lesson list, the check log, a pool of concurrent tasks,
// frame-counted waits and a PNG decoder.
import {chromium} from 'playwright-core';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

export const CHROMIUM = '/usr/bin/chromium';
// WebGL2 through ANGLE + SwiftShader: no display, no GPU. The page's HTML rasterised by Skia on the CPU, as
// on a machine whose GPU Chromium does not trust, rather than through SwiftShader too: a page load took a
// third of the wall time, a frame 20 % less CPU (docs/reliability.md).
export const CHROMIUM_ARGS = ['--no-sandbox', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader',
                              '--disable-dev-shm-usage', '--disable-gpu-rasterization'];

export function launch() {
  if (!fs.existsSync(CHROMIUM)) {
    console.error(`${CHROMIUM} is not installed (scripts/install-deps.sh installs it)`);
    process.exit(2);
  }
  return chromium.launch({executablePath: CHROMIUM, args: CHROMIUM_ARGS});
}

// SITE on 127.0.0.1 at a free port, with Last-Modified as a plain static server sends it (so Chromium's
// HTTP cache, and V8's cache of the compiled wasm behind it, work as on a web host). Returns the server and
// the address of index.html.
export async function serve(siteDir) {
  const site = path.resolve(siteDir);
  for (const f of ['index.html', 'ricochet.js', 'ricochet.wasm']) {
    if (!fs.existsSync(path.join(site, f))) {
      console.error(`${site}/${f} is missing (make web)`);
      process.exit(2);
    }
  }
  const types = {'.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.wasm': 'application/wasm',
                 '.json': 'application/json', '.data': 'application/octet-stream'};
  const server = http.createServer((req, res) => {
    const file = path.join(site, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    let stat = null;
    try {
      stat = file.startsWith(site) ? fs.statSync(file) : null;
    } catch {}
    if (!stat || !stat.isFile()) {
      res.writeHead(404).end();
      return;
    }
    if (req.headers['if-modified-since'] && new Date(req.headers['if-modified-since']) >= new Date(stat.mtime.toUTCString())) {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, {'Content-Type': types[path.extname(file)] || 'application/octet-stream',
                        'Content-Length': stat.size, 'Last-Modified': stat.mtime.toUTCString()});
    fs.createReadStream(file).pipe(res);
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {server, site, base: `http://127.0.0.1:${server.address().port}/index.html`};
}

// The lessons of app/lessons/lesson_list.cpp, in syllabus order: [{id, title}].
export function lessons(src) {
  return [...fs.readFileSync(path.join(src, 'app/lessons/lesson_list.cpp'), 'utf8')
               .matchAll(/LessonEntry\{\s*"([a-z0-9-]+)",\s*"([^"]*)"/g)].map((m) => ({id: m[1], title: m[2]}));
}

// check(ok, what): one line per check, with the seconds since the start; failures kept for the summary.
export function checker() {
  const t0 = Date.now();
  const failures = [];
  const check = (ok, what) => {
    console.log(`${((Date.now() - t0) / 1000).toFixed(1).padStart(5)} s  ${ok ? 'ok  ' : 'FAIL'}  ${what}`);
    if (!ok) failures.push(what);
    return ok;
  };
  check.failures = failures;
  check.elapsed = () => (Date.now() - t0) / 1000;
  return check;
}

// Runs the async functions `tasks` at most `jobs` at a time (independent checks in pages of their own).
export async function pool(tasks, jobs) {
  const queue = [...tasks];
  const errors = [];
  await Promise.all(Array.from({length: Math.max(1, jobs)}, async () => {
    while (queue.length) {
      const task = queue.shift();
      try {
        await task();
      } catch (e) {
        errors.push(e);
      }
    }
  }));
  if (errors.length) throw errors[0];
}

// How many pages work at once: WEB_TEST_JOBS, else one per core (SwiftShader draws on the CPU).
export function jobs() {
  return Number(process.env.WEB_TEST_JOBS) || Math.max(1, Math.min(4, os.availableParallelism()));
}

// Navigates to `url` and waits for the page contract: data-status leaves "loading". Returns the status, or
// "timeout: …" when it stays loading.
export async function load(page, url, timeout = 20000) {
  await page.goto(url);
  try {
    await page.waitForFunction(() => document.body && document.body.dataset.status && document.body.dataset.status !== 'loading',
                               null, {timeout, polling: 50});
  } catch {
    const status = await page.evaluate(() => document.body ? document.body.dataset.status : 'loading').catch(() => '?');
    return `timeout: still '${status}' after ${timeout / 1000} s`;
  }
  return page.evaluate(() => document.body.dataset.status);
}

export const framesDrawn = (page) => page.evaluate(() => Module._ricochet_frames_drawn());

// Waits until the page has drawn n more frames (ImGui 1.86 reads keys and buttons once a frame, so a press
// and its release must not fall between two frames, however slow the machine). Waits in the page, on its
// animation frames; gives up quietly after `timeout` ms.
export async function frames(page, n, timeout = 10000) {
  await page.evaluate(({n, timeout}) => new Promise((resolve) => {
    const want = Module._ricochet_frames_drawn() + n, end = performance.now() + timeout;
    const poll = () => (Module._ricochet_frames_drawn() >= want || performance.now() > end ? resolve() : requestAnimationFrame(poll));
    requestAnimationFrame(poll);
  }), {n, timeout});
}

// Runs action() (an input event) and waits until the page has drawn n frames since just before it: Chromium
// may ack a mouse event only after the frames it woke were drawn, so the count is taken before the event.
export async function input(page, n, action, timeout = 10000) {
  const f0 = await framesDrawn(page);
  await action();
  await page.evaluate(({want, timeout}) => new Promise((resolve) => {
    const end = performance.now() + timeout;
    const poll = () => (Module._ricochet_frames_drawn() >= want || performance.now() > end ? resolve() : requestAnimationFrame(poll));
    poll();
  }), {want: f0 + n, timeout});
}

// Waits until no frame has been drawn for `quiet` ms (at most `timeout` ms).
export async function settle(page, quiet = 300, timeout = 5000) {
  await page.evaluate(({quiet, timeout}) => new Promise((resolve) => {
    const end = performance.now() + timeout;
    let last = -1, since = performance.now();
    const poll = () => {
      const f = Module._ricochet_frames_drawn(), now = performance.now();
      if (f !== last) [last, since] = [f, now];
      if (now - since >= quiet || now > end) resolve();
      else setTimeout(poll, 25);
    };
    poll();
  }), {quiet, timeout});
}

// Polls the page function `fn(arg)` until `ok(value)` or the timeout; returns the last value.
export async function waitFor(page, fn, arg, ok, timeout = 10000) {
  const end = Date.now() + timeout;
  let v = await page.evaluate(fn, arg);
  while (!ok(v) && Date.now() < end) {
    await page.waitForTimeout(50);
    v = await page.evaluate(fn, arg);
  }
  return v;
}

// ------------------------------------------------------------------------------------------------------
// A PNG decoder for screenshots and the program's exports (8-bit RGB/RGBA, not interlaced: what Chromium
// and stb_image_write write). Returns {w, h, bpp, data} with rows of w·bpp bytes.
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
export function pngSize(png) {
  if (!png.subarray(0, 8).equals(SIGNATURE) || png.toString('latin1', 12, 16) !== 'IHDR') throw new Error('not a PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}
export function decodePng(png) {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let pos = 8, w = 0, h = 0, ctype = 0;
  const idat = [];
  while (pos < png.length) {
    const n = png.readUInt32BE(pos), kind = png.toString('latin1', pos + 4, pos + 8), body = png.subarray(pos + 8, pos + 8 + n);
    if (kind === 'IHDR') {
      [w, h, ctype] = [body.readUInt32BE(0), body.readUInt32BE(4), body[9]];
      const [depth, interlace] = [body[8], body[12]];
      if (depth !== 8 || (ctype !== 2 && ctype !== 6) || interlace) {
        throw new Error(`unsupported PNG (depth ${depth}, colour type ${ctype}, interlace ${interlace})`);
      }
    } else if (kind === 'IDAT') {
      idat.push(body);
    }
    pos += 12 + n;
  }
  const bpp = ctype === 2 ? 3 : 4, stride = w * bpp;
  const raw = zlib.inflateSync(Buffer.concat(idat));
  const data = Buffer.alloc(h * stride);
  for (let y = 0; y < h; ++y) {
    const f = raw[y * (stride + 1)], src = y * (stride + 1) + 1, row = y * stride, up = row - stride;
    for (let i = 0; i < stride; ++i) {
      const a = i >= bpp ? data[row + i - bpp] : 0, b = y > 0 ? data[up + i] : 0, c = i >= bpp && y > 0 ? data[up + i - bpp] : 0;
      let v = raw[src + i];
      if (f === 1) v += a;
      else if (f === 2) v += b;
      else if (f === 3) v += (a + b) >> 1;
      else if (f === 4) {
        const p = a + b - c, pa = Math.abs(p - a), pb = Math.abs(p - b), pc = Math.abs(p - c);
        v += pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      data[row + i] = v & 255;
    }
  }
  return {w, h, bpp, data};
}

// null if the picture is wExpected × hExpected with something drawn between x0·w and x1·w (for a page: the
// canvas, between the lesson list and the panel); else what is wrong. The drawing is judged on `thumbnail`
// (a smaller capture of the same picture) when given.
export function pictureProblem(png, wExpected, hExpected, x0 = 0.2, x1 = 0.6, thumbnail = null) {
  const [pw, ph] = pngSize(png);
  if (pw !== wExpected || ph !== hExpected) return `picture is ${pw}x${ph}, expected ${wExpected}x${hExpected}`;
  const {w, h, bpp, data} = decodePng(thumbnail || png);
  // A figure is many colours, mostly not the background.
  const counts = new Map();
  const step = Math.max(1, Math.floor(w / 400));
  for (let y = Math.floor(h / 10); y < Math.floor(h * 9 / 10); y += step) {
    for (let x = Math.floor(w * x0); x < Math.floor(w * x1); x += step) {
      const i = y * w * bpp + x * bpp, key = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
      counts.set(key, (counts.get(key) || 0) + 1);
    }
  }
  let total = 0, top = 0;
  for (const n of counts.values()) [total, top] = [total + n, Math.max(top, n)];
  if (counts.size < 40 || top > 0.985 * total) {
    return `the canvas looks blank (${counts.size} colours, ${(100 * top / total).toFixed(1)} % one colour)`;
  }
  return null;
}
