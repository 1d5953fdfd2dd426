// `make web-test`, first part: the browser build in headless Chromium, end to end, driven by Playwright
// (playwright-core from web/test/package-lock.json) on Debian's /usr/bin/chromium (WebGL2 through
// SwiftShader, no display). Serves SITE (build-web/site) on 127.0.0.1 at a free port and checks:
//   - every lesson of app/lessons/lesson_list.cpp opens at index.html#lesson=ID, reaches data-status="ready"
//     with the title "Ricochet — <title>", and its screenshot is not blank (nor the same as another lesson's);
//     the page then idles (no frame drawn in 0.5 s);
//   - touch drag and pinch, File → Copy link (clipboard = address bar, the link reopens the scene), the file
//     picker, PNG export (the sandbox's balls filled), the window screenshot, settings surviving a reload,
//     device pixel ratio 2 and resizing;
//   - the desktop's keys: step reveal, lecture start, play, undo/redo of a mouse drag, a stored theme;
//   - a bad lesson id and a malformed #scene give an error page (one line, the lessons listed);
//   - #scene round trip: a scene file → base64url link → the page → Ctrl+S downloads the lesson's scene,
//     which equals the file;
//   - #bench=sandbox writes the bench's JSON into the page.
// Independent groups run concurrently, each in a browser context of its own (WEB_TEST_JOBS pages at once,
// default one per core). Screenshots go to OUT (build-web/web-test), with timings in OUT/timings.json.
// WEB_PARTS=lessons,scenes (any of lessons, interaction, keys, hidpi, theme, errors, scenes, bench) runs only those.
//
// Usage: node web/test/web_test.mjs SOURCE_DIR SITE_DIR OUT_DIR
//        node web/test/web_test.mjs --measure SOURCE_DIR SITE_DIR OUT_DIR   the figures of docs/performance.md
//        node web/test/web_test.mjs --picture SITE_DIR OUT.png FRAGMENT WxH  one screenshot of the page (docs/img)
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {checker, decodePng, frames, framesDrawn, input, jobs, launch, lessons, load, pictureProblem, pngSize, pool, serve,
        settle, waitFor} from './harness.mjs';

const WIDTH = 1280, HEIGHT = 720;  // a small laptop / projector window
const DESKTOP = {viewport: {width: WIDTH, height: HEIGHT}, deviceScaleFactor: 1};
const USAGE = 'usage: node web_test.mjs [--measure] SOURCE_DIR SITE_DIR OUT_DIR\n' +
              '       node web_test.mjs --picture SITE_DIR OUT.png FRAGMENT WxH';

// ---- Input, as the program reads it: a press and its release in different frames ----------------------
const cdpSessions = new WeakMap();
async function cdp(page) {
  if (!cdpSessions.has(page)) cdpSessions.set(page, await page.context().newCDPSession(page));
  return cdpSessions.get(page);
}
async function key(page, k) {
  await input(page, 2, () => page.keyboard.down(k));
  await input(page, 1, () => page.keyboard.up(k));
}
async function ctrl(page, k) {
  await page.keyboard.down('Control');
  await key(page, k);
  await page.keyboard.up('Control');
}
async function click(page, x, y) {
  await input(page, 2, () => page.mouse.move(x, y));
  await input(page, 2, () => page.mouse.down());
  await input(page, 2, () => page.mouse.up());
}
async function touch(page, type, points) {
  const s = await cdp(page);
  await input(page, 1, () => s.send('Input.dispatchTouchEvent', {type, touchPoints: points.map(([x, y], id) => ({x, y, id}))}));
}
// Handle i's centre in page pixels.
const handle = (page, i) => page.evaluate((i) => {
  const r = Module.canvas.getBoundingClientRect();
  return [r.left + Module._ricochet_handle_x(i), r.top + Module._ricochet_handle_y(i)];
}, i);
const settings = (page) => page.evaluate(() => localStorage.getItem('ricochet.settings') || '');

// Runs action(); the bytes of the file `name` it downloads, or null.
async function download(page, name, action, timeout = 15000) {
  const event = page.waitForEvent('download', {timeout}).catch(() => null);
  await action();
  const d = await event;
  if (!d || d.suggestedFilename() !== name) return null;
  return fs.readFileSync(await d.path());
}
// Ctrl+S; the downloaded scene (null when none came).
async function saveScene(page, lessonId) {
  const bytes = await download(page, `${lessonId}.json`, () => ctrl(page, 's'));
  return bytes ? JSON.parse(bytes.toString('utf8')) : null;
}

