import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text()));
await page.goto('http://localhost:5130/');
await page.waitForTimeout(6000);
console.log(await page.evaluate(async () => { const r = await fetch('/api/auth/login/', { method: 'POST', headers: {'Content-Type':'application/json'}, body: JSON.stringify({email:'essentials@demo.bidlantern.test', password:'Demo@12345'})}); return r.status + ' ' + (await r.text()).slice(0,100) + ' ' + String(navigator.serviceWorker.controller?.scriptURL); }));
await browser.close();
