import { SearchOutlined } from '@ant-design/icons';
import {
  KEYWORDS_MAX,
  LOOKUP_DEFAULTS,
  SEARCH_DAYS,
  translate,
  type UserDetail,
  VIDEO_REGIONS,
  type VideoDetail,
  videoIdOf,
} from '@reelfleet/contract';
import { Alert, Button, Flex, Select, Tag } from 'antd';
import Input from 'antd/es/input/Input';
import { useEffect, useRef, useState } from 'react';
import { lookupApi } from '../../../api/lookup';
import { currentLang } from '../../../i18n';
import { useTranslation } from '../../../i18n/useTranslation';
import { numberWithSuffix } from '../../../utils/number';
import Text from '../../Text';
import PickerResults, { type Found } from './PickerResults';
import PickerTabs from './PickerTabs';

/** What a task acts on: videos (like, save, view, comment) or users (follow, message). */
export type TargetKind = 'video' | 'user';

/** One line of the targets text: a video link or 19-digit id; a user id, @handle or profile link. */
export function targetOfLine(kind: TargetKind, line: string): string | null {
  const text = line.trim();
  if (!text) return null;
  if (kind === 'video') return videoIdOf(text);
  const link = /\/@([\w.]+)/.exec(text);
  if (link) return `@${link[1]}`;
  if (/^\d{6,24}$/.test(text)) return text;
  if (/^@?[\w.]{2,64}$/.test(text)) return text.startsWith('@') ? text : `@${text}`;
  return null;
}

/** The targets text split into the distinct targets and the numbers of the lines that are not one. */
export function parseTargetLines(
  kind: TargetKind,
  text: string | undefined,
): { ids: string[]; bad: number[] } {
  const ids: string[] = [];
  const bad: number[] = [];
  (text ?? '').split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const id = targetOfLine(kind, line);
    if (id) ids.push(id);
    else bad.push(i + 1);
  });
  return { ids: [...new Set(ids)], bad };
}

const keywordList = (text: string) =>
  text
    .split(/[,，\n]/)
    .map((s) => s.trim())
    .filter(Boolean);

const videoRow = (v: VideoDetail): Found => ({
  id: v.id,
  avatar: v.cover,
  title: v.title,
  sub: (
    <>
      <span className="rf-mono">{v.id}</span> · ▶ {numberWithSuffix(v.play_count)} · ♥{' '}
      {numberWithSuffix(v.digg_count)} · @{v.author_unique_id} · {v.region}
    </>
  ),
});
const userRow = (u: UserDetail, note?: string): Found => ({
  id: u.id,
  avatar: u.avatarThumb,
  title: `${u.nickname} @${u.uniqueId}`,
  sub: (
    <>
      <span className="rf-mono">{u.id}</span> · {numberWithSuffix(u.followerCount)} · {u.region}
      {note ? ` · “${note}”` : ''}
    </>
  ),
});

type Source = 'videos' | 'posts' | 'live' | 'users' | 'comments';

/**
 * Finds targets on the platform for a task (spec 2, 7 "Lookup"): videos by
 * keyword or hashtag (region US and 7 days by default), a user's posts, a
 * live room; users by search, a video's comment area, a live room's host.
 * What is chosen is added to the targets text.
 */
