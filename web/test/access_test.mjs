// `make web-test`, second part: accessibility of the browser build (docs/accessibility.md), driven by
// Playwright (playwright-core from web/test/package-lock.json) on Debian's /usr/bin/chromium, with axe-core.
//
//   - keyboard only, every lesson: Tab to a point of the text view, nudge it with an arrow, type exact
//     coordinates (Enter, x, Tab, y, Enter), reveal every step, read the verdict from the text view — no
//     mouse or pointer event reaches the page;
//   - the aria-live region: a revealed step is announced, and a mouse drag of a handle on the canvas is
//     announced once (the moved point and the verdict), not per frame;
//   - every step line's MathML is well-formed XML and its identifiers and numbers are those of the step's
//     text (both come from one expression tree, app/math/);
//   - axe-core (WCAG 2.0/2.1/2.2 A and AA rules): no serious or critical violation on any lesson at 1280×720,
//     on four lessons at 390×844 (a phone, touch) and 768×1024, nor with the practice panel open;
//   - Check my answers: an answers file chosen (and one dropped) is graded in the page and listed per
//     function; Show opens the failing case in its lesson with the answer drawn; bad files say file and field;
//   - 320 CSS px wide with prefers-reduced-motion (reflow, targets, idle), and the lessons' values (masses,
//     velocities, switches, choices) typed into native fields, a bad one refused;
//   - the panel's view settings (play speed, the sandbox's table, trails, single frame, step back, reset) as
//     native controls, keyboard only; the zoom buttons (one pointer); Esc dismisses a handle's tooltip; a
//     refused value or coordinate says the nearest value that would be taken;
//   - the phone and tablet layouts (every lesson on the phone, four on the tablet): nothing wider than the
//     screen, no clipped control text, controls at least 44 CSS px for touch (24 px on a desktop: WCAG 2.5.8),
//     pinch-zoom not disabled.
// The parts run concurrently, each in pages of its own (WEB_TEST_JOBS pages at once, default one per core).
// Screenshots: OUT/access-*.png.
//
// Usage: node web/test/access_test.mjs SOURCE_DIR SITE_DIR OUT_DIR
// ACCESS_PARTS=answers,layout (any of keyboard, themes, live, answers, layout, narrow, practice, view, menu) runs only those.
import {AxeBuilder} from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import {checker, frames, input, jobs, launch, lessons as lessonList, pngSize, pool, serve, waitFor} from './harness.mjs';

const [src, siteArg, out] = process.argv.slice(2);
if (!out) {
  console.error('usage: node access_test.mjs SOURCE_DIR SITE_DIR OUT_DIR');
  process.exit(2);
}
fs.mkdirSync(out, {recursive: true});
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const parts = process.env.ACCESS_PARTS ? process.env.ACCESS_PARTS.split(',') : null;
const part = (name) => !parts || parts.includes(name);
const check = checker();
const failures = check.failures;

// The lessons, in syllabus order.
const lessons = lessonList(src);
check(lessons.length >= 10, `${lessons.length} lessons in lesson_list.cpp`);

// The site on 127.0.0.1 at a free port; Debian's chromium.
const {server, base} = await serve(siteArg);
const browser = await launch();
const DESKTOP = {viewport: {width: 1280, height: 720}};
// The parts that test behaviour (keys, focus, values, announcements), not layout, run at 1024×576: the
// desktop layout still (≥ 900 CSS px), and each frame costs SwiftShader about half the CPU of 1280×720's.
// The layout, axe-core and practice parts keep 1280×720.
const SMALL_DESKTOP = {viewport: {width: 1024, height: 576}};
const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, deviceScaleFactor: 1};
const TABLET = {viewport: {width: 768, height: 1024}, isMobile: true, hasTouch: true, deviceScaleFactor: 1};

// Every trusted mouse, pointer and touch event the page receives is counted (window.pointerEvents).
async function counted(page) {
  await page.addInitScript(() => {
    window.pointerEvents = 0;
    for (const type of ['mousedown', 'mouseup', 'mousemove', 'click', 'pointerdown', 'pointermove', 'touchstart']) {
      window.addEventListener(type, (e) => { if (e.isTrusted && (type !== 'click' || e.detail > 0)) ++window.pointerEvents; }, true);
    }
  });
  return page;
}
// A page at `fragment`, ready, in a context of its own.
async function open(fragment, options = SMALL_DESKTOP) {
  const context = await browser.newContext(options);
  const page = await counted(await context.newPage());
  return {context, page, status: await load(page, fragment)};
}
// The per-lesson loops use one page per screen size, not a browser context per lesson. `fresh`: each lesson
// loaded afresh (about:blank first, since a new hash alone makes the page reload itself), as from a course
// page's link; otherwise the next lesson is opened in the running page, as its lesson menu does (a page
// load costs Chromium about 2 s of CPU; docs/reliability.md).
async function openLesson(id, options, pages, fresh = true) {
  const reuse = pages.has(options);
  if (!reuse) pages.set(options, await counted(await (await browser.newContext(options)).newPage()));
  const page = pages.get(options);
  if (reuse && !fresh && await page.evaluate(() => document.body.dataset.status) === 'ready') {
    await page.evaluate((id) => {
      Module.ccall('ricochet_open_lesson', null, ['string'], [id]);
      history.replaceState(null, '', '#lesson=' + id);
      window.scrollTo(0, 0);
    }, id);
    const d = await waitDescribed(page, (v) => v && v.id === id);
    return {page, status: d && d.id === id ? 'ready' : `still ${d && d.id}`};
  }
  await page.goto('about:blank');
  return {page, status: await load(page, `lesson=${id}`)};
}
async function load(page, fragment) {
  await page.goto(`${base}#${fragment}`);
  await page.waitForFunction(() => document.body.dataset.status !== 'loading', null, {timeout: 30000});
  return page.evaluate(() => document.body.dataset.status);
}
const described = (page) => page.evaluate(() => RicochetPage.current());
// Waits until the page's description satisfies `ok` (the program sends it after its next frame).
async function waitDescribed(page, ok, timeout = 5000) {
  const end = Date.now() + timeout;
  let d = await described(page);
  while (!ok(d) && Date.now() < end) {
    await page.waitForTimeout(50);
    d = await described(page);
  }
  return d;
}
const active = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return a ? {id: a.id, cls: a.className, index: a.dataset ? a.dataset.index : undefined, text: a.textContent} : {};
});
// Tab (forwards) until `ok(active element)`, at most 100 times (View holds the menu bar's commands too).
async function tabTo(page, ok) {
  for (let i = 0; i < 100; ++i) {
    await page.keyboard.press('Tab');
    if (ok(await active(page))) return true;
  }
  return false;
}
const near = (a, b) => Math.abs(a - b) < 1e-9;

