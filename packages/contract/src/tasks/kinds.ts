import type { TaskChargeName, TaskType } from './names.ts';

/**
 * One task kind, declared once (docs/recipes.md "Add a task kind"). Every per-kind map of the contract is derived
 * from these entries (the creation bodies too: TASK_BODIES in kindBodies.ts looks up each entry's
 * `body`, kept apart so that the console reads these without loading zod); the server
 * runs a kind when `engine/kinds/<subtype>.ts`
 * exists (it checks at boot that this matches `implemented`), and the console
 * opens the wizard `views/<area>/<Subtype>Wizard.tsx` (components/tasks/kinds.tsx).
 */
interface KindCommon {
  /** The menu area its screen lives in; lists filter by type and subtype. */
  type: TaskType;
  /**
   * Its words in both languages: its name (`task.subtype.<subtype>` in the message catalogue), and
   * for a kind the server runs its "New …" button and wizard title (`task.new.<subtype>`), and with
   * `menu` its menu title (`task.menu.<subtype>`). The catalogue takes them from here (KIND_MESSAGES).
   */
  texts: KindTexts;
  /** The console route of its screen (the console's route table must have it: its conformance test checks). */
  screen: string;
  /**
   * Words of a task notification that name this kind: the first is what the
   * server writes (`<Word> task <logId> ended: ...`), all are recognised.
   */
  notifyWords: readonly [string, ...string[]];
  /** Per-action prices it charges (finance price table names). */
  prices: readonly TaskChargeName[];
  /**
   * Counters its monitor view shows: by outcome (success/failure/abnormal),
   * or by action (success/failure of each maintenance action).
   */
  counters: 'outcomes' | 'actions';
  /**
   * The video ids named in its INFO log lines are links to the video details dialog: spec 2 names
   * comment and maintenance tasks, issue 12 the acquisition kinds on videos (view and save too).
   */
  logVideoLinks?: true;
  /** The platform user ids (18 digits) named in its INFO log lines open the user's popover (follow, message). */
  logUserLinks?: true;
  /**
   * An account is in at most one unfinished task of this kind: a second task leaves out
   * the accounts an unfinished one (queued, running, paused) still works on
   * ('task.accountsBusy'); logging in or switching an account twice at once cannot work.
   */
  oneAtATime?: true;
  /**
   * Its objects are the accounts themselves (logging in, changing them): "Export failed objects"
   * gives the failed accounts as `account|password` lines, the account import's format, so they
   * can be imported again (issue 38); other kinds export their ERROR log lines.
   */
  accountObjects?: true;
  /**
   * It works without an account (fan collection reads public pages): its log lines say "no
   * account" where others name the acting account, and its rows show what was asked and
   * collected rather than its pages' outcomes (issue 38).
   */
  accountless?: true;
}
/** A text in both of the console's languages. */
export interface BothLanguages {
  readonly en: string;
  readonly zh: string;
}
interface KindTexts {
  name: BothLanguages;
  new?: BothLanguages;
  menu?: BothLanguages;
}
/** Where a kind page sits in its area's menu (`order`: its index among the area's entries) and its badge. */
export interface KindMenu {
  order: number;
  badge?: 'hot' | 'new';
}
interface ImplementedKind extends KindCommon {
  implemented: true;
  texts: KindTexts & { new: BothLanguages };
  /**
   * Its screen is the console's kind page (its task list, its wizard, its recurring jobs when
   * `scheduled`), derived from this entry: the route table puts it in its area's menu at `order`
   * (its index among the area's entries), titled `task.menu.<subtype>`, with `badge`. Absent when
   * `screen` is a page of its own written in the route table (registration, account tasks).
   */
  menu?: KindMenu;
  /** It runs on a schedule too (recurring jobs): its screen lists them under its tasks. */
  scheduled?: true;
  /** Creation path under /api (spec 7). */
  path: string;
  /** Its creation body: the name of a schema of BODY_SCHEMAS (kindBodies.ts, which checks the name). */
  body: string;
  /**
   * A creation body that is valid in a workspace with accounts, a tag, a group, devices, videos and
   * platform users: the server's conformance test quotes and creates each kind with it, and the
   * recipes show it. `$…` strings are that workspace's values (KIND_EXAMPLE_VALUES).
   */
  example: Readonly<Record<string, ExampleValue>>;
}
/** What an example body's field holds: a value, or a `$…` name of the test workspace's values. */
type ExampleValue =
  | string
  | number
  | boolean
  | readonly ExampleValue[]
  | { readonly [k: string]: ExampleValue };
