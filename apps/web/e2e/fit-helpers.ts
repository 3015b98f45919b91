import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { flattenRoutes } from '../src/router/lookup';
import { filterRoutes } from '../src/router/permission';
import { appRoutes } from '../src/router/routes';

/** What fits on the screen (shell-fit, tables-fit): boxes, the fixed buttons, and clipped or covered cells. */

export type Box = { x: number; y: number; width: number; height: number };
export const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The fixed buttons (workbench, help, contact), once they have come (layout/firstUse.tsx). */
export const fixedButtons = (page: Page) => page.locator('.rf-right-panel-button, .ant-float-btn');

/** Every box of `targets` that one of the fixed buttons covers, described for the failure message. */
export async function covered(page: Page, targets: Locator): Promise<string[]> {
  const buttons = await fixedButtons(page).evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect().toJSON() as Box),
  );
  expect(buttons.length).toBeGreaterThan(0);
  // What shows of each target: its box clipped by every scroll box around it (a wide table's far columns are hidden).
  const boxes = await targets.evaluateAll((els) =>
    els.map((e) => {
      let { left, top, right, bottom } = e.getBoundingClientRect();
      for (let p = e.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = p.getBoundingClientRect();
        left = Math.max(left, clip.left);
        top = Math.max(top, clip.top);
        right = Math.min(right, clip.right);
        bottom = Math.min(bottom, clip.bottom);
      }
      const box = { x: left, y: top, width: Math.max(0, right - left), height: Math.max(0, bottom - top) };
      return { box, text: (e.textContent ?? '').slice(0, 30) };
    }),
  );
  return boxes
    .filter(({ box }) => box.width > 0 && box.height > 0 && buttons.some((b) => overlaps(b, box)))
    .map(({ text }) => text);
}

/**
 * Screens of the route table a login with `roles` opens in the main layout (hidden ones too), so a
 * list added to the table is walked with no change here.
 */
export function screensOf(roles: string[]): string[] {
  return flattenRoutes(filterRoutes(appRoutes, roles))
    .filter((r) => r.page && !r.splat && !r.meta?.standalone && !r.meta?.noCache)
    .map((r) => r.path);
}

/**
 * The cells of the visible tables in `scope` whose content is cut off (an element in the cell whose
 * content is wider than its box) or lies under a sticky column of its row, described for the failure
 * message.
 */
export function clippedCells(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    const rect = (e: Element) => e.getBoundingClientRect();
    const header = (cell: Element) => {
      const table = cell.closest('table');
      const index = [...(cell.parentElement?.children ?? [])].indexOf(cell);
      const th = table?.closest('.ant-table')?.querySelectorAll('thead tr:last-child th')[index];
      return (th?.textContent ?? '').trim() || `column ${index + 1}`;
    };
    // A column's heading cut off ("Act" for Actions in a narrow column).
    for (const th of root.querySelectorAll<HTMLElement>('.ant-table-thead th')) {
      if (!th.offsetParent || !(th.textContent ?? '').trim()) continue;
      for (const el of [th, ...th.querySelectorAll<HTMLElement>('*')]) {
        const clips = getComputedStyle(el).overflowX !== 'visible';
        if (clips && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
          problems.push(
            `heading "${(th.textContent ?? '').trim()}" cut off (${el.tagName.toLowerCase()}.${el.className})`,
          );
          break;
        }
      }
    }
    for (const row of root.querySelectorAll('.ant-table-tbody tr.ant-table-row')) {
      if (!(row as HTMLElement).offsetParent) continue;
      const cells = [...row.children] as HTMLElement[];
      const sticky = cells.filter((c) => getComputedStyle(c).position === 'sticky');
      for (const cell of cells) {
        const where = `${header(cell)}: "${(cell.textContent ?? '').trim().slice(0, 30)}"`;
        for (const el of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
          // Only a box that clips (overflow other than visible) hides what sticks out of it.
          const clips = getComputedStyle(el).overflowX !== 'visible';
          if (clips && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1) {
            problems.push(`${where} cut off (${el.tagName.toLowerCase()}.${el.className})`);
            break;
          }
        }
        if (sticky.includes(cell)) continue;
        const box = rect(cell);
        for (const s of sticky) {
          const over = rect(s);
          const width = Math.min(box.right, over.right) - Math.max(box.left, over.left);
          if (width > 1)
            problems.push(`${where} under the sticky ${header(s)} column (${Math.round(width)} px)`);
        }
      }
    }
    return problems;
  });
}

/**
 * The column headings of the lists (ListPage) in `scope` that lie partly outside the box the table
 * scrolls in: on a phone the table should fit, not show "Act" for Actions at the box's edge.
 */
export function headingsOutOfView(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const problems: string[] = [];
    for (const th of root.querySelectorAll<HTMLElement>('.rf-list .ant-table-thead th')) {
      const text = (th.textContent ?? '').trim();
      if (!th.offsetParent || !text) continue;
      const cell = th.getBoundingClientRect();
      for (let box = th.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === 'visible') continue;
        const shown = box.getBoundingClientRect();
        const cut = Math.max(cell.right - shown.right, shown.left - cell.left);
        if (cut > 1) problems.push(`heading "${text}" ${Math.round(cut)} px outside its table's box`);
        break;
      }
    }
    return problems;
  });
}

// The button's name starts with its icon's ("filter Filters & actions").
const FOLD = /(Filters & actions|筛选与操作)$/;

/**
 * Where a list's filters and batch actions are: the list, or below 992 px its "Filters & actions"
 * sheet, opened (Escape closes it).
 */
export async function toolsOf(page: Page, list: Locator): Promise<Locator> {
  // Decided by the width, not by what shows first: the inline buttons a narrow list keeps can
  // draw before its fold button does.
  if ((page.viewportSize()?.width ?? 1440) >= 992) {
    await expect(list.locator('.rf-fleet-actions').first()).toBeVisible();
    return list;
  }
  await list.getByRole('button', { name: FOLD }).click();
  const sheet = page.locator('.ant-drawer-section');
  await expect(sheet).toBeVisible();
  return sheet;
}

/**
 * A list's toolbar button; below 992 px it sits in the "Filters & actions" sheet, opened first.
 * `list` may be the page: the shown screen's list (kept-alive screens are hidden).
 */
export async function toolbarButton(
  page: Page,
  list: Locator | Page,
  name: string | RegExp,
): Promise<Locator> {
  const fold = list.getByRole('button', { name: FOLD });
  const direct = list.getByRole('button', { name });
  await expect(fold.or(direct).first()).toBeVisible();
  if (!(await direct.first().isVisible()) && (await fold.first().isVisible())) {
    await fold.first().click();
    return page.locator('.ant-drawer-section').getByRole('button', { name });
  }
  return direct;
}