// ---- Keyboard only, every lesson ----------------------------------------------------------------------
async function keyboardLesson(id, pages) {
  const {page, status} = await openLesson(id, SMALL_DESKTOP, pages);
  if (!check(status === 'ready', `${id}: ready (${status})`)) return;
  let d = await described(page);
  if (d.handles.length > 0) {
    check(await tabTo(page, (a) => a.cls === 'handle' && a.index === '0'), `${id}: Tab reaches point ${d.handles[0].name}`);
    check(await page.evaluate(() => Module._ricochet_focused_handle()) === 0,
          `${id}: the canvas's focus ring is on the point the text view has focused`);
    const x0 = d.handles[0].x;
    await page.keyboard.press('ArrowRight');
    d = await waitDescribed(page, (v) => v.handles[0].x > x0);
    check(d.handles[0].x > x0, `${id}: ArrowRight moves ${d.handles[0].name} right (x ${x0} → ${d.handles[0].x})`);
    // Exact coordinates, typed: a quarter unit from where it is (inside every lesson's domain).
    const want = {x: Math.round((d.handles[0].x + 0.25) * 4) / 4, y: Math.round((d.handles[0].y - 0.25) * 4) / 4};
    await page.keyboard.press('Enter');
    check((await active(page)).id === 'coord-x', `${id}: Enter opens the point's coordinates`);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(String(want.x));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Control+A');
    await page.keyboard.type(String(want.y));
    await page.keyboard.press('Enter');
    d = await waitDescribed(page, (v) => near(v.handles[0].x, want.x) && near(v.handles[0].y, want.y));
    check(near(d.handles[0].x, want.x) && near(d.handles[0].y, want.y),
          `${id}: typed (${want.x}, ${want.y}): ${d.handles[0].text}`);
    check((await active(page)).cls === 'handle', `${id}: the focus comes back to the point`);
  } else {
    // A lesson of sliders (no points): a case chosen from the keyboard instead.
    check(d.presets.length > 1, `${id}: no points; ${d.presets.length} cases to choose from`);
    const before = JSON.stringify(d.steps);
    // The cases in order, from the keyboard, until one changes the derivation (the first may be the scene
    // the lesson opens with).
    let reached = false;
    for (let k = 0; k < Math.min(3, d.presets.length) && JSON.stringify(d.steps) === before; ++k) {
      reached = await tabTo(page, (a) => a.text === d.presets[k]);
      if (!reached) break;
      await page.keyboard.press('Enter');
      d = await waitDescribed(page, (v) => JSON.stringify(v.steps) !== before, 2000);
    }
    check(reached, `${id}: Tab reaches the cases`);
    check(JSON.stringify(d.steps) !== before, `${id}: Enter on a case changes the derivation`);
  }
  // Every step: one hidden (Previous step), then Show all — both from the keyboard.
  check(await tabTo(page, (a) => a.id === 'step-prev'), `${id}: Tab reaches Previous step`);
  await page.keyboard.press('Enter');
  d = await waitDescribed(page, (v) => v.shown < v.total);
  check(d.shown === d.total - 1, `${id}: Previous step: ${d.shown} of ${d.total} steps`);
  check(await tabTo(page, (a) => a.id === 'step-all'), `${id}: Tab reaches Show all`);
  await page.keyboard.press('Enter');
  d = await waitDescribed(page, (v) => v.shown === v.total);
  check(d.shown === d.total, `${id}: Show all: ${d.shown} of ${d.total} steps`);
  const verdict = (await page.textContent('#verdict')).trim();
  check(verdict.length > 0 && verdict === d.verdict, `${id}: the verdict in the text view: '${verdict}'`);
  const steps = await page.locator('ol#steps > li').count();
  check(steps === d.total, `${id}: ${steps} steps as HTML (${d.total})`);
  check(await page.evaluate(() => window.pointerEvents) === 0, `${id}: no mouse, pointer or touch event was sent`);

  // MathML: well-formed, and the step's own symbols.
  const mathml = await page.evaluate((desc) => {
    const problems = [];
    let lines = 0;
    for (const s of desc.steps) {
      for (const l of s.lines) {
        ++lines;
        const doc = new DOMParser().parseFromString(l.mathml, 'application/xml');
        if (doc.querySelector('parsererror') || doc.documentElement.localName !== 'math') {
          problems.push(`${s.key}: not well-formed: ${l.mathml.slice(0, 80)}`);
          continue;
        }
        // The text writes powers and indices as Unicode super- and subscripts (x², P₀); MathML as <msup>.
        const sup = '⁰¹²³⁴⁵⁶⁷⁸⁹', sub = '₀₁₂₃₄₅₆₇₈₉';
        const text = l.text.replace(/\s/g, '').replace(/[⁰-⁹₀-₉¹²³]/g, (c) => String(Math.max(sup.indexOf(c), sub.indexOf(c))));
        for (const leaf of doc.querySelectorAll('mi, mn')) {
          const t = leaf.textContent.replace(/\s/g, '');
          if (t && !text.includes(t)) problems.push(`${s.key}: '${t}' is not in '${l.text}'`);
        }
      }
    }
    const rendered = document.querySelectorAll('ol#steps math').length;
    return {problems, lines, rendered};
  }, d);
  check(mathml.lines > 0 && mathml.rendered === mathml.lines && mathml.problems.length === 0,
        `${id}: ${mathml.lines} lines of MathML, ${mathml.rendered} in the page` +
        (mathml.problems.length ? `: ${mathml.problems.slice(0, 3).join('; ')}` : ', well-formed, same symbols'));
}