/**
 * The names an example body may use, and what each stands for (the server's conformance test fills
 * them in): a list where the field takes a list.
 */
export const KIND_EXAMPLE_VALUES = {
  $tagId: 'the id of a tag on all its accounts',
  $tagIds: 'that tag, as a list',
  $loggedOutTagIds: 'that tag, as a list, its accounts logged out first',
  $groupId: 'the id of a group holding its devices',
  $accountIds: 'its accounts',
  $deviceIds: 'its devices',
  $proxyIds: 'a proxy of its',
  $videos: 'two videos of the platform',
  $users: 'two platform users',
  $user: 'one platform user',
  $materialIds: 'an uploaded video material, as a list',
} as const;
interface PlannedKind extends KindCommon {
  implemented: false;
  /** Spec 7 creation path, answered 501 'task.kindUnavailable' until the kind is built. */
  path: string | null;
}
export type TaskKindEntry = ImplementedKind | PlannedKind;

const outcomes = 'outcomes' as const;

/**
 * Spec 3 "Task subtypes". The order is the notification lookup's: the head of
 * a notification is matched against each kind's words in this order, so more
 * specific words come first ("registration" before "login", "fan
 * collection" before "collect").
 */
export const TASK_KINDS = {
  signup: {
    implemented: true,
    type: 'resource',
    texts: {
      name: { en: 'Account registration', zh: '账号注册' },
      new: { en: 'New account registration', zh: '新建账号注册' },
    },
    screen: '/resource/regaccount',
    path: '/tiktok/api/online/user/signup',
    body: 'signupTaskBody',
    example: { region: 'US', labelId: '$tagId', count: 1, deviceIds: '$deviceIds', proxyIds: '$proxyIds' },
    notifyWords: [
      'account registration',
      'batch registration',
      'single sign-up',
      'bulk registration',
      'sign-up',
      'sign up',
      'signup',
      '批量注册',
      '注册',
    ],
    prices: ['registration'],
    counters: outcomes,
  },
  business_account: {
    implemented: true,
    type: 'account',
    texts: {
      name: { en: 'Change to corporate account', zh: '切换企业号' },
      new: { en: 'New change to corporate account', zh: '新建切换企业号' },
      menu: { en: 'Change to Corporate Account', zh: '切换企业号' },
    },
    screen: '/account/business',
    menu: { order: 2 },
    path: '/tiktok/api/online/user/business',
    body: 'businessAccountTaskBody',
    example: { accountIds: '$accountIds', target: 'enterprise', category: 'food' },
    notifyWords: [
      'change to corporate account',
      'business account',
      'enterprise',
      'corporate',
      'business',
      '企业',
    ],
    prices: ['businessSwitch'],
    counters: outcomes,
    oneAtATime: true,
    accountObjects: true,
  },
  batch_modify_profile: {
    implemented: true,
    type: 'account',
    texts: {
      name: { en: 'Batch profile edit', zh: '批量修改资料' },
      new: { en: 'New batch profile edit', zh: '新建批量修改资料' },
      menu: { en: 'Modify Profile', zh: '修改资料' },
    },
    screen: '/account/info',
    menu: { order: 3 },
    path: '/tiktok/api/online/user/profile',
    body: 'batchModifyProfileTaskBody',
    example: { accountIds: '$accountIds', changes: { signature: 'Hello there' } },
    notifyWords: ['batch profile edit', 'profile', '资料'],
    prices: ['profileEdit'],
    counters: outcomes,
    oneAtATime: true,
    accountObjects: true,
  },
  maintenance: {
    implemented: true,
    type: 'account',
    texts: {
      name: { en: 'Account maintenance', zh: '养号' },
      new: { en: 'New maintenance task', zh: '新建养号任务' },
    },
    screen: '/account/rest',
    path: '/tiktok/api/online/maintenance',
    body: 'maintenanceTaskBody',
    example: { accountIds: '$accountIds', keywords: ['travel'], viewCount: 1, likeCount: 1 },
    notifyWords: ['account maintenance', 'maintenance', 'nurtur', '养号', '维护'],
    prices: ['actionPlay', 'actionCollect', 'actionShare', 'actionLike', 'actionFollow', 'actionComment'],
    counters: 'actions',
    logVideoLinks: true,
  },
  batch_login: {
    implemented: true,
    type: 'device',
    texts: {
      name: { en: 'Batch login', zh: '批量登录' },
      new: { en: 'New batch login', zh: '新建批量登录' },
      menu: { en: 'Batch Login', zh: '批量登录' },
    },
    screen: '/devices/batchlogin',
    menu: { order: 1 },
    path: '/tiktok/api/online/user/login',
    body: 'batchLoginTaskBody',
    example: { groupId: '$groupId', accountLabelIds: '$loggedOutTagIds' },
    notifyWords: ['batch login', 'login', 'log in', '登录'],
    prices: ['accountLogin'],
    counters: outcomes,
    oneAtATime: true,
    accountObjects: true,
  },
  comment_fans: {
    implemented: true,
    type: 'resource',
    texts: {
      name: { en: 'Fan collection', zh: '粉丝采集' },
      new: { en: 'New fan collection task', zh: '新建粉丝采集任务' },
      menu: { en: 'Fan Collection', zh: '粉丝采集' },
    },
    screen: '/resource/gather',
    menu: { order: 5, badge: 'hot' },
    path: '/resource/gather/add',
    body: 'commentFansTaskBody',
    example: { type: 'blogger', values: ['$user'], targetCount: 10 },
    notifyWords: ['fan collection', 'gather', 'collect fans', 'collection', '采集'],
    accountless: true,
    prices: ['fanCollection'],
    counters: outcomes,
  },
  save: {
    implemented: true,
    type: 'toker',
    texts: {
      name: { en: 'Save', zh: '收藏' },
      new: { en: 'New save task', zh: '新建收藏任务' },
      menu: { en: 'Batch Save', zh: '批量收藏' },
    },
    screen: '/toker/collect',
    menu: { order: 3 },
    scheduled: true,
    path: '/tiktok/api/online/comment/save',
    body: 'videoTaskBody',
    example: { accountLabelIds: '$tagIds', values: '$videos' },
    notifyWords: ['save', 'collect', '收藏'],
    prices: ['actionCollect'],
    counters: outcomes,
    logVideoLinks: true,
  },
  view: {
    implemented: true,
    type: 'toker',
    texts: {
      name: { en: 'Increase views', zh: '增加播放' },
      new: { en: 'New view task', zh: '新建播放任务' },
      menu: { en: 'Increase Views', zh: '增加播放' },
    },
    screen: '/toker/play',
    menu: { order: 2 },
    scheduled: true,
    path: '/tiktok/api/online/view',
    body: 'viewTaskBody',
    example: { accountLabelIds: '$tagIds', values: '$videos', viewCount: 1, watchMin: 5, watchMax: 10 },
    notifyWords: ['increase views', 'play', 'view', '播放'],
    prices: ['actionPlay'],
    counters: outcomes,
    logVideoLinks: true,
  },
  follow: {
    implemented: true,
    type: 'toker',
    texts: {
      name: { en: 'Follow', zh: '关注' },
      new: { en: 'New follow task', zh: '新建关注任务' },
      menu: { en: 'Batch Follow', zh: '批量关注' },
    },
    screen: '/toker/follow',
    menu: { order: 7, badge: 'hot' },
    scheduled: true,
    path: '/tiktok/api/online/user/follow',
    body: 'followTaskBody',
    example: { accountLabelIds: '$tagIds', values: '$users' },
    notifyWords: ['follow', '关注'],
    prices: ['actionFollow'],
    counters: outcomes,
    logUserLinks: true,
  },
  message: {
    implemented: true,
    type: 'toker',
    texts: {
      name: { en: 'Private message', zh: '私信' },
      new: { en: 'New private message task', zh: '新建私信任务' },
      menu: { en: 'Batch Message', zh: '批量私信' },
    },
    screen: '/toker/chat',
    menu: { order: 6, badge: 'hot' },
    scheduled: true,
    path: '/tiktok/api/online/send/message',
    body: 'messageTaskBody',
    example: { accountLabelIds: '$tagIds', values: '$users', texts: ['hello'] },
    notifyWords: ['private message', 'direct message', 'message', '私信'],
    prices: ['actionMessage'],
    counters: outcomes,
    logUserLinks: true,
  },
  comments: {
    implemented: true,
    type: 'toker',
    texts: {
      name: { en: 'Comment', zh: '评论' },
      new: { en: 'New comment task', zh: '新建评论任务' },
      menu: { en: 'Batch Comment', zh: '批量评论' },
    },
    screen: '/toker/comment',
    menu: { order: 5, badge: 'hot' },
    scheduled: true,
    path: '/tiktok/api/online/comment/publish',
    body: 'commentsTaskBody',
    example: { accountLabelIds: '$tagIds', values: '$videos', texts: ['so good'], commentCount: 1 },
    notifyWords: ['comment', '评论'],
    prices: ['actionComment'],
    counters: outcomes,
    logVideoLinks: true,
  },
  post: {
    implemented: true,
    type: 'video',
    texts: {
      name: { en: 'Video publish', zh: '视频发布' },
      new: { en: 'Publish videos', zh: '发布视频' },
      menu: { en: 'Video Publish', zh: '视频发布' },
    },
    screen: '/video/pushvideo',
    menu: { order: 1, badge: 'hot' },
    scheduled: true,
    path: '/tiktok/api/online/post/create',
    body: 'postTaskBody',
    example: { accountLabelIds: '$tagIds', materialIds: '$materialIds', title: 'Sunset' },
    notifyWords: ['video publish', 'video post', 'publish', 'post', '发布'],
    prices: ['videoPost'],
    counters: outcomes,
  },
  like: {
    implemented: true,
    type: 'toker',
    texts: {
      name: { en: 'Like', zh: '点赞' },
      new: { en: 'New like task', zh: '新建点赞任务' },
      menu: { en: 'Batch Like', zh: '批量点赞' },
    },
    screen: '/toker/like',
    menu: { order: 4 },
    scheduled: true,
    path: '/tiktok/api/online/comment/like',
    body: 'videoTaskBody',
    example: { accountLabelIds: '$tagIds', values: '$videos' },
    notifyWords: ['like', '点赞'],
    prices: ['actionLike'],
    counters: outcomes,
  },
} as const satisfies Record<string, TaskKindEntry>;