// The page's pixels, as the device draws them (Playwright's screenshot), or through a DevTools session of
// the test's own: a thumbnail (Page.captureScreenshot scaled, in CSS pixels), or the page after the test
// changed its metrics in that session (`own`).
async function screenshot(page, {thumbnail = 1, own = false} = {}) {
  if (thumbnail === 1 && !own) return page.screenshot();
  const params = {format: 'png'};
  if (thumbnail !== 1) {
    const [width, height] = await page.evaluate(() => [innerWidth, innerHeight]);
    params.clip = {x: 0, y: 0, width, height, scale: thumbnail};
  }
  return Buffer.from((await (await cdp(page)).send('Page.captureScreenshot', params)).data, 'base64');
}
// Saves a screenshot as OUT/name.png; what is wrong with it (judged on a thumbnail a quarter of the CSS
// size), or null.
async function shot(page, name, out, {x0 = 0.2, x1 = 0.6, own = false} = {}) {
  const [w, h, scale] = await page.evaluate(() => [innerWidth, innerHeight, devicePixelRatio]);
  const png = await screenshot(page, {own});
  fs.writeFileSync(path.join(out, `${name}.png`), png);
  return {png, problem: pictureProblem(png, w * scale, h * scale, x0, x1, await screenshot(page, {thumbnail: 0.25}))};
}

// Python's == on parsed JSON: numbers by value, objects by keys.
function same(a, b) {
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (a && typeof a === 'object') {
    return !!b && typeof b === 'object' && !Array.isArray(b) && Object.keys(a).length === Object.keys(b).length &&
           Object.keys(a).every((k) => k in b && same(a[k], b[k]));
  }
  return a === b;
}
const b64url = (text) => Buffer.from(text).toString('base64url');

// ---- The checks ----------------------------------------------------------------------------------------
// Every lesson: ready, titled, drawn; the page then idles.
// Pages that the per-lesson and per-scene checks reuse, one per concurrent task: a new context is a new
// renderer process that compiles the wasm afresh (about 4 s of CPU), a page loaded again takes V8's cached
// code. about:blank first, since a new hash alone makes the page reload itself.
const idlePages = [];
async function withPage(browser, fn) {
  const page = idlePages.pop() || (await (await browser.newContext(DESKTOP)).newPage());
  try {
    await page.goto('about:blank');
    return await fn(page);
  } finally {
    idlePages.push(page);
  }
}

async function lessonCheck(browser, base, out, check, {id, title}, shots, timings) {
  await withPage(browser, async (page) => {
    const t0 = Date.now();
    const status = await load(page, `${base}#lesson=${id}`);
    const wall = (Date.now() - t0) / 1000;
    if (!check(status === 'ready', `${id}: status '${status}'`)) return;
    const readyMs = Number(await page.evaluate(() => document.body.dataset.readyMs || -1));
    timings[id] = {ready_ms_after_navigation: readyMs, test_wall_s: Math.round(wall * 100) / 100};
    const gotTitle = await page.title();
    check(gotTitle === `Ricochet \u2014 ${title}`, `${id}: title '${gotTitle}'`);
    await settle(page);  // the frames that follow the first one
    const f0 = await framesDrawn(page), t1 = Date.now();
    const {png, problem} = await shot(page, id, out);
    check(problem === null, `${id}: screenshot ${problem || 'drawn'}`);
    shots[id] = crypto.createHash('sha1').update(png).digest('hex');
    await page.waitForTimeout(Math.max(0, 500 - (Date.now() - t1)));  // 30 frames at 60 Hz if it did not idle
    const f1 = await framesDrawn(page);
    check(f1 === f0, `${id}: idle page draws no frames (${f1 - f0} in 0.5 s)`);
  });
}

