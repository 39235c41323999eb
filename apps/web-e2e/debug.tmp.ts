import { startServer, launchChromium, MEDIA_PROBE_SCRIPT } from './src/support/index.js';
const server = await startServer();
const code = await server.issueCode();
const browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
const ctx = await browser.newContext({ baseURL: server.baseUrl });
await ctx.addInitScript(MEDIA_PROBE_SCRIPT);
const page = await ctx.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 300)));
page.on('request', (r) => { if (r.url().includes('/devices/')) console.log('req', r.method(), r.url().slice(0, 90), r.postData(), JSON.stringify(r.headers()).slice(0, 200)); });
try {
  await page.goto('/activate');
  await page.getByLabel('Activation Code').pressSequentially(code.replaceAll('-', ''));
  await page.getByRole('button', { name: 'Activate & Start Listening' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  const latest = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Latest Songs' }) }).first();
  const b = latest.getByRole('button', { name: /^Play/ }).first();
  console.log('button', await b.getAttribute('aria-label'), await b.textContent());
  await b.click();
  await page.waitForTimeout(5000);
} finally {
  await browser.close(); await server.stop();
}