// ---- The page's themes: contrast computed from their colours (the program's are app/tests/theme_test.cpp) --
async function themes() {
  const {context, page} = await open('lesson=edge-normal');
  const ratios = await page.evaluate(() => {
    const rgb = (css) => css.trim().match(/^#([0-9a-f]{6})$/i)[1].match(/../g).map((h) => parseInt(h, 16) / 255);
    const lum = (c) => {
      const l = rgb(c).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * l[0] + 0.7152 * l[1] + 0.0722 * l[2];
    };
    const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const out = {};
    for (const theme of ['dark', 'light', 'slide', 'high-contrast']) {
      document.body.dataset.theme = theme;
      const s = getComputedStyle(document.body), v = (n) => s.getPropertyValue('--' + n);
      out[theme] = {};
      // Text (4.5:1) on the page and on a button; graphics (3:1): a control's border, the focus ring, on both.
      for (const t of ['fg', 'muted', 'link', 'mark']) out[theme][`${t}/bg`] = [ratio(v(t), v('bg')), 4.5];
      out[theme]['fg/button'] = [ratio(v('fg'), v('button')), 4.5];
      for (const g of ['line', 'focus']) {
        out[theme][`${g}/bg`] = [ratio(v(g), v('bg')), 3];
        out[theme][`${g}/button`] = [ratio(v(g), v('button')), 3];
      }
    }
    return out;
  });
  for (const [theme, pairs] of Object.entries(ratios)) {
    const low = Object.entries(pairs).filter(([, [r, min]]) => r < min).map(([k, [r]]) => `${k} ${r.toFixed(2)}`);
    check(low.length === 0, `page theme ${theme}: every text pair ≥ 4.5:1, every graphics pair ≥ 3:1` +
          (low.length ? ` — low: ${low.join(', ')}` : ` (${Object.keys(pairs).length} pairs)`));
  }
  await context.close();
}

// ---- The live region ---------------------------------------------------------------------------------
async function live() {
  const {context, page} = await open('lesson=point-segment');
  await page.evaluate(() => {
    window.liveSaid = [];
    new MutationObserver(() => window.liveSaid.push(document.getElementById('live').textContent))
        .observe(document.getElementById('live'), {childList: true, characterData: true, subtree: true});
  });
  check(await page.getAttribute('#live', 'aria-live') === 'polite', 'live region: aria-live="polite"');
  await page.evaluate(() => { for (let i = 0; i < 40; ++i) Module._ricochet_reveal(-1); });
  await waitDescribed(page, (v) => v.shown === 0);
  await page.waitForTimeout(600);
  await page.evaluate(() => { window.liveSaid = []; });
  await page.focus('#step-next');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => window.liveSaid.length > 0, null, {timeout: 3000}).catch(() => {});
  let said = await page.evaluate(() => window.liveSaid);
  check(said.length === 1 && /^Step 1 of \d+: /.test(said[0]), `live region: Next step says ${JSON.stringify(said)}`);
  await page.evaluate(() => Module._ricochet_reveal(2));  // "22 of 22 steps shown. …", then quiet
  await page.waitForFunction(() => window.liveSaid.length > 1, null, {timeout: 5000}).catch(() => {});
  await page.waitForTimeout(500);
  await page.evaluate(() => { window.liveSaid = []; });
  // A mouse drag of point 0 on the canvas, 20 moves: one announcement, after the drop.
  const box = await page.locator('canvas').boundingBox();
  const hx = await page.evaluate(() => Module._ricochet_handle_x(0)) + box.x;
  const hy = await page.evaluate(() => Module._ricochet_handle_y(0)) + box.y;
  await page.mouse.move(hx, hy);
  await page.mouse.down();
  for (let k = 1; k <= 20; ++k) {
    await page.mouse.move(hx + 3 * k, hy + 2 * k);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  await page.waitForTimeout(1500);
  said = await page.evaluate(() => window.liveSaid);
  const d = await described(page);
  check(said.length === 1 && said[0].startsWith(d.handles[0].text) && said[0].includes(d.verdict),
        `live region: a drag says once, the point and the verdict: ${JSON.stringify(said)}`);
  await context.close();
}

async function axe(page, what) {
  const r = await new AxeBuilder({page}).withTags(AXE_TAGS).analyze();
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  check(bad.length === 0, `${what}: axe-core, ${r.passes.length} rules pass, ${bad.length} serious/critical` +
        bad.map((v) => ` [${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}]`).join(''));
}

// ---- Check my answers: an answers file graded in the page (docs/check.md), one page load ---------------
async function answers() {
  const {context, page} = await open('lesson=edge-normal');
  // rc_outward_normal right, rc_point_vs_wall wrong on the lecture's hit (it says no collision), the other
  // seven not answered.
  const hit = {bs: [3, 0.5], be: [-2, 3], p0: [0, 0], p1: [0, 4]};
  const good = {ricochet_check: 1, seed: 1, cases: [
    {id: 1, function: 'rc_outward_normal', name: 'lecture', inputs: {p0: [0, 0], p1: [0, 4]}, answer: {n: [4, 0]}},
    {id: 2, function: 'rc_point_vs_wall', name: 'lecture: hit', inputs: hit, answer: {returned: 0}},
    {id: 3, function: 'rc_elastic_1d', name: 'not answered', inputs: {m1: 1, v1: 1, m2: 1, v2: 0}},
  ]};
  const file = (name, text) => ({name, mimeType: 'application/json', buffer: Buffer.from(text)});
  await page.setInputFiles('#answers-file', file('answers.json', JSON.stringify(good)));
  await page.waitForFunction(() => document.querySelectorAll('#check-results li').length > 0, null, {timeout: 10000})
      .catch(() => {});
  const listed = await page.evaluate(() => [...document.querySelectorAll('#check-results li')].map((li) => [
    li.dataset.fn, li.dataset.verdict, !!li.querySelector('button.check-show'), !!li.querySelector('details pre')]));
  const verdict = Object.fromEntries(listed.map(([fn, v]) => [fn, v]));
  check(listed.length === 9 && verdict.rc_outward_normal === 'PASS' && verdict.rc_point_vs_wall === 'FAIL' &&
        listed.filter(([, v]) => v === 'SKIP').length === 7,
        `answers file: 9 functions listed, PASS / FAIL / 7 SKIP: ${JSON.stringify(listed.map(([f, v]) => `${v} ${f}`))}`);
  check(listed.some(([fn, , show, details]) => fn === 'rc_point_vs_wall' && show && details) &&
        listed.every(([, v, show]) => (v === 'FAIL') === show),
        'answers file: the failure has Show and its report\'s details; nothing else has Show');
  const status = (await page.textContent('#check-status')).trim();
  check(/^answers\.json: 2 of 9 functions answered, 1 pass\.$/.test(status), `answers file: the summary '${status}'`);
  const details = await page.textContent('#check-results li[data-fn="rc_point_vs_wall"] pre');
  check(details.includes('lecture: hit') && details.includes('expected'), 'answers file: the details name the case and the expected answer');
  await axe(page, 'answers file listed');

  // Show: the lesson of the failure, at its case, with the answer drawn over the figure.
  const canvas = page.locator('canvas');
  await page.focus('#check-results li[data-fn="rc_point_vs_wall"] button.check-show');
  await page.keyboard.press('Enter');
  let d = await waitDescribed(page, (v) => v.id === 'point-segment' && v.check);
  const bs = d.handles.find((h) => h.name === 'Bs');
  check(d.id === 'point-segment' && bs && near(bs.x, 3) && near(bs.y, 0.5),
        `Show: the point-segment lesson at the case (Bs ${bs ? bs.text : '?'})`);
  const shown = (await page.textContent('#check-shown-text')).trim();
  check(!(await page.isHidden('#check-shown')) && shown.includes('rc_point_vs_wall') && shown.includes('Yours: 0'),
        `Show: the text view says what is drawn: '${shown}'`);
  await page.waitForTimeout(300);
  const withOverlay = await canvas.screenshot({path: path.join(out, 'access-check-show.png')});
  await page.click('#check-hide');
  d = await waitDescribed(page, (v) => !v.check);
  await page.waitForTimeout(300);
  const without = await canvas.screenshot();
  check(!d.check && await page.isHidden('#check-shown') && !withOverlay.equals(without),
        'Hide my answer: the overlay leaves the figure and the text view');

  // Errors: one line naming the file and the field; the list is emptied.
  const bad = JSON.parse(JSON.stringify(good));
  bad.cases[1].answer = {returned: 1, ti: 'soon', bi: [0, 2]};
  await page.setInputFiles('#answers-file', file('bad.json', JSON.stringify(bad)));
  await page.waitForFunction(() => /bad\.json/.test(document.getElementById('check-status').textContent), null,
                             {timeout: 5000}).catch(() => {});
  let error = (await page.textContent('#check-status')).trim();
  check(error.startsWith('Not graded: bad.json') && error.includes('cases[1].answer.ti') &&
        await page.locator('#check-results li').count() === 0, `a bad answer: '${error}'`);
  await page.setInputFiles('#answers-file', file('broken.json', '{"cases": ['));
  await page.waitForFunction(() => /broken\.json/.test(document.getElementById('check-status').textContent), null,
                             {timeout: 5000}).catch(() => {});
  error = (await page.textContent('#check-status')).trim();
  check(error.startsWith('Not graded: broken.json'), `malformed JSON: '${error}'`);
  delete bad.cases[1].inputs.be;
  // Dropped on the page instead of chosen.
  await page.evaluate((text) => {
    const dt = new DataTransfer();
    dt.items.add(new File([text], 'dropped.json', {type: 'application/json'}));
    document.getElementById('summary').dispatchEvent(new DragEvent('drop', {dataTransfer: dt, bubbles: true, cancelable: true}));
  }, JSON.stringify(bad));
  await page.waitForFunction(() => /dropped\.json/.test(document.getElementById('check-status').textContent), null,
                             {timeout: 5000}).catch(() => {});
  error = (await page.textContent('#check-status')).trim();
  check(error.startsWith('Not graded: dropped.json') && error.includes('cases[1].inputs.be') && error.includes('missing'),
        `a file dropped on the page, a missing field: '${error}'`);
  await context.close();
}

// ---- axe-core, and the phone layout ----------------------------------------------------------------
// What the layout checks read: the page's width, control text cut off, targets smaller than `minTarget`.
function layoutOf(page, minTarget) {
  return page.evaluate((minTarget) => {
    const clipped = [], small = [];
    for (const el of document.querySelectorAll('#app button, #app label, #app summary, #app input, #app select, #app a, #app h1, #app h2')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;  // not shown
      if (el.scrollWidth > el.clientWidth + 1 && !['INPUT', 'SELECT'].includes(el.tagName)) clipped.push(el.textContent.trim().slice(0, 30));
      const inline = el.tagName === 'A' && el.closest('p');  // a link in a sentence: exempt (2.5.8)
      if (['BUTTON', 'SUMMARY', 'INPUT', 'SELECT'].includes(el.tagName) && !inline && (r.width < minTarget || r.height < minTarget)) {
        small.push(`${el.id || el.textContent.trim().slice(0, 20)} ${r.width.toFixed(0)}×${r.height.toFixed(0)}`);
      }
    }
    return {scroll: document.documentElement.scrollWidth, width: innerWidth, clipped, small,
            viewport: document.querySelector('meta[name=viewport]').content,
            canvas: document.getElementById('canvas').getBoundingClientRect().width};
  }, minTarget);
}

const kAxeOnTouch = new Set(['point-segment', 'ray-circle', 'elastic-1d', 'sandbox']);
async function layout(size, options) {
  const phone = options !== DESKTOP;  // touch: the stacked layout, 44 px targets
  const pages = new Map();
  // The tablet's stacked layout is the phone's at twice the width: there, the lessons of most controls.
  for (const {id} of lessons.filter(({id}) => options !== TABLET || kAxeOnTouch.has(id))) {
    const {page, status} = await openLesson(id, options, pages, false);
    if (!check(status === 'ready', `${id} at ${size}: ready (${status})`)) continue;
    await page.evaluate(() => Module._ricochet_reveal(2));
    await waitDescribed(page, (v) => v.shown === v.total);
    // axe-core on every lesson at the desktop size; the touch layouts restyle the same elements, so there
    // on the lessons of most controls (the layout checks below run on every lesson at every size).
    if (!phone || kAxeOnTouch.has(id)) await axe(page, `${id} at ${size}`);
    const layout = await layoutOf(page, phone ? 44 : 24);
    check(layout.scroll <= layout.width, `${id} at ${size}: nothing wider than the page (${layout.scroll} px)`);
    check(layout.clipped.length === 0, `${id} at ${size}: no clipped control text ${JSON.stringify(layout.clipped)}`);
    check(layout.small.length === 0, `${id} at ${size}: targets ≥ ${phone ? 44 : 24} px ${JSON.stringify(layout.small)}`);
    if (phone) {
      check(!/user-scalable\s*=\s*no|maximum-scale/.test(layout.viewport), `${id} at ${size}: pinch-zoom allowed`);
      check(Math.abs(layout.canvas - options.viewport.width) < 1, `${id} at ${size}: the figure takes the width (${layout.canvas} px)`);
    }
    if (id === 'point-segment' || id === 'ray-circle') {
      await page.screenshot({path: path.join(out, `access-${id}-${size}.png`)});
      if (phone) await page.screenshot({path: path.join(out, `access-${id}-${size}-full.png`), fullPage: true});
    }
  }
  await closePages(pages);
}
// ---- 320 CSS px (WCAG 1.4.10 reflow), reduced motion, and the lessons' values as native fields: one page ----
async function narrow() {
  const NARROW = {viewport: {width: 320, height: 640}, isMobile: true, hasTouch: true, deviceScaleFactor: 1,
                  reducedMotion: 'reduce'};
  const {context, page, status} = await open('lesson=elastic-1d', NARROW);
  check(status === 'ready', `320 px, reduced motion: ready (${status})`);
  const layout = await layoutOf(page, 44);
  check(layout.scroll <= layout.width && Math.abs(layout.canvas - 320) < 1,
        `320 px: nothing wider than the page (${layout.scroll} px), the figure takes the width`);
  check(layout.clipped.length === 0, `320 px: no clipped control text ${JSON.stringify(layout.clipped)}`);
  check(layout.small.length === 0, `320 px: targets ≥ 44 px ${JSON.stringify(layout.small)}`);
  await axe(page, 'elastic-1d at 320x640');
  // Reduced motion: the page is asked, and draws nothing once settled (no animation runs by itself).
  const still = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  const f0 = await page.evaluate(() => Module._ricochet_frames_drawn());
  await page.waitForTimeout(700);
  const f1 = await page.evaluate(() => Module._ricochet_frames_drawn());
  await page.waitForTimeout(700);
  const f2 = await page.evaluate(() => Module._ricochet_frames_drawn());
  check(still && f2 === f1 && !(await described(page)).playing,
        `reduced motion: asked (${still}), idle after load (frames ${f0} → ${f1} → ${f2}), nothing playing`);

  // The values: typed from the keyboard, read back by the lesson, a bad one refused.
  let d = await described(page);
  const names = (d.values || []).map((v) => v.name);
  check(['m1', 'm2', 'v1', 'v2', 'approaching_test'].every((n) => names.includes(n)),
        `elastic-1d: its masses, velocities and approaching test as fields: ${names.join(', ')}`);
  const before = JSON.stringify(d.steps);
  await page.focus('#value-m1');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  d = await waitDescribed(page, (v) => v.values.find((x) => x.name === 'm1').value === 3);
  check(d.values.find((x) => x.name === 'm1').value === 3 && JSON.stringify(d.steps) !== before,
        'elastic-1d: m1 typed as 3 is the lesson\'s m1, and the derivation follows');
  await page.focus('#value-m1');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('-1');
  await page.keyboard.press('Tab');
  await page.waitForTimeout(300);
  d = await described(page);
  const refused = (await page.textContent('#values-status')).trim();
  check(d.values.find((x) => x.name === 'm1').value === 3 && await page.inputValue('#value-m1') === '3' &&
        refused.startsWith('Kept the last good value: m1') && refused.endsWith('The nearest value it takes is 1e-6.'),
        `elastic-1d: m1 = −1 refused, the nearest accepted value said: '${refused}'`);
  await page.focus('#value-approaching_test');
  await page.keyboard.press('Space');
  d = await waitDescribed(page, (v) => v.values.find((x) => x.name === 'approaching_test').value === false);
  check(d.values.find((x) => x.name === 'approaching_test').value === false, 'elastic-1d: Space turns the approaching test off');
  // π-blocks' masses (their ratio) and the sandbox's broad phase, in the same page.
  await page.evaluate(() => Module.ccall('ricochet_open_lesson', null, ['string'], ['pi-blocks']));
  d = await waitDescribed(page, (v) => v.id === 'pi-blocks');
  check(['m', 'M', 'V'].every((n) => d.values.some((v) => v.name === n)), `pi-blocks: m, M, V as fields`);
  await page.fill('#value-M', '10000');
  await page.dispatchEvent('#value-M', 'change');
  d = await waitDescribed(page, (v) => v.values.find((x) => x.name === 'M').value === 10000);
  check(d.values.find((x) => x.name === 'M').value === 10000, 'pi-blocks: M set to 10000');
  await page.evaluate(() => Module.ccall('ricochet_open_lesson', null, ['string'], ['sandbox']));
  d = await waitDescribed(page, (v) => v.id === 'sandbox');
  const bp = (d.values || []).find((v) => v.name === 'broadphase');
  check(bp && bp.kind === 'choice' && bp.choices.includes('naive'), `sandbox: the broad phase as a choice ${JSON.stringify(bp)}`);
  if (bp) {
    await page.selectOption('#value-broadphase', bp.value === 'naive' ? 'grid' : 'naive');
    d = await waitDescribed(page, (v) => v.values.find((x) => x.name === 'broadphase').value !== bp.value);
    check(d.values.find((x) => x.name === 'broadphase').value !== bp.value, 'sandbox: the broad phase chosen in the page');
  }
  // A choice that makes another field one the reader refuses (tunneling: a wall has no circle radius R).
  await page.evaluate(() => Module.ccall('ricochet_open_lesson', null, ['string'], ['tunneling']));
  d = await waitDescribed(page, (v) => v.id === 'tunneling');
  const target = (d.values || []).find((v) => v.name === 'target');
  if (check(target && target.kind === 'choice', `tunneling: the target as a choice ${JSON.stringify(target && target.choices)}`)) {
    const other = target.value === 'wall' ? 'circle' : 'wall';
    await page.selectOption('#value-target', other);
    d = await waitDescribed(page, (v) => v.values.find((x) => x.name === 'target').value === other);
    const said = (await page.textContent('#values-status')).trim();
    check(d.values.find((x) => x.name === 'target').value === other && said === '',
          `tunneling: target → ${other}, taken ('${said}')`);
  }
  await page.screenshot({path: path.join(out, 'access-320x640-full.png'), fullPage: true});
  await context.close();
}

// ---- The panel's view settings as native controls (WCAG 2.1.1), keyboard only -------------------------
// The sandbox's table, single frame, step back, reset, play speed and trails, its Play, and pi-blocks'
// restart and play speed: each reached with Tab and used with Enter, Space, the arrows or typing, the
// program's state read back from the description; a speed outside its range refused with the nearest value
// it takes (WCAG 3.3.3). No mouse, pointer or touch event.
async function viewSettings() {
  const {context, page, status} = await open('lesson=sandbox');
  if (!check(status === 'ready', `view settings: sandbox ready (${status})`)) return context.close();
  const value = (d, name) => (d.values || []).find((v) => v.name === name);
  let d = await described(page);
  const names = (d.values || []).filter((v) => v.view).map((v) => v.name);
  check(['table', 'single_frame', 'step_back', 'reset', 'play_speed', 'trails'].every((n) => names.includes(n)),
        `sandbox: the panel's view settings in the text view: ${names.join(', ')}`);
  check(value(d, 'step_back') && value(d, 'step_back').enabled === false, 'sandbox: Step back has nothing to undo at frame 0');
  // Single frame: Tab, Enter — the frame runs (Step back now can), the derivation follows.
  const steps0 = JSON.stringify(d.steps);
  check(await tabTo(page, (a) => a.id === 'value-single_frame'), 'sandbox: Tab reaches Single frame');
  await page.keyboard.press('Enter');
  d = await waitDescribed(page, (v) => value(v, 'step_back').enabled);
  check(value(d, 'step_back').enabled && JSON.stringify(d.steps) !== steps0, 'sandbox: Enter on Single frame runs a frame');
  check(await tabTo(page, (a) => a.id === 'value-step_back'), 'sandbox: Tab reaches Step back');
  await page.keyboard.press('Enter');
  d = await waitDescribed(page, (v) => !value(v, 'step_back').enabled);
  check(!value(d, 'step_back').enabled && JSON.stringify(d.steps) === steps0, 'sandbox: Enter on Step back goes back to frame 0');
  check((await active(page)).id === 'value-step_back', 'sandbox: the focus stays on Step back when it has no more to undo');
  await page.keyboard.press('Enter');
  await page.waitForTimeout(200);
  const refusedBack = (await page.textContent('#view-status')).trim();
  check(refusedBack.startsWith('Not done: Step back'), `sandbox: Step back at frame 0 says why: '${refusedBack}'`);
  // Reset: two frames, then Reset — frame 0 again.
  await page.focus('#value-single_frame');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  d = await waitDescribed(page, (v) => value(v, 'step_back').enabled);
  check(await tabTo(page, (a) => a.id === 'value-reset'), 'sandbox: Tab reaches Reset');
  await page.keyboard.press('Enter');
  d = await waitDescribed(page, (v) => !value(v, 'step_back').enabled);
  check(!value(d, 'step_back').enabled && JSON.stringify(d.steps) === steps0, 'sandbox: Enter on Reset: the table at frame 0');
  // The play speed, typed; one outside its range refused with the nearest it takes.
  check(await tabTo(page, (a) => a.id === 'value-play_speed'), 'sandbox: Tab reaches the play speed');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  d = await waitDescribed(page, (v) => value(v, 'play_speed').value === 3);
  check(value(d, 'play_speed').value === 3, `sandbox: play speed typed as 3 (${value(d, 'play_speed').value})`);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('100');
  await page.keyboard.press('Tab');
  await page.waitForTimeout(300);
  d = await described(page);
  const refused = (await page.textContent('#view-status')).trim();
  check(value(d, 'play_speed').value === 3 && await page.inputValue('#value-play_speed') === '3' &&
        /^Kept the last good value: play speed: must be in \[0\.05, 8\], got (100|1e2)\. The nearest value it takes is 8\.$/.test(refused),
        `sandbox: play speed 100 refused, the nearest accepted value said: '${refused}'`);
  // Trails: a checkbox, Space.
  check(await tabTo(page, (a) => a.id === 'value-trails'), 'sandbox: Tab reaches trails');
  await page.keyboard.press('Space');
  d = await waitDescribed(page, (v) => value(v, 'trails').value === false);
  check(value(d, 'trails').value === false, 'sandbox: Space turns the trails off');
  // The table: a list, the arrow keys choose another.
  const table0 = value(d, 'table').value;
  check(table0 !== 'custom', `sandbox: Reset keeps the table's name (${table0})`);
  const last = value(d, 'table').choices.indexOf(table0) === value(d, 'table').choices.length - 1;
  await page.focus('#value-table');
  await page.keyboard.press(last ? 'ArrowUp' : 'ArrowDown');
  d = await waitDescribed(page, (v) => value(v, 'table').value !== table0);
  check(value(d, 'table').value !== table0 && value(d, 'table').choices.includes(value(d, 'table').value),
        `sandbox: an arrow key on the table chooses another (${table0} → ${value(d, 'table').value})`);
  // Play / Pause of the table's own run, in the Time section.
  check(!(await page.isHidden('#play')) && await page.isHidden('#t-slider'), 'sandbox: Play in the text view, no t slider');
  await page.focus('#play');
  await page.keyboard.press('Enter');
  d = await waitDescribed(page, (v) => v.playing);
  check(d.playing, 'sandbox: Enter on Play runs the table');
  await page.keyboard.press('Enter');
  d = await waitDescribed(page, (v) => !v.playing);
  check(!d.playing, 'sandbox: Enter on Pause stops it');
  await axe(page, 'sandbox with its view settings');
  await page.screenshot({path: path.join(out, 'access-sandbox-view-1280x720.png')});

  // π-blocks: Restart and the play speed.
  await page.evaluate(() => Module.ccall('ricochet_open_lesson', null, ['string'], ['pi-blocks']));
  d = await waitDescribed(page, (v) => v.id === 'pi-blocks' && v.values.some((x) => x.name === 'play_speed'));
  check(value(d, 'restart') && value(d, 'play_speed'), 'pi-blocks: Restart and the play speed in the text view');
  await page.focus('#summary');
  check(await tabTo(page, (a) => a.id === 'value-play_speed'), 'pi-blocks: Tab reaches the play speed');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('0.1');  // slow: still running when Restart is pressed
  await page.keyboard.press('Enter');
  d = await waitDescribed(page, (v) => value(v, 'play_speed').value === 0.1);
  check(value(d, 'play_speed').value === 0.1, 'pi-blocks: play speed typed as 0.1 (Enter)');
  await page.focus('#play');
  await page.keyboard.press('Enter');
  d = await waitDescribed(page, (v) => v.playing);
  check(d.playing, 'pi-blocks: Enter on Play runs the blocks');
  check(await tabTo(page, (a) => a.id === 'value-restart'), 'pi-blocks: Tab reaches Restart');
  await page.keyboard.press('Enter');
  d = await waitDescribed(page, (v) => !v.playing);
  check(!d.playing, 'pi-blocks: Enter on Restart stops the blocks where they start');
  check(await page.evaluate(() => window.pointerEvents) === 0, 'view settings: no mouse, pointer or touch event was sent');
  await context.close();
}

// ---- The canvas's menu bar, from the text view (WCAG 2.1.1) ----------------------------------------------
// Every command of the canvas's menu bar that has no key on the canvas — Theme, the parts of the view shown,
// Open lessons at lecture start, Export figure, Window screenshot (F12 is the browser's), Copy link — is a
// native control of the text view's View section: each reached with Tab and used with Space, Enter or an
// arrow key, its effect read from the program (and the downloads, the address bar, the clipboard). No mouse,
// pointer or touch event.
async function menuCommands() {
  const {context, page, status} = await open('lesson=ray-circle', {...SMALL_DESKTOP, acceptDownloads: true});
  if (!check(status === 'ready', `menu: ray-circle ready (${status})`)) return context.close();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: new URL(base).origin});
  const value = (d, name) => (d.values || []).find((v) => v.name === name);
  const parts = () => page.evaluate(() => Module._ricochet_view_parts());
  const waitParts = async (ok) => {
    for (let i = 0; i < 60 && !ok(await parts()); ++i) await page.waitForTimeout(50);
    return parts();
  };
  let d = await described(page);
  const want = ['theme', 'lesson_list', 'panel', 'plots', 'captions', 'open_at_start', 'export_figure', 'screenshot', 'present', 'copy_link'];
  const names = (d.values || []).filter((v) => v.view).map((v) => v.name);
  check(want.every((n) => names.includes(n)), `menu: the menu bar's commands in the text view: ${names.join(', ')}`);
  await page.focus('#summary');

  // View → Theme: a list; an arrow key chooses the next theme, the canvas and the page follow.
  check(await tabTo(page, (a) => a.id === 'value-theme'), 'menu: Tab reaches Theme');
  const theme0 = await page.evaluate(() => Module._ricochet_theme());
  await page.keyboard.press(theme0 === 3 ? 'ArrowUp' : 'ArrowDown');
  const theme1 = await waitFor(page, () => Module._ricochet_theme(), null, (t) => t !== theme0);
  d = await waitDescribed(page, (v) => v.theme === value(v, 'theme').value && v.theme !== ['dark', 'light', 'slide', 'high-contrast'][theme0]);
  check(theme1 !== theme0 && d.theme === value(d, 'theme').value &&
        await page.evaluate(() => document.body.dataset.theme) === d.theme,
        `menu: an arrow key on Theme changes the program's theme and the page's (${theme0} → ${theme1}, ${d.theme})`);

  // View → Lesson list / Panel / Plots / Captions: checkboxes, Space hides the part, Space again shows it.
  for (const [name, bit] of [['lesson_list', 1], ['panel', 2], ['plots', 4], ['captions', 8]]) {
    check(await tabTo(page, (a) => a.id === `value-${name}`), `menu: Tab reaches ${name}`);
    await page.keyboard.press('Space');
    const off = await waitParts((p) => (p & bit) === 0);
    check((off & bit) === 0, `menu: Space on ${name} hides it on the canvas (${off})`);
    await page.keyboard.press('Space');
    const on = await waitParts((p) => (p & bit) !== 0);
    check((on & bit) !== 0, `menu: Space on ${name} again shows it (${on})`);
  }

  // View → Open lessons at lecture start: a checkbox; then the next lesson (] on the canvas) opens at t = 0
  // with no step shown.
  check(await tabTo(page, (a) => a.id === 'value-open_at_start'), 'menu: Tab reaches Open lessons at lecture start');
  await page.keyboard.press('Space');
  const start = await waitParts((p) => (p & 16) !== 0);
  check((start & 16) !== 0, 'menu: Space on Open lessons at lecture start turns it on');

  // File → Export figure (PNG with the dialog's settings) and Window screenshot: Enter, a download each.
  const downloaded = async (id) => {
    check(await tabTo(page, (a) => a.id === id), `menu: Tab reaches ${id}`);
    const event = page.waitForEvent('download', {timeout: 15000}).catch(() => null);
    await page.keyboard.press('Enter');
    const dl = await event;
    if (!dl) return [null, null];
    const file = path.join(out, `access-menu-${dl.suggestedFilename()}`);
    await dl.saveAs(file);
    return [dl.suggestedFilename(), fs.readFileSync(file)];
  };
  const [figName, fig] = await downloaded('value-export_figure');
  let figSize = null;
  try { figSize = fig && pngSize(fig); } catch (e) { figSize = e.message; }
  check(figName === 'ricochet-ray-circle.png' && Array.isArray(figSize) && figSize[0] === 1920 && figSize[1] === 1080,
        `menu: Enter on Export figure downloads the figure (${figName}, ${figSize})`);
  const [shotName, shot] = await downloaded('value-screenshot');
  let shotSize = null;
  try { shotSize = shot && pngSize(shot); } catch (e) { shotSize = e.message; }
  check(/^ricochet-screenshot.*\.png$/.test(shotName || '') && Array.isArray(shotSize) && shotSize[0] > 100,
        `menu: Enter on Window screenshot downloads the canvas (${shotName}, ${shotSize})`);

  // File → Copy link to this scene: Enter; the address bar and the clipboard hold the #scene= link.
  check(await tabTo(page, (a) => a.id === 'value-copy_link'), 'menu: Tab reaches Copy link');
  await page.keyboard.press('Enter');
  const link = await waitFor(page, () => location.href, null, (h) => h.includes('#scene='));
  const clip = await page.evaluate(() => navigator.clipboard.readText()).catch((e) => `(${e.message})`);
  check(link.includes('#scene=') && clip === link, `menu: Enter on Copy link: address bar and clipboard (${link.slice(-30)}, ${String(clip).slice(-30)})`);

  // View → Present: Enter; then on the canvas Esc leaves, F5 presents again (not the browser's reload), Esc.
  await page.focus('#summary');
  check(await tabTo(page, (a) => a.id === 'value-present'), 'menu: Tab reaches Present');
  await page.keyboard.press('Enter');
  let p = await waitParts((v) => (v & 64) !== 0);
  check((p & 64) !== 0, 'menu: Enter on Present starts presenting');
  let onCanvas = false;
  for (let i = 0; i < 40 && !onCanvas; ++i) {  // the canvas comes before the text view: Shift+Tab
    await page.keyboard.press('Shift+Tab');
    onCanvas = (await active(page)).id === 'canvas';
  }
  check(onCanvas, 'menu: Shift+Tab reaches the canvas');
  const canvasKey = async (k) => {  // pressed and released in different frames, as ImGui 1.86 reads keys
    await input(page, 2, () => page.keyboard.down(k));
    await input(page, 1, () => page.keyboard.up(k));
  };
  await canvasKey('Escape');
  p = await waitParts((v) => (v & 64) === 0);
  check((p & 64) === 0, 'menu: Esc on the canvas leaves the presentation');
  await canvasKey('F5');
  p = await waitParts((v) => (v & 64) !== 0);
  check((p & 64) !== 0 && await page.evaluate(() => document.body.dataset.status) === 'ready',
        'menu: F5 on the canvas presents (the page is not reloaded)');
  await canvasKey('Escape');
  p = await waitParts((v) => (v & 64) === 0);
  // Help → Controls: F1 on the canvas (the browser's help key is kept from it), F1 again closes it.
  await canvasKey('F1');
  p = await waitParts((v) => (v & 32) !== 0);
  check((p & 32) !== 0, 'menu: F1 on the canvas opens the Controls window');
  await canvasKey('F1');
  p = await waitParts((v) => (v & 32) === 0);
  check((p & 32) === 0, 'menu: F1 again closes it');

  // View → Lecture start and Every step: 0 and End on the canvas; File → Repeat last export: Ctrl+E.
  const steps = () => page.evaluate(() => [Module._ricochet_steps_shown(), Module._ricochet_steps()]);
  await canvasKey('0');
  let st = await waitFor(page, () => Module._ricochet_steps_shown(), null, (n) => n === 0);
  await canvasKey('End');
  st = await waitFor(page, () => Module._ricochet_steps_shown() === Module._ricochet_steps(), null, (ok) => ok);
  const [shownNow, all] = await steps();
  check(st && shownNow === all && all > 0, `menu: End on the canvas shows every step (${shownNow} of ${all})`);
  const again = page.waitForEvent('download', {timeout: 15000}).catch(() => null);
  await input(page, 2, () => page.keyboard.down('Control'));
  await canvasKey('e');
  await page.keyboard.up('Control');
  const dl = await again;
  check(dl && dl.suggestedFilename() === 'ricochet-ray-circle.png', `menu: Ctrl+E on the canvas repeats the export (${dl && dl.suggestedFilename()})`);

  // The lecture start, seen: ] on the canvas for the next lesson.
  await canvasKey(']');
  d = await waitDescribed(page, (v) => v.id !== 'ray-circle');
  const shown = await page.evaluate(() => [Module._ricochet_steps_shown(), Module._ricochet_time()]);
  check(d.id !== 'ray-circle' && shown[0] === 0 && shown[1] === 0,
        `menu: with Open lessons at lecture start, the next lesson (${d.id}) opens with no step shown at t = 0 (${shown})`);
  await axe(page, 'the menu commands in the text view');
  check(await page.evaluate(() => window.pointerEvents) === 0, 'menu: no mouse, pointer or touch event was sent');

  // F5 with nothing focused is the browser's reload: not prevented, not given to the program (no
  // presentation). (Headless Chromium has no reload key to watch, so the event's fate is what is checked;
  // should it reload after all, the page is gone and that is the answer too.)
  await page.evaluate(() => {
    document.activeElement && document.activeElement.blur();
    window.f5Prevented = null;
    window.addEventListener('keydown', (e) => { if (e.key === 'F5') window.f5Prevented = e.defaultPrevented; });
  });
  await page.keyboard.press('F5').catch(() => {});
  await frames(page, 3, 500).catch(() => {});  // none is drawn: the program was not woken
  const f5 = await page.evaluate(() => [window.f5Prevented, Module._ricochet_view_parts()]).catch(() => ['reloaded', 0]);
  check(f5[0] === false || f5[0] === 'reloaded',
        `menu: F5 with nothing focused is left to the browser (reload), not prevented (${f5[0]})`);
  check((f5[1] & 64) === 0, 'menu: F5 with nothing focused does not present');
  await context.close();
}

