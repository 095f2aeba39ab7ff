import { chromium } from '@playwright/test';
const base = 'http://localhost:5130';
const email = process.argv[2] ?? 'essentials@demo.bidlantern.test';
const name = process.argv[3] ?? 'essentials';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
  await page.goto(base + '/');
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, { timeout: 30000 });
  await page.waitForTimeout(4000);
  const token = await page.evaluate(async (email) => {
    const r = await fetch('/api/auth/login/', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo@12345' }) });
    return (await r.json()).access;
  }, email);
  await page.evaluate((t) => localStorage.setItem('access_token', t), token);
  await page.waitForTimeout(2000);
  await page.goto(base + '/dashboard?page=1&pageSize=25&bid_type=Active&ordering=closing_date');
  await page.waitForSelector('table, [role=grid]', { timeout: 20000 }).catch(() => console.log('no grid'));
  await page.waitForTimeout(1500);
  console.log(width, page.url());
  await page.screenshot({ path: `/tmp/dashboard-shots/${name}-${width}.png` });
  await page.locator('.bl-bid-results-section').scrollIntoViewIfNeeded();
  await page.evaluate(() => document.querySelector('.bl-bid-results-section').scrollIntoView());
  await page.waitForTimeout(300);
  await page.screenshot({ path: `/tmp/dashboard-shots/${name}-${width}-results.png` });
  await page.close();
}
await browser.close();
