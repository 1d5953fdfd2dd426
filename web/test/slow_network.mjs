// A benchmark, not a test (docs/performance.md): the first lesson's download, gzip-compressed as a web host
// serves it, and the time from navigation to data-status="ready" at an emulated 2 Mbit/s (Chromium's
// network throttling through Playwright, 40 ms latency), with the load progress the page shows on the way.
//
// Usage: node web/test/slow_network.mjs SITE_DIR [FRAGMENT]
import {chromium} from 'playwright-core';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const site = path.resolve(process.argv[2] || 'build-web/site');
const fragment = process.argv[3] || 'lesson=edge-normal';
const types = {'.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm'};
const gz = {};
let sent = 0;
const server = http.createServer((req, res) => {
  const name = new URL(req.url, 'http://x').pathname.replace(/^\//, '');
  const file = path.join(site, name);
  if (!file.startsWith(site) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
    res.writeHead(404).end();
    return;
  }
  gz[name] = gz[name] || zlib.gzipSync(fs.readFileSync(file), {level: 9});
  sent += gz[name].length;
  res.writeHead(200, {'Content-Type': types[path.extname(file)] || 'application/octet-stream',
                      'Content-Encoding': 'gzip', 'Content-Length': gz[name].length});
  res.end(gz[name]);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--use-gl=angle', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'],
});
const page = await browser.newPage({viewport: {width: 1280, height: 720}});
const cdp = await page.context().newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.setCacheDisabled', {cacheDisabled: true});
await cdp.send('Network.emulateNetworkConditions',
               {offline: false, latency: 40, downloadThroughput: 2e6 / 8, uploadThroughput: 1e6 / 8});
const progress = [];
const t0 = Date.now();
await page.goto(`http://127.0.0.1:${server.address().port}/index.html#${fragment}`);
while (Date.now() - t0 < 120000) {
  const [status, text] = await page.evaluate(() => [document.body.dataset.status,
                                                    document.getElementById('progress-text').textContent]);
  if (progress[progress.length - 1] !== text) progress.push(text);
  if (status !== 'loading') {
    console.log(JSON.stringify({fragment, status, ready_s: (Date.now() - t0) / 1000, gzip_bytes: sent,
                                files: Object.fromEntries(Object.entries(gz).map(([k, v]) => [k, v.length])),
                                progress: progress.filter((p, i) => i % 4 === 0 || i === progress.length - 1)},
                               null, 1));
    break;
  }
  await page.waitForTimeout(250);
}
await browser.close();
server.close();