// ---- Zoom with one pointer (WCAG 2.5.1: an alternative to the pinch) and from the keyboard -----------
async function zoom() {
  const {context, page} = await open('lesson=ray-circle');
  const scale = () => page.evaluate(() => Module._ricochet_zoom_scale());
  const waitScale = async (ok) => {
    for (let i = 0; i < 60 && !ok(await scale()); ++i) await page.waitForTimeout(50);
    return scale();
  };
  const s0 = await scale();
  await page.click('#zoom-in');
  const s1 = await waitScale((s) => s > s0 * 1.1);
  check(s1 > s0 * 1.1, `zoom: one click on Zoom in zooms in (${s0.toFixed(1)} → ${s1.toFixed(1)} px per unit)`);
  await page.click('#zoom-out');
  await page.click('#zoom-out');
  const s2 = await waitScale((s) => s < s0 * 0.9);
  check(s2 < s0 * 0.9, `zoom: two clicks on Zoom out zoom out (${s2.toFixed(1)})`);
  // Pan: a quarter of the canvas per click, the way the button says.
  const view = () => page.evaluate(() => [Module._ricochet_view_x(), Module._ricochet_view_y()]);
  const v0 = await view();
  await page.click('#pan-right');
  await page.click('#pan-up');
  let v1 = v0;
  for (let i = 0; i < 60 && !(v1[0] > v0[0] && v1[1] > v0[1]); ++i) { await page.waitForTimeout(50); v1 = await view(); }
  check(v1[0] > v0[0] && v1[1] > v0[1], `pan: Pan right and Pan up move the view right and up (${v0.map((x) => x.toFixed(2))} → ${v1.map((x) => x.toFixed(2))})`);
  await page.click('#pan-left');
  await page.click('#pan-down');
  let v2 = v1;
  for (let i = 0; i < 60 && !(v2[0] < v1[0] && v2[1] < v1[1]); ++i) { await page.waitForTimeout(50); v2 = await view(); }
  check(Math.abs(v2[0] - v0[0]) < 1e-6 && Math.abs(v2[1] - v0[1]) < 1e-6, 'pan: Pan left and Pan down bring it back');
  await page.focus('#zoom-fit');
  await page.keyboard.press('Enter');
  const s3 = await waitScale((s) => Math.abs(s - s0) < s0 * 0.01);
  check(Math.abs(s3 - s0) < s0 * 0.01, `zoom: Fit the scene (Enter) frames it as it opened (${s3.toFixed(1)})`);
  await context.close();
}

