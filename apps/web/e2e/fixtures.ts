import { test as base, expect, type Locator } from '@playwright/test';
import { view } from './fleet-helpers';
import { ADMIN, apiLogin, type CreatedUser, createOwner, useSession } from './pages-helpers';
import { type Fleet, setUpFleet } from './tasks-helpers';

/** The e2e specs' `test`: who is signed in and where the console opens, made once. */

/** The least time of a test that uses the `fleet` fixture. */
const FLEET_TEST_TIMEOUT = 90_000;

export interface Prefs {
  lang?: 'en' | 'zh';
  dark?: boolean;
}

interface Fixtures {
  /** The admin's API token. */
  admin: string;
  /** A fresh owner made by the admin, with no points and no session. */
  user: CreatedUser;
  /** setUpFleet's default fleet, its accounts logged in on its devices (the test gets 90 s at least). */
  fleet: Fleet;
  /**
   * Opens the console at `path` signed in as `who` (a token, or a user logged in through the API),
   * in a language and theme; answers the path's kept-alive view.
   */
  openAs: (who: string | CreatedUser, path: string, prefs?: Prefs) => Promise<Locator>;
}

export const test = base.extend<Fixtures>({
  admin: async ({ request }, use) => {
    await use(await apiLogin(request, ADMIN.username, ADMIN.password));
  },
  user: async ({ request, admin }, use) => {
    await use(await createOwner(request, admin));
  },
  fleet: async ({ request }, use, testInfo) => {
    // Logging the fleet in takes part of the test's time: a test with a fleet has 90 s at least.
    testInfo.setTimeout(Math.max(testInfo.timeout, FLEET_TEST_TIMEOUT));
    await use(await setUpFleet(request, { loggedIn: true }));
  },
  openAs: async ({ page, context, request, baseURL }, use) => {
    await use(async (who, path, prefs = {}) => {
      const token = typeof who === 'string' ? who : await apiLogin(request, who.username, who.password);
      await useSession(context, baseURL, token, prefs);
      await page.goto(path);
      return view(page, path);
    });
  },
});

export { expect };