export type TaskSubtype = keyof typeof TASK_KINDS;
export const TASK_SUBTYPES = Object.keys(TASK_KINDS) as [TaskSubtype, ...TaskSubtype[]];
type Kinds = typeof TASK_KINDS;

function mapKinds<V>(of: (entry: TaskKindEntry, subtype: TaskSubtype) => V): Record<TaskSubtype, V> {
  return Object.fromEntries(TASK_SUBTYPES.map((s) => [s, of(TASK_KINDS[s], s)])) as Record<TaskSubtype, V>;
}

/** Kinds the server runs (the others answer 'task.kindUnavailable'). */
export const IMPLEMENTED_SUBTYPES = TASK_SUBTYPES.filter((s) => TASK_KINDS[s].implemented);
export type ImplementedSubtype = {
  [S in TaskSubtype]: Kinds[S]['implemented'] extends true ? S : never;
}[TaskSubtype];
export const isImplementedSubtype = (s: TaskSubtype): s is ImplementedSubtype => TASK_KINDS[s].implemented;

export const TASK_TYPE_OF = mapKinds((k) => k.type) as { [S in TaskSubtype]: Kinds[S]['type'] };
/** The catalogue key of each kind's name. */
export const TASK_SUBTYPE_LABELS = mapKinds((_, s) => `task.subtype.${s}`) as {
  [S in TaskSubtype]: `task.subtype.${S}`;
};
export const TASK_SCREEN_OF = mapKinds((k) => k.screen);