// ---- A handle's tooltip on the canvas: Esc dismisses it without moving the pointer (WCAG 1.4.13) ------
async function tooltip() {
  const {context, page} = await open('lesson=point-segment');
  const shown = () => page.evaluate(() => Module._ricochet_tooltip_shown());
  const box = await page.locator('canvas').boundingBox();
  const hx = await page.evaluate(() => Module._ricochet_handle_x(0)) + box.x;
  const hy = await page.evaluate(() => Module._ricochet_handle_y(0)) + box.y;
  await page.mouse.move(hx - 30, hy - 30);
  await page.mouse.move(hx, hy, {steps: 3});
  await page.waitForFunction(() => Module._ricochet_tooltip_shown() === 1, null, {timeout: 3000}).catch(() => {});
  check(await shown() === 1, 'tooltip: up while the pointer is on a handle');
  await page.screenshot({path: path.join(out, 'access-tooltip-shown.png')});
  // Hoverable: the pointer moves from the handle onto the tooltip (beside the handle), and it stays.
  const tx = await page.evaluate(() => Module._ricochet_tooltip_x()) + box.x;
  const ty = await page.evaluate(() => Module._ricochet_tooltip_y()) + box.y;
  await page.mouse.move(tx, ty, {steps: 8});
  await page.waitForTimeout(300);
  check(await shown() === 1, `tooltip: stays while the pointer moves onto it (${(tx - hx).toFixed(0)}, ${(ty - hy).toFixed(0)} px from the handle)`);
  await page.mouse.move(hx, hy, {steps: 8});
  await page.waitForTimeout(200);
  await page.focus('canvas');  // the pointer stays where it is
  // Esc pressed and released in different frames (ImGui 1.86 reads keys once a frame).
  await input(page, 2, () => page.keyboard.down('Escape'));
  await input(page, 1, () => page.keyboard.up('Escape'));
  await page.waitForFunction(() => Module._ricochet_tooltip_shown() === 0, null, {timeout: 3000}).catch(() => {});
  check(await shown() === 0, 'tooltip: Esc dismisses it, the pointer still on the handle');
  await page.waitForTimeout(300);
  check(await shown() === 0, 'tooltip: and it stays dismissed while the pointer stays');
  await page.screenshot({path: path.join(out, 'access-tooltip-dismissed.png')});
  await page.mouse.move(hx - 60, hy - 60, {steps: 3});
  await page.mouse.move(hx, hy, {steps: 3});
  await page.waitForFunction(() => Module._ricochet_tooltip_shown() === 1, null, {timeout: 3000}).catch(() => {});
  check(await shown() === 1, 'tooltip: back when the pointer comes back to the handle');
  // A coordinate outside the domain, typed: refused, and the status line says the nearest value taken.
  await page.focus('#points button.handle');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Control+A');
  await page.keyboard.type('5000000');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => /nearest/.test(document.getElementById('status-line').textContent), null,
                             {timeout: 3000}).catch(() => {});
  const said = (await page.textContent('#status-line')).trim();
  check(/^Kept the last good value: .*got 5e6\. The nearest value it takes is 1e6\.$/.test(said),
        `a coordinate of 5e6 refused, the nearest accepted value said: '${said}'`);
  await context.close();
}