// Touch, pinch, copy link, upload, export, screenshot and settings on one lesson (one context: the settings
// are its localStorage).
async function interaction(browser, base, out, home, check) {
  const context = await browser.newContext(DESKTOP);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(base).origin});
  const scene = {lesson: 'edge-normal', p0: [0, 0], p1: [4, 0], p: [2, -1]};
  let page = await context.newPage();
  const console_ = [];
  page.on('console', (m) => console_.push(m.text()));
  check(await load(page, `${base}#scene=${b64url(JSON.stringify(scene))}`) === 'ready', 'interaction page: ready');

  // One finger drags a handle: it follows the finger to the pixel, and the scene changes in that point only.
  const [x, y] = await handle(page, 0);
  await touch(page, 'touchStart', [[x, y]]);
  for (let k = 1; k <= 6; ++k) await touch(page, 'touchMove', [[x + 10 * k, y + 5 * k]]);
  await touch(page, 'touchEnd', []);
  await settle(page);
  const [nx, ny] = await handle(page, 0);
  check(Math.abs(nx - (x + 60)) < 1.5 && Math.abs(ny - (y + 30)) < 1.5,
        `touch drag: handle 0 went from (${x.toFixed(0)}, ${y.toFixed(0)}) to (${nx.toFixed(1)}, ${ny.toFixed(1)}), wanted (+60, +30)`);
  const saved = (await saveScene(page, 'edge-normal')) || {};
  const changed = Object.keys(scene).filter((k) => !same(saved[k], scene[k])).sort();
  check(changed.length === 1 && saved[changed[0]][0] > scene[changed[0]][0],
        `touch drag: one point of the scene moved right (${JSON.stringify(changed)}: ${JSON.stringify(saved)})`);

  // Two fingers pinch apart: the view zooms about them (handles spread by the pinch's ratio).
  let [[ax, ay], [bx, by]] = [await handle(page, 0), await handle(page, 1)];
  const d0 = Math.hypot(ax - bx, ay - by);
  const [cx, cy] = [420, 360];
  await touch(page, 'touchStart', [[cx - 40, cy], [cx + 40, cy]]);
  for (let k = 1; k <= 4; ++k) await touch(page, 'touchMove', [[cx - 40 - 10 * k, cy], [cx + 40 + 10 * k, cy]]);
  await touch(page, 'touchEnd', []);
  await settle(page);
  [[ax, ay], [bx, by]] = [await handle(page, 0), await handle(page, 1)];
  const d1 = Math.hypot(ax - bx, ay - by);
  check(Math.abs(d1 / d0 - 2.0) < 0.05,
        `pinch 80 → 160 px: handles ${d0.toFixed(1)} → ${d1.toFixed(1)} px apart (× ${(d1 / d0).toFixed(3)})`);

  // File → Copy link to this scene: the link (clipboard = address bar) opens the same scene in a new page.
  const here = await saveScene(page, 'edge-normal');
  let link = '';
  for (const my of [95, 90, 100, 85, 105]) {  // the third item of the File menu (found, should the layout move)
    await click(page, 28, 14);
    await click(page, 60, my);
    link = await page.evaluate(() => location.href);
    if (link.includes('#scene=')) break;
    await key(page, 'Escape');
  }
  const clip = await page.evaluate(() => navigator.clipboard.readText()).catch((e) => `(${e.message})`);
  check(link.includes('#scene=') && clip === link,
        `copy link: address bar and clipboard (${link.slice(-40)}, ${JSON.stringify(clip).slice(0, 40)})`);
  const other = await context.newPage();
  check(await load(other, link) === 'ready', 'copy link: the link opens');
  const again = await saveScene(other, 'edge-normal');
  check(here !== null && same(again, here), `copy link: the same scene (${JSON.stringify(again)} vs ${JSON.stringify(here)})`);
  await other.close();
  await page.bringToFront();  // back to the first tab (a file chooser needs the focused page's user activation)

  // File → Open scene…: the browser's file picker; the file opens (and saves back equal).
  const picked = {lesson: 'ray-circle', bs: [0, 0], be: [10, 0], c: [7, -1.2], r: 2};
  const pickedPath = path.join(home, 'picked.json');
  fs.writeFileSync(pickedPath, JSON.stringify(picked));
  const chooser = page.waitForEvent('filechooser', {timeout: 10000}).catch(() => null);
  await ctrl(page, 'o');
  const fc = await chooser;
  if (check(fc !== null, 'open scene: Ctrl+O opens a file chooser')) {
    await fc.setFiles(pickedPath);
    const title = await waitFor(page, () => document.title, null, (t) => t.includes('Ray vs circle'));
    check(title.startsWith('Ricochet — Ray vs circle'), `open scene: the picked file's lesson (${title})`);
    const back = await saveScene(page, 'ray-circle');
    check(back !== null && Object.entries(picked).every(([k, v]) => same(back[k], v)),
          `open scene: saved back as picked (${JSON.stringify(back)})`);
  }

  // File → Export figure… (Ctrl+E, Enter): a 1920×1080 PNG drawn by WebGL, as a download.
  const exportFigure = (p) => async () => {
    await ctrl(p, 'e');
    await settle(p);  // the dialog is up
    await key(p, 'Enter');
  };
  let png = await download(page, 'ricochet-ray-circle.png', exportFigure(page));
  check(png !== null, 'export: ricochet-ray-circle.png downloaded' + (png ? '' : ` ${JSON.stringify(console_)}`));
  if (png) {
    fs.writeFileSync(path.join(out, 'export-ray-circle.png'), png);
    const problem = pictureProblem(png, 1920, 1080, 0.0, 1.0);
    check(problem === null, `export: PNG ${problem || '1920x1080, drawn'}`);
  }
  // File → Window screenshot (F12): the page's pixels as a download.
  png = await download(page, 'ricochet-screenshot.png', () => key(page, 'F12'));
  // The program's window is the canvas: the page's width less the text view beside it (docs/accessibility.md).
  const canvas = await page.evaluate(() => [Module.canvas.width, Module.canvas.height]);
  check(png !== null && same(pngSize(png), canvas) && canvas[1] === HEIGHT,
        `window screenshot: a PNG of the canvas ${JSON.stringify(canvas)}` + (png ? '' : ' (none downloaded)'));

  // Settings persist in the browser: a larger UI and the lesson come back on a bare index.html.
  await ctrl(page, '=');
  const stored = await waitFor(page, () => localStorage.getItem('ricochet.settings') || '', null, (v) => v.includes('ui_scale=1.25'));
  check(stored.includes('ui_scale=1.25') && stored.includes('lesson=ray-circle'),
        `settings: stored in localStorage (${JSON.stringify(stored)})`);
  await page.close();
  page = await context.newPage();
  check(await load(page, base) === 'ready', 'bare index.html: ready');
  const title = await page.title();
  check(title.startsWith('Ricochet — Ray vs circle'), `bare index.html: the last lesson again (${title})`);
  await ctrl(page, '0');  // back to 100 %
  await waitFor(page, () => localStorage.getItem('ricochet.settings') || '', null, (v) => v.includes('ui_scale=1\n'));
  await page.close();

  // The sandbox's export has its balls filled, although the screen draws them on the GPU (instanced circles).
  page = await context.newPage();
  check(await load(page, `${base}#lesson=sandbox`) === 'ready', 'sandbox export: ready');
  png = await download(page, 'ricochet-sandbox.png', exportFigure(page));
  if (png) {
    const {w, h, bpp, data} = decodePng(png);
    let blue = 0;
    for (let y = 0; y < h; y += 2) {
      for (let i = y * w * bpp, end = i + w * bpp; i < end; i += 2 * bpp) {
        if (data[i + 2] > data[i] + 60 && data[i + 1] > data[i] + 30) ++blue;  // Okabe–Ito sky blue
      }
    }
    // 16 balls of radius 1 at ≈ 18 px per unit: ≈ 16,000 px filled, ≈ 3,500 for outlines alone (÷ 4 sampled)
    check(blue > 2500, `sandbox export: the balls are filled (${4 * blue} blue pixels)`);
  } else {
    check(false, 'sandbox export: ricochet-sandbox.png downloaded');
  }
  await context.close();
}

