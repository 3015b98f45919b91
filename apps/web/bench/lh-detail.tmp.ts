import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { writeFileSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_ARGS, startConsoleServer } from './console-server.ts';
const server = await startConsoleServer();
const browser = await puppeteer.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
try {
  const host = new URL(server.base).hostname;
  for (const path of (process.env.PATHS ?? '/dashboard').split(',')) {
    const context = await browser.createBrowserContext();
    if (path !== '/login') await context.setCookie({ name: 'Admin-Token', value: server.adminToken, domain: host, path: '/' });
    const page = await context.newPage();
    const r = await lighthouse(`${server.base}${path}`, { output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, desktopConfig, page);
    await context.close();
    const lhr = r!.lhr;
    writeFileSync(`/tmp/webperf/lh${path.replace(/\//g, '_')}.json`, JSON.stringify(lhr));
    const a = lhr.audits;
    console.log(path, 'score', lhr.categories.performance?.score, 'FCP', a['first-contentful-paint']?.numericValue, 'LCP', a['largest-contentful-paint']?.numericValue, 'TBT', a['total-blocking-time']?.numericValue, 'SI', a['speed-index']?.numericValue, 'CLS', a['cumulative-layout-shift']?.numericValue);
    for (const k of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','speed-index','cumulative-layout-shift']) console.log(' ', k, a[k]?.score);
  }
} finally { await browser.close(); server.stop(); }