/** Kinds whose screen is the console's kind page (`menu`). */
export type MenuSubtype = {
  [S in ImplementedSubtype]: Kinds[S] extends { menu: object } ? S : never;
}[ImplementedSubtype];
export const MENU_SUBTYPES = IMPLEMENTED_SUBTYPES.filter((s): s is MenuSubtype => 'menu' in TASK_KINDS[s]);
/** The catalogue key of a kind's "New …" button and wizard title. */
export const newTaskLabel = (s: ImplementedSubtype) => `task.new.${s}` as const;
/** The catalogue key of a kind page's title (menu entry, tab, breadcrumb). */
export const kindMenuLabel = (s: MenuSubtype) => `task.menu.${s}` as const;

/** A kind page without its menu title fails to compile here (its name is in the error). */
type MenuWithoutTitle = {
  [S in MenuSubtype]: Kinds[S]['texts'] extends { menu: BothLanguages } ? never : S;
}[MenuSubtype];
const everyMenuTitled: [MenuWithoutTitle] extends [never] ? true : { missingMenuTitle: MenuWithoutTitle } =
  true;
void everyMenuTitled;

/** The kinds' texts under their catalogue keys, merged into the message catalogue (common/messages.ts). */
export const KIND_MESSAGES = Object.fromEntries(
  TASK_SUBTYPES.flatMap((s) => {
    const texts: KindTexts = TASK_KINDS[s].texts;
    return [
      [TASK_SUBTYPE_LABELS[s], texts.name],
      ...(texts.new ? [[newTaskLabel(s as ImplementedSubtype), texts.new]] : []),
      ...(texts.menu ? [[kindMenuLabel(s as MenuSubtype), texts.menu]] : []),
    ];
  }),
) as Record<
  `task.subtype.${TaskSubtype}` | `task.new.${ImplementedSubtype}` | `task.menu.${MenuSubtype}`,
  BothLanguages
>;
/** Whether the video ids in a kind's INFO log lines are links. */
export const TASK_LOG_VIDEO_LINKS = mapKinds((k) => 'logVideoLinks' in k);
/** Whether the platform user ids in a kind's INFO log lines open the user's popover. */
export const TASK_LOG_USER_LINKS = mapKinds((k) => 'logUserLinks' in k);
/** The word a task notification of each kind begins with: the kind's English name (docs/glossary.md), lower case. */
export const TASK_NOTIFY_KEYWORD = mapKinds((k) => k.notifyWords[0]);

/**
 * The kind a task notification is about (spec 2 "Notification click"), read
 * from the words before its first colon; null when none names a kind.
 */
export function subtypeFromMessage(message: string): TaskSubtype | null {
  const head = message.split(/[:：]/)[0]?.toLowerCase() ?? '';
  return TASK_SUBTYPES.find((s) => TASK_KINDS[s].notifyWords.some((w) => head.includes(w))) ?? null;
}
