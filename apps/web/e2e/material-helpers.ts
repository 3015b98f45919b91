import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';

mkdirSync('/tmp/materials-shots', { recursive: true });

/** A screenshot for a person to look at: /tmp/materials-shots/<name>.png (after animations settle). */
export async function materialShot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/materials-shots/${name}.png` });
}

/** A material dialog's label, typed in (a new or existing label's name) instead of picked. */
export async function typeLabel(dialog: Locator, label: string) {
  await dialog.getByText('Type a label').click();
  // The typed label's box replaces the label picker (same field label) once the mode has switched.
  await dialog
    .getByLabel('Label', { exact: true })
    .and(dialog.getByPlaceholder('A new or existing label name'))
    .fill(label);
}

/** An upload dialog's files under a typed label, chosen and listed (not uploaded yet). */
export async function chooseFiles(
  dialog: Locator,
  label: string,
  files: Parameters<Locator['setInputFiles']>[0],
) {
  await typeLabel(dialog, label);
  await dialog.locator('input[type=file]').setInputFiles(files);
}
