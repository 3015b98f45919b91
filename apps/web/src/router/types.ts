import type { RoleName } from '@reelfleet/contract';
import type { ComponentType } from 'react';

/** Icon names the layout knows how to draw (layout/icons.tsx); kept as strings so the table stays light. */
export type IconName =
  | 'dashboard'
  | 'devices'
  | 'proxy'
  | 'account'
  | 'video'
  | 'toker'
  | 'service'
  | 'material'
  | 'resource'
  | 'user'
  | 'help'
  | 'agent'
  | 'admin';

export interface RouteMeta {
  /** i18n key of the title (route.*). */
  title: string;
  icon?: IconName;
  /** Only these roles (or admin) may open the route; none means everyone. */
  roles?: readonly RoleName[];
  /** Not shown in the sidebar. */
  hidden?: boolean;
  /** The tag stays in the tags bar and cannot be closed. */
  affix?: boolean;
  /** The view is not kept alive when the user switches tabs. */
  noCache?: boolean;
  badge?: 'hot' | 'new';
  /** Opens without a token. */
  public?: boolean;
  /** A logged-in user is sent to / instead. */
  noAuth?: boolean;
  /** Rendered outside the main layout. */
  standalone?: boolean;
  /**
   * The screen works on a workspace's rows (devices, accounts, tasks, points): a login without
   * one (the admin) is told so up front instead of a form that fails on submit. Children inherit it.
   */
  workspace?: boolean;
}

export type PageModule = { default: ComponentType };

export interface AppRoute {
  /** Absolute path. */
  path: string;
  meta?: RouteMeta;
  /** The route also matches every path below it (`/redirect/*`). */
  splat?: boolean;
  /** Visiting the path sends the user here. */
  redirect?: string;
  /** The screen, loaded on demand. */
  page?: () => Promise<PageModule>;
  children?: AppRoute[];
}
