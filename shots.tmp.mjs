import { chromium } from 'playwright-core';
const routes = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] });
for (const w of [390, 1280]) {
  const p = await b.newPage({ viewport: { width: w, height: 900 } });
  p.on('console', m => { if (m.type() === 'error' || m.type() === 'warning') console.log(w, m.type(), m.text().slice(0, 200)); });
  for (const r of routes) {
    await p.goto('http://127.0.0.1:4700' + r, { waitUntil: 'networkidle' });
    await p.waitForTimeout(800);
    const name = r.replace(/[^a-z0-9]+/gi, '_');
    await p.screenshot({ path: `/tmp/shot${name}_${w}.png`, fullPage: true });
  }
  await p.close();
}
await b.close();
