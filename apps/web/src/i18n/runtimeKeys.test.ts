import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  ACCESS_TOKEN_STATUSES,
  AUDIT_ROLES,
  CONTACT_KEYS,
  EMOJI_GROUPS,
  GENDERS,
  JOB_STATUSES,
  MAINTENANCE_ACTIONS,
  MATERIAL_TAG_MODES,
  PRICE_UNITS,
  PROFILE_FIELDS,
  PROFILE_MATERIAL_FIELDS,
  Role,
  STAFF_ROLES,
  TITLE_SOURCES,
  TOKEN_SCOPES,
  UI_SIZES,
  USER_STATUSES,
  USER_TYPES,
} from '@reelfleet/contract';
import { describe, expect, it } from 'vitest';
import { tagEndpoints } from '../api/endpoints';
import { appRoutes } from '../router/routes';
import type { AppRoute } from '../router/types';
import { FIRST_RUN_STEPS } from '../views/dashboard/firstRunSteps';
import { loadTextsFirst } from './testTexts';
import { fixedT } from './translate';

/**
 * Keys the console builds at run time (`t(\`tasks.new.${subtype}\`)`) escape catalogue.test.ts's
 * literal check: deleting one passes every other check and shows the raw key. Here each such
 * template, as written in the source with `${…}` read as `*`, names the values its placeholder
 * takes (from the contract's enums where there is one), and every key so built must give text in
 * both languages, with a count of 1 and of 2 (plural-only keys have no bare form).
 */
const TEMPLATES: Record<string, readonly string[]> = {
  'price.unit.*': PRICE_UNITS,
  'tasks.picker.state.*': ['found', 'missing', 'checking'],
  'tasks.hint.*Texts': ['comment', 'message'],
  'tasks.placeholder.*Texts': ['comment', 'message'],
  'tasks.field.*Texts': ['comment', 'message'],
  'tasks.action.*': MAINTENANCE_ACTIONS,
  'lifecycle.profile.*': PROFILE_FIELDS,
  'lifecycle.materials.*': Object.keys(PROFILE_MATERIAL_FIELDS),
  'lifecycle.materials.*Hint': Object.keys(PROFILE_MATERIAL_FIELDS),
  'tasks.jobs.done.*': ['pause', 'resume', 'remove'],
  'tasks.jobs.statusOf.*': JOB_STATUSES,
  'admin.role.*': [...Object.values(Role), ...STAFF_ROLES],
  'video.count.*': ['plays', 'likes', 'comments', 'saves', 'shares'],
  'agent.statusValue.*': USER_STATUSES,
  'tags.count.*': Object.keys(tagEndpoints),
  // useFleetList's `texts`: the lists that delete rows through it.
  '*.deleteTitle': ['accounts', 'proxies', 'groups', 'devices'],
  '*.deleteOne': ['accounts', 'proxies', 'groups', 'devices'],
  '*.deleteMany': ['accounts', 'proxies', 'groups', 'devices'],
  '*.deleteNote': [], // asked with i18n.exists first
  'admin.type.*': USER_TYPES,
  'contact.*': CONTACT_KEYS,
  'firstRun.*.title': FIRST_RUN_STEPS,
  'firstRun.*.text': FIRST_RUN_STEPS,
  'firstRun.*.action': FIRST_RUN_STEPS,
  'tokens.statuses.*': ACCESS_TOKEN_STATUSES,
  'tokens.scopeHint.*': TOKEN_SCOPES,
  'finance.*': ['amount', 'orderType', 'channel', 'paymentMethod', 'status', 'operator', 'voucher'],
  'profile.genders.*': GENDERS,
  'agent.*': ['users', 'orders'],
  'lifecycle.signup.*': ['nicknameSource', 'signatureSource', 'avatarSource'],
  'material.emojiGroups.*': EMOJI_GROUPS.map((g) => g.key),
  'material.tagModes.*': MATERIAL_TAG_MODES,
  'material.uploadState.*': ['waiting', 'uploading', 'processing', 'ready', 'failed'],
  'audit.role.*': AUDIT_ROLES,
  'service.*': ['received', 'replied', 'autoReplied', 'avgResponse'],
  'videoList.handTo.*': ['like', 'save', 'view'],
  'post.source.*': TITLE_SOURCES,
  'post.mode.*': ['now', 'at', 'every'],
  'dashboard.taskStatus.*': ['queue', 'running', 'success', 'failed'],
  'dashboard.charts.*': ['success', 'failed', 'abnormal'],
  'size.*': UI_SIZES,
  // A route's badge (router/types.ts), as the routes table gives it, and every badge there is.
  'menu.*': [
    ...new Set([...allRoutes(appRoutes).flatMap((r) => (r.meta?.badge ? [r.meta.badge] : [])), 'hot', 'new']),
  ],
  'help.describe.*': helpPages().map((r) => r.path.split('/').pop()!),
};

function allRoutes(routes: AppRoute[]): AppRoute[] {
  return routes.flatMap((r) => [r, ...allRoutes(r.children ?? [])]);
}

function helpPages(): AppRoute[] {
  return (appRoutes.find((r) => r.path === '/help')?.children ?? []).filter((r) => !r.meta?.hidden);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [path] : [];
  });
}

const src = join(__dirname, '..');

/** Each template key in the source (`t(\`…\`)`, or a `label={\`…\`}` handed on as a key), placeholders as `*`. */
function templatesInSource(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(src)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/(?:\bt\(\s*|\blabel=\{)`([^`]*\$\{[^`]*)`/g)) {
      const pattern = m[1]!.replace(/\$\{(?:[^{}]|\{[^{}]*\})*\}/g, '*');
      if (!/^[\w.*]+$/.test(pattern)) continue; // a text, not a key
      found.set(pattern, [...(found.get(pattern) ?? []), relative(src, file)]);
    }
  }
  return found;
}

describe('keys built at run time', () => {
  loadTextsFirst();

  it('are all listed here with the values they take', () => {
    const unlisted = [...templatesInSource()]
      .filter(([pattern]) => !(pattern in TEMPLATES))
      .map(([pattern, files]) => `${pattern} (${files.join(', ')})`);
    expect(unlisted).toEqual([]);
  });

  it('each name one still in the source (the table does not rot)', () => {
    const inSource = templatesInSource();
    expect(Object.keys(TEMPLATES).filter((p) => !inSource.has(p))).toEqual([]);
  });

  it.each(['en', 'zh'] as const)('give text in %s for every value, with a count of 1 and of 2', (lang) => {
    const t = fixedT(lang);
    const raw: string[] = [];
    for (const [pattern, values] of Object.entries(TEMPLATES)) {
      for (const value of values) {
        const key = pattern.replace('*', value);
        for (const count of [1, 2]) {
          const text = t(key, { count });
          if (text === key || typeof text !== 'string' || text === '') raw.push(`${key} (count ${count})`);
        }
      }
    }
    expect(raw).toEqual([]);
  });

  it.each(['en', 'zh'] as const)('give text in %s for every route title', (lang) => {
    const t = fixedT(lang);
    const titles = allRoutes(appRoutes).flatMap((r) => (r.meta?.title ? [r.meta.title] : []));
    expect(titles.filter((key) => t(key) === key)).toEqual([]);
  });
});