// HiDPI: the canvas has device pixels (sharp text); resizing the window resizes the canvas.
async function hidpi(browser, base, out, check) {
  const context = await browser.newContext({...DESKTOP, deviceScaleFactor: 2});
  const page = await context.newPage();
  check(await load(page, `${base}#lesson=circle-circle`) === 'ready', 'device pixel ratio 2: ready');
  const box = () => page.evaluate(() => [Module.canvas.width, Module.canvas.height, Module.canvas.clientWidth, Module.canvas.clientHeight]);
  // The canvas's box: the page's height, its width less the text view's column.
  let size = await box();
  check(size[0] === 2 * size[2] && size[1] === 2 * size[3] && size[3] === HEIGHT && WIDTH * 0.6 < size[2] && size[2] < WIDTH,
        `device pixel ratio 2: canvas ${JSON.stringify(size.slice(0, 2))} device px for ${JSON.stringify(size.slice(2))} CSS px`);
  let {problem} = await shot(page, 'circle-circle-dpr2', out);
  check(problem === null, `device pixel ratio 2: screenshot ${problem || 'drawn'}`);
  // The window resized (and moved to a screen of device pixel ratio 1).
  await (await cdp(page)).send('Emulation.setDeviceMetricsOverride', {width: 900, height: 600, deviceScaleFactor: 1, mobile: false});
  const end = Date.now() + 10000;
  while (!((size = await box())[0] === size[2] && size[1] === size[3] && size[1] === 600) && Date.now() < end) {
    await page.waitForTimeout(50);
  }
  await settle(page);
  check(size[0] === size[2] && size[1] === size[3] && size[1] === 600 && 500 < size[0] && size[0] < 900,
        `resize to 900x600: canvas ${JSON.stringify(size.slice(0, 2))}`);
  ({problem} = await shot(page, 'circle-circle-900x600', out, {x0: 0.05, x1: 0.5, own: true}));
  check(problem === null, `resize to 900x600: screenshot ${problem || 'drawn'}`);
  await context.close();
}

