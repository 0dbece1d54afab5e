import { chromium } from 'playwright-core';
const [route, width, ...ys] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: Number(width), height: 900 } });
await p.goto('http://127.0.0.1:4700' + route, { waitUntil: 'networkidle' });
await p.waitForTimeout(800);
for (const y of ys) {
  await p.screenshot({ path: `/tmp/seg_${y}.png`, fullPage: true, clip: { x: 0, y: Number(y), width: Number(width), height: 1400 } });
}
await b.close();
