import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { appRoutes } from '../src/router/routes';
import type { AppRoute } from '../src/router/types';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical WCAG 2.1 A/AA violations, each with the first offending nodes. */
export async function seriousViolations(page: Page) {
  // Measure the colours a reader sees once things settle, not a frame of a
  // colour transition (antd fades tabs and links in when a drawer opens).
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  await page.waitForTimeout(100);
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map(
        (n) => `${n.target.join(' ')} :: ${n.failureSummary?.split('\n').slice(1).join(' ')}`,
      ),
    }));
}

/** A screen of the route table to audit, and who may open it. */
export interface AuditedRoute {
  path: string;
  /** admin: only the admin; agent: an agent's own screen; owner: a workspace owner's. */
  who: 'owner' | 'admin' | 'agent';
}

/**
 * Every screen of the console's route table (src/router/routes.ts), each once: its pages, not the
 * redirects, the splat `/redirect/*`, nor the login screen (a signed-in user is sent away from it;
 * a11y.spec.ts audits it signed out).
 */
export function auditedRoutes(): AuditedRoute[] {
  const out: AuditedRoute[] = [];
  const walk = (routes: AppRoute[]) => {
    for (const r of routes) {
      if (r.children) walk(r.children);
      if (!r.page || r.splat || r.meta?.noAuth || r.meta?.public) continue;
      const who = r.path.startsWith('/admin') ? 'admin' : r.path === '/agent' ? 'agent' : 'owner';
      out.push({ path: r.path, who });
    }
  };
  walk(appRoutes);
  return out;
}