// What the desktop lesson has, through the browser's keys: the step reveal (Space, Backspace, 0 for the
// lecture start), play (P) runs t, undo/redo (Ctrl+Z, Ctrl+Y) of a drag.
async function desktopKeys(browser, base, check) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  check(await load(page, `${base}#lesson=point-segment`) === 'ready', 'keys: ready');
  const shownNow = () => page.evaluate(() => Module._ricochet_steps_shown());
  const n = await page.evaluate(() => Module._ricochet_steps());
  check(n > 5 && await shownNow() === n, `keys: every step shown at first (${n})`);
  // With nothing focused a character key is the page's (WCAG 2.1.4): P does not play.
  const tBefore = await page.evaluate(() => Module._ricochet_time());
  await page.keyboard.press('p');
  await frames(page, 3, 500);  // none is drawn: the program was not woken
  const tAfter = await page.evaluate(() => Module._ricochet_time());
  check(tAfter === tBefore, `keys: P with nothing focused is not a shortcut (t ${tBefore} → ${tAfter})`);
  await key(page, 'Backspace');  // not a character key: it needs no focus
  await key(page, 'Backspace');
  let shown = await shownNow();
  check(shown === n - 2, `keys: Backspace twice hides two steps (${shown} of ${n})`);
  await page.focus('#canvas');  // the figure has the keyboard: its single-key shortcuts act
  await key(page, 'Space');
  shown = await shownNow();
  check(shown === n - 1, `keys: Space reveals one (${shown} of ${n})`);
  await key(page, '0');
  let t;
  [shown, t] = await page.evaluate(() => [Module._ricochet_steps_shown(), Module._ricochet_time()]);
  check(shown === 0 && t === 0, `keys: 0 is the lecture start (step ${shown}, t = ${t})`);
  await key(page, 'p');
  const t1 = await waitFor(page, () => Module._ricochet_time(), null, (v) => v > 0.05, 5000);
  check(t1 > 0.05, `keys: P plays, t runs (t = ${t1})`);
  await key(page, 'p');

  // A mouse drag of a handle, undone and redone.
  const [x, y] = await handle(page, 0);
  for (const [kind, px, py] of [['move', x, y], ['down'], ['move', x + 30, y + 20], ['move', x + 60, y + 40], ['up']]) {
    await input(page, 2, () => (kind === 'move' ? page.mouse.move(px, py) : page.mouse[kind]()));
  }
  const moved = await handle(page, 0);
  check(Math.abs(moved[0] - x) > 20,
        `keys: the mouse drags handle 0 (${x.toFixed(0)}, ${y.toFixed(0)}) → (${moved[0].toFixed(0)}, ${moved[1].toFixed(0)})`);
  await ctrl(page, 'z');
  const back = await handle(page, 0);
  check(Math.abs(back[0] - x) < 1.5 && Math.abs(back[1] - y) < 1.5,
        `keys: Ctrl+Z undoes the drag (${back[0].toFixed(1)}, ${back[1].toFixed(1)})`);
  await ctrl(page, 'y');
  const again = await handle(page, 0);
  check(Math.abs(again[0] - moved[0]) < 1.5 && Math.abs(again[1] - moved[1]) < 1.5,
        `keys: Ctrl+Y redoes it (${again[0].toFixed(1)}, ${again[1].toFixed(1)})`);
  await context.close();
}

