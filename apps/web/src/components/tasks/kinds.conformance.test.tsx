import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  IMPLEMENTED_SUBTYPES,
  kindMenuLabel,
  MENU_SUBTYPES,
  type MenuSubtype,
  messages,
  newTaskLabel,
  TASK_CHARGE_NAMES,
  TASK_KINDS,
  TASK_SUBTYPE_LABELS,
  TASK_SUBTYPES,
} from '@reelfleet/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../i18n';
import consoleEn from '../../i18n/contract.en.json';
import consoleZh from '../../i18n/contract.zh.json';
import { findRoute } from '../../router/lookup';
import { appRoutes } from '../../router/routes';
import { loadWizardModule } from './kinds';

/**
 * Every kind of the contract's registry (TASK_KINDS) has what the console and the server need,
 * so a kind left half-added fails here by name (docs/recipes.md "Add a task kind"). Its quote and
 * creation are checked on the server (apps/server/test/kinds-conformance.test.ts).
 */
const engineFile = (subtype: string) =>
  join(__dirname, '../../../../server/src/engine/kinds', `${subtype}.ts`);
const isMenu = (s: string): s is MenuSubtype => (MENU_SUBTYPES as readonly string[]).includes(s);

beforeAll(async () => {
  await initI18n('en');
  // The screens' lists ask the server; here they wait for ever (only what the screen draws counts).
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterAll(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe.each(TASK_SUBTYPES)('task kind %s', (subtype) => {
  const kind = TASK_KINDS[subtype];

  it('has a route for its screen', () => {
    expect(
      findRoute(appRoutes, kind.screen)?.page,
      `no route for ${subtype}'s screen ${kind.screen}`,
    ).toBeTypeOf('function');
  });

  it('has its texts in both languages, in the contract and in the console', () => {
    const keys: string[] = [TASK_SUBTYPE_LABELS[subtype]];
    if (kind.implemented) keys.push(newTaskLabel(subtype as (typeof IMPLEMENTED_SUBTYPES)[number]));
    if (isMenu(subtype)) keys.push(kindMenuLabel(subtype));
    for (const key of keys) {
      const text = (messages as Record<string, { en: string; zh: string } | undefined>)[key];
      expect(text?.en, `${key} (en) for ${subtype}`).toBeTruthy();
      expect(text?.zh, `${key} (zh) for ${subtype}`).toBeTruthy();
      expect((consoleEn as Record<string, string>)[key], `${key} in the console (run npm run gen)`).toBe(
        text?.en,
      );
      expect((consoleZh as Record<string, string>)[key], `${key} in the console (run npm run gen)`).toBe(
        text?.zh,
      );
    }
  });

  it('has a price', () => {
    expect(kind.prices.length, `${subtype} names no price`).toBeGreaterThan(0);
    for (const price of kind.prices) expect(TASK_CHARGE_NAMES).toContain(price);
  });
});

describe.each(IMPLEMENTED_SUBTYPES)('task kind %s (run by the server)', (subtype) => {
  it('has its engine file', () => {
    expect(existsSync(engineFile(subtype)), `no apps/server/src/engine/kinds/${subtype}.ts`).toBe(true);
  });

  it('has a wizard', async () => {
    const module = loadWizardModule(subtype);
    expect(module, `no views/<area>/<Subtype>Wizard.tsx for ${subtype}`).toBeDefined();
    expect((await module)?.default).toBeTypeOf('function');
  }, 30_000); // the first one transforms the wizards' shared code

  it('has a screen that renders with its New button', async () => {
    const route = findRoute(appRoutes, TASK_KINDS[subtype].screen);
    const Page = (await route!.page!()).default;
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <MemoryRouter initialEntries={[TASK_KINDS[subtype].screen]}>
            <Page />
          </MemoryRouter>
        </App>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(messages[newTaskLabel(subtype)].en, {}, { timeout: 20_000 })).toBeTruthy();
  }, 30_000);
});