export default function TargetPicker({ kind, onAdd }: { kind: TargetKind; onAdd: (ids: string[]) => void }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [source, setSource] = useState<Source>(kind === 'video' ? 'videos' : 'users');
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<1 | 2>(1);
  const [region, setRegion] = useState<string>(LOOKUP_DEFAULTS.region);
  const [days, setDays] = useState<number>(LOOKUP_DEFAULTS.days);
  const [sortType, setSortType] = useState<0 | 1 | 2>(0);
  const [rows, setRows] = useState<Found[] | null>(null);
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [cursor, setCursor] = useState(0);
  const [hasMore, setHasMore] = useState(false);

  const words = keywordList(query);
  const needsKeywords = source === 'videos' || source === 'users' || source === 'live';

  const run = async (from: number) => {
    setError(null);
    if (needsKeywords && words.length === 0) {
      setError(translate('validation.keywordsEmpty', lang));
      return;
    }
    if (needsKeywords && words.length > KEYWORDS_MAX) {
      setError(translate('validation.keywordsMax', lang, { maximum: KEYWORDS_MAX }));
      return;
    }
    if (!needsKeywords && !query.trim()) {
      setError(t('tasks.picker.refRequired'));
      return;
    }
    setLoading(true);
    try {
      const page = { count: LOOKUP_DEFAULTS.count, cursor: from };
      let found: Found[] = [];
      let next = { cursor: from, hasMore: false };
      if (source === 'videos') {
        const r = await lookupApi.videoSearch({ keywords: words, mode, region, days, sortType, ...page });
        found = r.videos.map(videoRow);
        next = r;
      } else if (source === 'posts') {
        const ref = query.trim();
        const user = /^\d+$/.test(ref) ? { id: ref } : { uniqueId: ref.replace(/^@/, '') };
        if (kind === 'video') {
          const r = await lookupApi.userPosts({ ...user, ...page });
          found = r.videos.map(videoRow);
          next = r;
        }
      } else if (source === 'users') {
        const r = await lookupApi.userSearch({ keywords: words, ...page });
        found = r.users.map((u) => userRow(u));
        next = r;
      } else if (source === 'comments') {
        const r = await lookupApi.commentUsers({ url: query.trim(), ...page });
        found = r.users.map((u) => userRow(u, u.comment));
        next = r;
      } else {
        const r = await lookupApi.liveSearch({ keywords: words.join(','), region, ...page });
        if (kind === 'user') {
          found = r.rooms.map((room) => ({ ...userRow(room.host), sub: room.title }));
        } else {
          // A live room's host: their latest videos.
          const posts = await Promise.all(
            r.rooms.slice(0, 5).map((room) => lookupApi.userPosts({ id: room.host.id, count: 4, cursor: 0 })),
          );
          found = posts.flatMap((p) => p.videos.map(videoRow));
        }
        next = r;
      }
      setRows((prev) => (from > 0 && prev ? [...prev, ...found] : found));
      setCursor(next.cursor);
      setHasMore(next.hasMore);
      if (from === 0) setSelected([]);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setLoading(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new source starts a new search
  useEffect(() => {
    setRows(null);
    setSelected([]);
    setError(null);
  }, [source]);

  const sources: Array<{ key: Source; label: string }> =
    kind === 'video'
      ? [
          { key: 'videos', label: t('tasks.picker.source.videos') },
          { key: 'posts', label: t('tasks.picker.source.posts') },
          { key: 'live', label: t('tasks.picker.source.live') },
        ]
      : [
          { key: 'users', label: t('tasks.picker.source.users') },
          { key: 'comments', label: t('tasks.picker.source.comments') },
          { key: 'live', label: t('tasks.picker.source.live') },
        ];

  const placeholder = {
    videos: t('tasks.picker.placeholder.keywords'),
    users: t('tasks.picker.placeholder.userKeywords'),
    live: t('tasks.picker.placeholder.keywords'),
    posts: t('tasks.picker.placeholder.user'),
    comments: t('tasks.picker.placeholder.video'),
  }[source];

  return (
    <div className="rf-target-picker" data-testid="target-picker">
      <PickerTabs items={sources} active={source} onChange={setSource} />
      <Flex gap={8} wrap>
        <Input
          style={{ flex: '1 1 220px' }}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onPressEnter={(e) => {
            e.preventDefault();
            void run(0);
          }}
          placeholder={placeholder}
          aria-label={placeholder}
          allowClear
        />
        {source === 'videos' && (
          <Select
            aria-label={t('tasks.picker.mode')}
            value={mode}
            onChange={setMode}
            style={{ width: 120 }}
            options={[
              { value: 1, label: t('tasks.picker.byKeyword') },
              { value: 2, label: t('tasks.picker.byHashtag') },
            ]}
          />
        )}
        {(source === 'videos' || source === 'live') && (
          <Select
            aria-label={t('tasks.picker.region')}
            value={region}
            onChange={setRegion}
            style={{ width: 150 }}
            options={VIDEO_REGIONS.map((r) => ({ value: r.code, label: `${r[lang]} (${r.code})` }))}
          />
        )}
        {source === 'videos' && (
          <>
            <Select
              aria-label={t('tasks.picker.days')}
              value={days}
              onChange={setDays}
              style={{ width: 130 }}
              options={SEARCH_DAYS.map((d) => ({
                value: d,
                label: t('tasks.picker.withinDays', { count: d }),
              }))}
            />
            <Select
              aria-label={t('tasks.picker.sort')}
              value={sortType}
              onChange={setSortType}
              style={{ width: 130 }}
              options={[
                { value: 0, label: t('tasks.picker.sortRelevance') },
                { value: 1, label: t('tasks.picker.sortLikes') },
                { value: 2, label: t('tasks.picker.sortNewest') },
              ]}
            />
          </>
        )}
        <Button icon={<SearchOutlined />} type="primary" ghost loading={loading} onClick={() => void run(0)}>
          {t('tasks.picker.search')}
        </Button>
      </Flex>
      {needsKeywords && words.length > KEYWORDS_MAX && (
        <Text type="danger" style={{ display: 'block', marginTop: 4 }} data-testid="keywords-max">
          {translate('validation.keywordsMax', lang, { maximum: KEYWORDS_MAX })}
        </Text>
      )}
      {error && <Alert type="error" showIcon title={error} style={{ marginTop: 8 }} />}
      {rows && (
        <div style={{ marginTop: 8 }}>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Text type="secondary">
              {t('tasks.picker.found', { count: rows.length })} ·{' '}
              {t('tasks.picker.selected', { count: selected.length })}
            </Text>
            <Flex wrap gap={8}>
              <Button
                size="small"
                onClick={() => setSelected(rows.map((r) => r.id))}
                disabled={rows.length === 0}
              >
                {t('tasks.picker.selectAll')}
              </Button>
              <Button
                size="small"
                type="primary"
                disabled={selected.length === 0}
                onClick={() => {
                  onAdd(selected);
                  setSelected([]);
                }}
              >
                {t('tasks.picker.addSelected', { count: selected.length })}
              </Button>
            </Flex>
          </Flex>
          <PickerResults
            rows={rows}
            selected={selected}
            onToggle={(id) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))}
            more={
              hasMore && (
                <Flex justify="center" style={{ margin: 8 }}>
                  <Button size="small" loading={loading} onClick={() => void run(cursor)}>
                    {t('tasks.picker.more')}
                  </Button>
                </Flex>
              )
            }
          />
        </div>
      )}
    </div>
  );
}

type Check = 'found' | 'missing';

/**
 * The targets of the text checked at once against the platform: each shown
 * found or not found (the first 100; the quote checks them all on submit).
 */
export function TargetCheck({ kind, ids }: { kind: TargetKind; ids: string[] }) {
  const { t } = useTranslation();
  const cache = useRef(new Map<string, Check>());
  const [, setVersion] = useState(0);
  const shown = ids.slice(0, 100);
  const key = shown.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids shown
  useEffect(() => {
    let live = true;
    const timer = setTimeout(async () => {
      const todo = shown.filter((id) => !cache.current.has(id));
      for (let i = 0; i < todo.length && live; i += 8) {
        const chunk = todo.slice(i, i + 8);
        const results = await Promise.allSettled(
          chunk.map((id) =>
            kind === 'video'
              ? lookupApi.videoDetail(id)
              : lookupApi.userDetail(id.startsWith('@') ? { uniqueId: id.slice(1) } : { id }),
          ),
        );
        chunk.forEach((id, j) => {
          cache.current.set(id, results[j]!.status === 'fulfilled' ? 'found' : 'missing');
        });
        if (live) setVersion((v) => v + 1);
      }
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [key, kind]);

  if (shown.length === 0) return null;
  const state = (id: string) => cache.current.get(id);
  const missing = shown.filter((id) => state(id) === 'missing').length;
  return (
    <div data-testid="target-check" style={{ marginBottom: 12 }}>
      <Text type={missing > 0 ? 'danger' : 'secondary'}>
        {t('tasks.picker.checked', {
          found: shown.filter((id) => state(id) === 'found').length,
          total: shown.length,
        })}
        {missing > 0 && ` · ${t('tasks.picker.missing', { count: missing })}`}
      </Text>
      <Flex gap={4} wrap style={{ marginTop: 4, maxHeight: 120, overflow: 'auto' }}>
        {shown.map((id) => (
          <Tag
            key={id}
            color={state(id) === 'found' ? 'success' : state(id) === 'missing' ? 'error' : 'default'}
            className="rf-mono"
            data-state={state(id) ?? 'checking'}
          >
            {id} · {t(`tasks.picker.state.${state(id) ?? 'checking'}`)}
          </Tag>
        ))}
      </Flex>
    </div>
  );
}