// The theme is a stored setting: the light theme written to localStorage is the page's theme on the next
// load (a light canvas), and it stays stored when another setting is saved. localStorage is written from a
// page of the same origin that runs no app (an app page saves its own settings a few seconds after a
// change, which could overwrite the test's).
async function storedTheme(browser, base, check) {
  const context = await browser.newContext(DESKTOP);
  const helper = await context.newPage();
  await helper.goto(new URL('ricochet.js', base).href);
  await helper.evaluate(() => {
    // The program's settings are an ImGui .ini; its own lines are the last section, [Ricochet][State].
    const kept = (localStorage.getItem('ricochet.settings') || '').split('\n').filter((l) => l && !l.startsWith('theme='));
    if (!kept.includes('[Ricochet][State]')) kept.push('[Ricochet][State]');
    localStorage.setItem('ricochet.settings', kept.map((l) => l + '\n').join('') + 'theme=light\n');
  });
  await helper.close();
  const page = await context.newPage();
  check(await load(page, `${base}#lesson=edge-normal`) === 'ready', 'theme: ready');
  await settle(page);
  const theme = await page.evaluate(() => Module._ricochet_theme());
  const {w, h, bpp, data} = decodePng(await screenshot(page));
  let sum = 0, count = 0;
  for (let y = Math.floor(h / 2); y < Math.floor(h / 2) + 20; ++y) {
    for (let x = Math.floor(w / 3); x < Math.floor(w / 3) + 20; ++x) {
      for (let c = 0; c < 3; ++c, ++count) sum += data[y * w * bpp + x * bpp + c];
    }
  }
  const mean = sum / count;
  check(theme === 1 && mean > 170, `theme: the stored light theme is used (theme ${theme}, canvas mean ${mean.toFixed(0)})`);
  await ctrl(page, '=');
  const kept = await waitFor(page, () => localStorage.getItem('ricochet.settings') || '', null, (v) => v.includes('ui_scale=1.25'));
  check(kept.includes('theme=light') && kept.includes('ui_scale=1.25'),
        `theme: still stored after another setting is saved (${JSON.stringify(kept)})`);
  await context.close();
}

// Error pages: one line in data-status, shown on the page, every lesson linked.
async function errorPages(browser, base, check, ids) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  let status = await load(page, `${base}#lesson=no-such-lesson`);
  check(status.startsWith("error: unknown lesson 'no-such-lesson'"), `bad lesson id: '${status}'`);
  const shown = await page.evaluate(() => document.getElementById('message-text').textContent);
  check(!!shown && shown.includes('no-such-lesson'), `bad lesson id: the page shows '${shown}'`);
  const links = await page.evaluate(() => Array.from(document.querySelectorAll('#lessons a')).map((a) => a.getAttribute('href')));
  check(same(links, ids.map(({id}) => `#lesson=${id}`)), `bad lesson id: the page links every lesson (${JSON.stringify(links)})`);
  for (const [bad, want] of [['#scene=%%%', 'error: #scene: not base64url'],
                             ['#scene=' + b64url('{"lesson": '), 'error: #scene: not valid JSON'],
                             ['#scene=' + b64url('{"lesson":"edge-normal","p0":"x"}'), 'error: #scene: p0:']]) {
    await page.goto('about:blank');  // a new hash alone would make the page reload itself
    status = await load(page, base + bad);
    check(status.startsWith(want) && !status.includes('\n'), `malformed ${bad.slice(0, 30)}: '${status}'`);
  }
  await context.close();
}

// #scene round trip: file → link → page → Ctrl+S → the downloaded scene equals the file.
async function sceneRoundTrip(browser, base, check, src, file, scene) {
  await withPage(browser, async (page) => {
    const status = await load(page, `${base}#scene=${b64url(JSON.stringify(scene))}`);
    check(status === 'ready', `scene ${file}: status '${status}'`);
    const saved = await saveScene(page, scene.lesson);
    check(same(saved, scene), `scene ${file}: link → page → Save gives the file back` +
          (same(saved, scene) ? '' : ` (got ${JSON.stringify(saved)})`));
  });
}

