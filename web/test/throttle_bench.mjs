// A benchmark, not a test (docs/performance.md, issue 27 item 5): every lesson's frame time in headless
// Chromium with DevTools CPU throttling (Emulation.setCPUThrottlingRate through Playwright's CDP session),
// while the lesson plays (t runs, or its own clock) and while a point is dragged with the mouse.
//
// A frame's time is the work of one animation-frame callback of the program's main loop on the page's main
// thread (ImGui, the lesson, the WebGL calls, and the waits for the GPU process those calls make), timed
// with performance.now() around each requestAnimationFrame callback that drew a frame. Only the renderer's
// main thread is throttled: the GPU process (SwiftShader, a software rasteriser here) runs at full speed.
// The page loads unthrottled; the throttling is set once it is ready.
//
// Usage: node web/test/throttle_bench.mjs SOURCE_DIR SITE_DIR [RATES] [SECONDS]
//   RATES: comma-separated throttling rates (default 1,4); SECONDS: per measurement (default 3).
import {frames, launch, lessons, load, serve} from './harness.mjs';

const [src, siteDir, ratesArg = '1,4', secondsArg = '3'] = process.argv.slice(2);
if (!siteDir) {
  console.error('usage: node throttle_bench.mjs SOURCE_DIR SITE_DIR [RATES] [SECONDS]');
  process.exit(2);
}
const rates = ratesArg.split(',').map(Number);
const seconds = Number(secondsArg);
const {server, base} = await serve(siteDir);
const browser = await launch();
const context = await browser.newContext({viewport: {width: 1280, height: 720}, deviceScaleFactor: 1});
// Every animation-frame callback that drew a frame of the program: its duration and when it started.
await context.addInitScript(() => {
  const raf = window.requestAnimationFrame.bind(window);
  window.frameLog = [];
  window.requestAnimationFrame = (cb) => raf((t) => {
    const f0 = typeof Module !== 'undefined' && Module._ricochet_frames_drawn ? Module._ricochet_frames_drawn() : -1;
    const start = performance.now();
    try {
      cb(t);
    } finally {
      if (f0 >= 0 && Module._ricochet_frames_drawn() > f0) window.frameLog.push([start, performance.now() - start]);
    }
  });
});

const stats = (log) => {
  const ms = log.map(([, d]) => d).sort((a, b) => a - b);
  const at = (q) => (ms.length ? ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] : NaN);
  const span = log.length > 1 ? (log[log.length - 1][0] - log[0][0]) / 1000 : NaN;
  return {frames: ms.length, median_ms: +at(0.5).toFixed(1), p90_ms: +at(0.9).toFixed(1),
          fps: +((log.length - 1) / span).toFixed(1)};
};
const take = (page) => page.evaluate(() => window.frameLog.splice(0));

const results = [];
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
for (const {id} of lessons(src)) {
  for (const rate of rates) {
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    await page.goto('about:blank');
    const status = await load(page, `${base}#lesson=${id}`, 60000);
    if (status !== 'ready') {
      console.log(`${id} ×${rate}: ${status}`);
      continue;
    }
    await cdp.send('Emulation.setCPUThrottlingRate', {rate});
    const row = {lesson: id, rate};
    // Playing: t runs (or the lesson's own clock), the loop draws every animation frame.
    await take(page);
    await page.evaluate(() => Module._ricochet_play(1));
    await page.waitForTimeout(seconds * 1000);
    await page.evaluate(() => Module._ricochet_play(0));
    row.play = stats(await take(page));
    await frames(page, 3, 5000);
    // A drag of point 0 across the canvas: each mouse move wakes the loop; the next move after a frame.
    const box = await page.locator('canvas').boundingBox();
    const h = await page.evaluate(() => [Module._ricochet_handle_x(0), Module._ricochet_handle_y(0)]);
    if (h.every(Number.isFinite) && h[0] > 0 && h[1] > 0 && h[0] < box.width && h[1] < box.height) {
      const [x, y] = [box.x + h[0], box.y + h[1]];
      await page.mouse.move(x, y);
      await page.mouse.down();
      await take(page);
      const end = Date.now() + seconds * 1000;
      for (let k = 0; Date.now() < end; ++k) {
        const a = (k / 40) * 2 * Math.PI;
        await page.mouse.move(x + 60 * Math.sin(a), y + 30 * (1 - Math.cos(a)));
        await frames(page, 1, 2000);
      }
      row.drag = stats(await take(page));
      await page.mouse.up();
    }
    results.push(row);
    const fmt = (s) => (s && s.frames ? `median ${s.median_ms} ms, p90 ${s.p90_ms} ms, ${s.fps} frames/s (${s.frames})` : 'no frames');
    console.log(`${id.padEnd(15)} ×${rate}  play: ${fmt(row.play)};  drag: ${fmt(row.drag)}`);
  }
}
await browser.close();
server.close();
console.log(JSON.stringify(results));