// The practice panel, open (a lesson with an exercise), at both sizes.
async function practice(size, options) {
  const {context, page} = await open('lesson=point-segment', options);
  await page.focus('#practice-toggle');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#practice-form:not([hidden]) fieldset', {timeout: 5000}).catch(() => {});
  const questions = await page.locator('#questions fieldset').count();
  check(questions > 0, `practice at ${size}: ${questions} questions as native fields`);
  await axe(page, `practice panel at ${size}`);
  await page.screenshot({path: path.join(out, `access-practice-${size}.png`), fullPage: options === PHONE});
  await context.close();
}

const closePages = (pages) => Promise.all([...pages.values()].map((page) => page.context().close()));
// The parts are independent: each in pages of its own, WEB_TEST_JOBS at once (one per core by default). The
// keyboard walk over the lessons is split in two (one page each); the layout runs one task per screen size.
const tasks = [];
if (part('layout')) {
  for (const [size, options] of [['1280x720', DESKTOP], ['390x844', PHONE], ['768x1024', TABLET]]) tasks.push(() => layout(size, options));
}
if (part('keyboard')) {
  for (const half of [lessons.slice(0, Math.ceil(lessons.length / 2)), lessons.slice(Math.ceil(lessons.length / 2))]) {
    tasks.push(async () => {
      const pages = new Map();
      for (const {id} of half) await keyboardLesson(id, pages);
      await closePages(pages);
    });
  }
}
if (part('narrow')) tasks.push(narrow);
if (part('answers')) tasks.push(answers);
if (part('live')) tasks.push(live);
if (part('practice')) tasks.push(() => practice('1280x720', DESKTOP), () => practice('390x844', PHONE));
if (part('themes')) tasks.push(themes);
if (part('view')) tasks.push(viewSettings, zoom, tooltip);
if (part('menu')) tasks.push(menuCommands);
await pool(tasks, jobs());

await browser.close();
server.close();
console.log(failures.length ? `access_test: ${failures.length} FAILED:\n  ${failures.join('\n  ')}` : 'access_test: all passed');
process.exit(failures.length ? 1 : 0);