// The sandbox bench, small (docs/performance.md has the 10 000-ball figure).
async function bench(browser, base, check) {
  const context = await browser.newContext(DESKTOP);
  const page = await context.newPage();
  let status = await load(page, `${base}#bench=sandbox&balls=500&steps=20`);
  check(status === 'ready', `bench: status '${status}'`);
  const text = await page.evaluate(() => document.getElementById('output').textContent);
  let result = {};
  try {
    result = JSON.parse(text);
  } catch {}
  check(result.balls === 500 && result.steps === 20 && result.steps_per_second > 0 && result.escaped === 0,
        `bench: JSON in the page ${String(text).trim().slice(0, 120)}`);
  await page.goto('about:blank');
  status = await load(page, `${base}#bench=sandbox&balls=0`);
  check(status.startsWith('error: ricochet bench: --balls'), `bench with 0 balls: '${status}'`);
  await context.close();
}

// ---- --measure: transfer size, time to the first lesson, the sandbox bench and idle CPU ----------------
async function measure(browser, base, site) {
  const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  let total = 0;
  for (const f of ['index.html', 'page.js', 'ricochet.js', 'ricochet.wasm']) {
    if (!fs.existsSync(path.join(site, f))) continue;
    const raw = fs.readFileSync(path.join(site, f)), z = zlib.gzipSync(raw, {level: 9}).length;
    total += z;
    console.log(`size  ${f.padEnd(14)} ${(raw.length / 1e6).toFixed(2).padStart(6)} MB, gzip -9 ${(z / 1e6).toFixed(2).padStart(5)} MB`);
  }
  console.log(`size  total gzip -9 ${(total / 1e6).toFixed(2)} MB`);

  const context = await browser.newContext(DESKTOP);
  for (const cached of [false, true]) {
    const ms = [];
    for (let i = 0; i < 5; ++i) {
      const page = await context.newPage();
      const s = await cdp(page);
      await s.send('Network.enable');
      await s.send('Network.setCacheDisabled', {cacheDisabled: !cached});
      const status = await load(page, `${base}#lesson=edge-normal`);
      ms.push(status === 'ready' ? Number(await page.evaluate(() => document.body.dataset.readyMs || -1)) : -1);
      await page.close();
    }
    console.log(`ready edge-normal, HTTP cache ${cached ? 'warm' : 'off '}: ${JSON.stringify(ms)} ms after navigation, median ${median(ms)} ms`);
  }
  for (const [balls, steps] of [[10000, 200], [10000, 1000]]) {
    const rates = [];
    let result = {};
    for (let i = 0; i < 3; ++i) {
      const page = await context.newPage();
      await load(page, `${base}#bench=sandbox&balls=${balls}&steps=${steps}`, 120000);
      result = JSON.parse(await page.evaluate(() => document.getElementById('output').textContent) || '{}');
      rates.push(Math.round((result.steps_per_second || 0) * 10) / 10);
      await page.close();
    }
    console.log(`bench sandbox ${balls} balls × ${steps} steps: steps_per_second ${JSON.stringify(rates)}, median ` +
                `${median(rates).toFixed(1)} (escaped ${result.escaped}, overlapping ${result.overlapping}, pair tests/step ${result.pair_tests_per_step})`);
  }
  const page = await context.newPage();
  const s = await cdp(page);
  await s.send('Performance.enable');
  const task = async () => (await s.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
  const cpu = async (seconds) => {
    const t0 = await task();
    await page.waitForTimeout(seconds * 1000);
    return ((await task()) - t0) / seconds;
  };
  await load(page, `${base}#lesson=ray-circle`);
  await page.waitForTimeout(2000);
  let f0 = await framesDrawn(page);
  const idle = await cpu(10);
  let f1 = await framesDrawn(page);
  console.log(`cpu   ray-circle idle: ${(100 * idle).toFixed(2)} % of a core (renderer main thread), ${f1 - f0} frames in 10 s`);
  await page.focus('#canvas');
  await key(page, 'p');  // play: t runs 0 → 1 over and over
  await page.waitForTimeout(1000);
  f0 = await framesDrawn(page);
  const busy = await cpu(5);
  f1 = await framesDrawn(page);
  console.log(`cpu   ray-circle playing: ${(100 * busy).toFixed(1)} % of a core, ${((f1 - f0) / 5).toFixed(0)} frames/s`);
  await context.close();
}

// ---- --picture: a screenshot of index.html#FRAGMENT at WxH, once the page is ready and settled --------
async function picture(siteDir, outPng, fragment, size) {
  const [w, h] = size.split('x').map(Number);
  const {server, base} = await serve(siteDir);
  const browser = await launch();
  try {
    const page = await browser.newPage({viewport: {width: w, height: h}, deviceScaleFactor: 1});
    const status = await load(page, `${base}#${fragment.replace(/^#/, '')}`);
    if (status !== 'ready') throw new Error(`web-test --picture: ${status}`);
    await settle(page);
    fs.writeFileSync(outPng, await screenshot(page));
  } finally {
    await browser.close();
    server.close();
  }
  console.log(outPng);
}

// ---- main ----------------------------------------------------------------------------------------------
let args = process.argv.slice(2);
if (args[0] === '--picture') {
  if (args.length !== 5) {
    console.error(USAGE);
    process.exit(2);
  }
  await picture(...args.slice(1));
  process.exit(0);
}
const measuring = args[0] === '--measure';
if (measuring) args = args.slice(1);
if (args.length !== 3) {
  console.error(USAGE);
  process.exit(2);
}
const [src, siteDir, out] = args;
fs.mkdirSync(out, {recursive: true});
const check = checker();
const {server, site, base} = await serve(siteDir);
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'ricochet-web-test-'));
const browser = await launch();
const timings = {};
let crashed = null;
try {
  if (measuring) {
    await measure(browser, base, site);
  } else {
    const ids = lessons(src);
    check(ids.length >= 10, `${ids.length} lessons in lesson_list.cpp`);
    const picked = new Map();  // one scene per lesson, the first in name order
    for (const f of fs.readdirSync(path.join(src, 'scenes')).filter((f) => f.endsWith('.json')).sort()) {
      const scene = JSON.parse(fs.readFileSync(path.join(src, 'scenes', f), 'utf8'));
      if (!picked.has(scene.lesson)) picked.set(scene.lesson, [f, scene]);
    }
    const shots = {};
    // The long groups first, so that the pool ends together.
    const parts = process.env.WEB_PARTS ? process.env.WEB_PARTS.split(',') : null;
    const part = (name) => !parts || parts.includes(name);
    await pool([
      ...(part('interaction') ? [() => interaction(browser, base, out, home, check)] : []),
      ...(part('keys') ? [() => desktopKeys(browser, base, check)] : []),
      ...(part('hidpi') ? [() => hidpi(browser, base, out, check)] : []),
      ...(part('theme') ? [() => storedTheme(browser, base, check)] : []),
      ...(part('errors') ? [() => errorPages(browser, base, check, ids)] : []),
      ...(part('bench') ? [() => bench(browser, base, check)] : []),
      ...(part('lessons') ? ids.map((lesson) => () => lessonCheck(browser, base, out, check, lesson, shots, timings)) : []),
      ...(part('scenes') ? [...picked.entries()].sort(([a], [b]) => (a < b ? -1 : 1))
                               .map(([, [f, scene]]) => () => sceneRoundTrip(browser, base, check, src, f, scene)) : []),
    ], jobs());
    // Every lesson's screenshot differs from the others'.
    const seen = new Map();
    for (const {id} of ids) {
      if (!(id in shots)) continue;
      check(!seen.has(shots[id]), `${id}: screenshot differs from the other lessons'` +
            (seen.has(shots[id]) ? ` (same as ${seen.get(shots[id])})` : ''));
      seen.set(shots[id], id);
    }
  }
} catch (e) {
  crashed = e;
} finally {
  await browser.close();
  server.close();
  fs.rmSync(home, {recursive: true, force: true});
}
if (crashed) {
  console.error(`web-test: ${crashed.stack || crashed}`);
  process.exit(1);
}
if (!measuring) {
  const ordered = Object.fromEntries(lessons(src).filter(({id}) => id in timings).map(({id}) => [id, timings[id]]));
  fs.writeFileSync(path.join(out, 'timings.json'), JSON.stringify(ordered, null, 1));
  console.log(`web-test: ${check.elapsed().toFixed(1)} s, ${jobs()} pages at once; screenshots in ${out}/`);
  if (check.failures.length) {
    console.log(`web-test: ${check.failures.length} FAILED:\n  ${check.failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('web-test: all passed');
}
