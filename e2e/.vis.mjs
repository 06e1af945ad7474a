import { chromium } from 'playwright-core';

const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const p = await b.newPage();
p.on('request', (r) => {
  if (r.url().includes('8787')) console.log('req', r.method(), r.url().replace(/.*8787/, ''));
});
await p.goto('http://localhost:5173/?page=devices');
await p.waitForTimeout(3000);
console.log('--- dispatch');
await p.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
await p.waitForTimeout(1500);
console.log('--- focus/blur');
await p.evaluate(() => {
  window.dispatchEvent(new Event('blur'));
  window.dispatchEvent(new Event('focus'));
});
await p.waitForTimeout(1500);
await b.close();
