import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

mkdirSync('/tmp/materials-shots', { recursive: true });

/** A screenshot for a person to look at: /tmp/materials-shots/<name>.png (after animations settle). */
export async function materialShot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/materials-shots/${name}.png` });
}
