import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { type Owner, ownerWithPoints, view } from './fleet-helpers';
import { takeI18nMisses, watchI18n } from './i18n-misses';
import {
  ADMIN,
  apiLogin,
  type CreatedUser,
  createOwner,
  type NotificationBody,
  recharge,
  sendNotification,
  useSession,
} from './pages-helpers';
import { type Fleet, openWizard, setUpFleet } from './tasks-helpers';

/** The e2e specs' `test`: who is signed in and where the console opens, made once. */

/** The least time of a test that sets up through the API first (the `fleet`, `newOwner` or `ownerAt` fixture). */
const SET_UP_TEST_TIMEOUT = 120_000;

export interface Prefs {
  lang?: 'en' | 'zh';
  dark?: boolean;
}

/** Where the console opens and what shows that the screen is there. */
export interface OpenOptions extends Prefs {
  /** The screen's heading, awaited. */
  heading?: string;
  /** The text of the screen's empty list, awaited. */
  empty?: string;
}

/** The fresh owner of the `user` fixture, with the admin's part of its set-up bound to it. */
export interface TestUser extends CreatedUser {
  /** Points credited by the admin. */
  recharge(amount: number): Promise<void>;
  /** A notification the admin sends to this user. */
  notify(body: Omit<NotificationBody, 'userId'>): Promise<{ id: number }>;
  /** A new API token of this user (a login through the API). */
  login(): Promise<string>;
}

/** A fresh owner with points (fleet-helpers' Owner) that opens screens as itself. */
export interface OwnerSession extends Owner {
  open(path: string, options?: OpenOptions): Promise<Locator>;
}

interface Fixtures {
  /** Fails the test when a screen or dialog it opened asked for a key with no text (i18n-misses.ts). */
  noRawKeys: undefined;
  /** The admin's API token. */
  admin: string;
  /** A fresh owner made by the admin, with no points and no session. */
  user: TestUser;
  /** A fresh first-level agent made by the admin (it has an invitation code), with no points and no session. */
  agent: TestUser;
  /** setUpFleet's default fleet, its accounts logged in on its devices (the test gets 120 s at least). */
  fleet: Fleet;
  /**
   * Opens the console at `path` signed in as `who` (a token, or a user logged in through the API),
   * in a language and theme; answers the path's kept-alive view once it shows what `options` awaits.
   */
  openAs: (who: string | CreatedUser, path: string, options?: OpenOptions) => Promise<Locator>;
  /** The console opened as the fleet's owner at `path` (as `options` say), and the wizard of button `title` in it. */
  fleetWizard: (path: string, title: string, options?: OpenOptions) => Promise<Locator>;
  /** A fresh owner with `points`, logged in through the API (the test gets 120 s at least). */
  newOwner: (points: number) => Promise<OwnerSession>;
  /** A fresh owner with `points` and the console opened as it at `path`. */
  ownerAt: (
    points: number,
    path: string,
    options?: OpenOptions,
  ) => Promise<{ owner: OwnerSession; list: Locator }>;
}

/** Set-up through the API takes part of a test's time: such a test has SET_UP_TEST_TIMEOUT at least. */
function giveSetUpTime(testInfo: TestInfo) {
  testInfo.setTimeout(Math.max(testInfo.timeout, SET_UP_TEST_TIMEOUT));
}

/** How long a screen may take to show after `goto` (a cold bundle on a busy machine). */
const FIRST_LOAD_MS = 30_000;

/** Opens `path` on `page` and waits for the heading and the empty list `options` name. */
async function openView(page: Page, path: string, { heading, empty }: OpenOptions): Promise<Locator> {
  await page.goto(path);
  const screen = view(page, path);
  if (heading)
    await expect(screen.getByRole('heading', { name: heading })).toBeVisible({ timeout: FIRST_LOAD_MS });
  if (empty) await expect(screen.getByText(empty)).toBeVisible({ timeout: FIRST_LOAD_MS });
  return screen;
}

/** A user the admin made, with the admin's part of its set-up bound to it. */
function boundToAdmin(request: APIRequestContext, admin: string, user: CreatedUser): TestUser {
  return {
    ...user,
    recharge: (amount) => recharge(request, admin, user.id, amount),
    notify: (body) => sendNotification(request, admin, { ...body, userId: user.id }),
    login: () => apiLogin(request, user.username, user.password),
  };
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await watchI18n(context);
    await use(context);
  },
  noRawKeys: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      takeI18nMisses();
      await use(undefined);
      expect(takeI18nMisses(), 'keys shown raw (no text in the catalogue)').toEqual([]);
    },
    { auto: true },
  ],
  admin: async ({ request }, use) => {
    await use(await apiLogin(request, ADMIN.username, ADMIN.password));
  },
  user: async ({ request, admin }, use) => {
    await use(boundToAdmin(request, admin, await createOwner(request, admin)));
  },
  agent: async ({ request, admin }, use) => {
    await use(
      boundToAdmin(request, admin, await createOwner(request, admin, { prefix: 'e2eagent', level: 1 })),
    );
  },
  fleet: async ({ request }, use, testInfo) => {
    // Logging the fleet in takes part of the test's time.
    giveSetUpTime(testInfo);
    await use(await setUpFleet(request, { loggedIn: true }));
  },
  openAs: async ({ page, context, request, baseURL }, use) => {
    await use(async (who, path, options = {}) => {
      const token = typeof who === 'string' ? who : await apiLogin(request, who.username, who.password);
      await useSession(context, baseURL, token, options);
      return openView(page, path, options);
    });
  },
  fleetWizard: async ({ page, fleet, openAs }, use) => {
    await use(async (path, title, options) => {
      await openAs(fleet.token, path, options);
      return openWizard(page, title);
    });
  },
  newOwner: async ({ request, openAs }, use, testInfo) => {
    giveSetUpTime(testInfo);
    await use(async (points) => {
      const owner = await ownerWithPoints(request, points);
      return { ...owner, open: (path, options) => openAs(owner.token, path, options) };
    });
  },
  ownerAt: async ({ newOwner }, use) => {
    await use(async (points, path, options) => {
      const owner = await newOwner(points);
      return { owner, list: await owner.open(path, options) };
    });
  },
});

export { expect };
