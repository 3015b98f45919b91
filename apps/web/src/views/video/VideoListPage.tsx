import { EyeOutlined, HeartOutlined, PlayCircleOutlined, StarOutlined } from '@ant-design/icons';
import {
  fillPath,
  type ImplementedSubtype,
  type PublishedVideoItem,
  type VideoListBody,
} from '@reelfleet/contract';
import { Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { lookupEndpoints } from '../../api/endpoints';
import { API_BASE } from '../../api/request';
import { videosApi } from '../../api/video';
import FilterBar from '../../components/fleet/FilterBar';
import { formatDateTime } from '../../components/fleet/format';
import { TextFilter, textOrUnset } from '../../components/fleet/textFilter';
import { lazyDialog } from '../../components/lazyDialog';
import ListPage from '../../components/list/ListPage';
import { usePagedList } from '../../components/list/usePagedList';
import { useWizardHandOff } from '../../components/tasks/useWizardHandOff';
import { useTranslation } from '../../i18n/useTranslation';

const VideoDetailsDialog = lazyDialog(() => import('../../components/video/VideoDetailsDialog'), 'open');

const coverUrl = (videoId: string) =>
  `${API_BASE}${fillPath(lookupEndpoints.videoCover.path, { id: videoId })}`;
const count = (n: number) => n.toLocaleString();

/** The acquisition wizards the selected videos can be handed to as targets. */
const HAND_TO: Array<{ subtype: ImplementedSubtype; icon: React.ReactNode }> = [
  { subtype: 'like', icon: <HeartOutlined /> },
  { subtype: 'save', icon: <StarOutlined /> },
  { subtype: 'view', icon: <PlayCircleOutlined /> },
];

/**
 * The video list (/video/list): what the workspace's accounts published,
 * with the platform's counts now (they grow over simulated time); details
 * and player dialogs; selected videos handed to the like, save and view
 * wizards as their targets.
 */
export default function VideoListPage() {
  const { t } = useTranslation();
  const list = usePagedList<VideoListBody, PublishedVideoItem>({
    key: ['videos', 'published'],
    fetch: videosApi.list,
  });
  const [details, setDetails] = useState<string[] | null>(null);
  const handOff = useWizardHandOff();
  const videoIdsOf = (ids: number[]) => list.rows.filter((r) => ids.includes(r.id)).map((r) => r.videoId);

  const columns: ColumnsType<PublishedVideoItem> = [
    {
      key: 'cover',
      title: t('video.cover'),
      render: (_v, row) => (
        <button
          type="button"
          className="rf-video-cover"
          onClick={() => setDetails([row.videoId])}
          aria-label={t('video.coverOf', { title: row.title })}
        >
          <img
            src={coverUrl(row.videoId)}
            alt={t('video.coverOf', { title: row.title })}
            width={48}
            height={64}
            style={{ objectFit: 'cover', borderRadius: 4 }}
          />
        </button>
      ),
    },
    {
      key: 'title',
      title: t('video.title'),
      render: (_v, row) => (
        <>
          <div>{row.title}</div>
          <div>
            {row.hashtags.map((h) => (
              <Tag key={h}>#{h}</Tag>
            ))}
            {row.titleGenerated && (
              <Tooltip title={t('videoList.generatedHint')}>
                <Tag color="purple">{t('videoList.generated')}</Tag>
              </Tooltip>
            )}
            {row.adultOnly && <Tag color="red">18+</Tag>}
          </div>
        </>
      ),
    },
    { key: 'play', title: t('videoList.plays'), dataIndex: 'playCount', align: 'right', render: count },
    {
      key: 'comment',
      title: t('videoList.comments'),
      dataIndex: 'commentCount',
      align: 'right',
      render: count,
    },
    { key: 'digg', title: t('videoList.likes'), dataIndex: 'diggCount', align: 'right', render: count },
    { key: 'collect', title: t('videoList.saves'), dataIndex: 'collectCount', align: 'right', render: count },
    { key: 'share', title: t('videoList.shares'), dataIndex: 'shareCount', align: 'right', render: count },
    {
      key: 'download',
      title: t('videoList.downloads'),
      dataIndex: 'downloadCount',
      align: 'right',
      render: count,
    },
    { key: 'region', title: t('video.region'), dataIndex: 'region' },
    { key: 'publishTime', title: t('video.publishTime'), dataIndex: 'publishTime', render: formatDateTime },
    { key: 'account', title: t('videoList.account'), dataIndex: 'account' },
  ];

  return (
    <ListPage
      title={t('route.videoList')}
      list={list}
      columns={columns}
      scrollBox
      emptyText={t('videoList.empty')}
      testId="video-list"
      filters={
        <FilterBar<{ title?: string; region?: string }>
          onSearch={(v) => list.search({ title: textOrUnset(v.title), region: textOrUnset(v.region) })}
        >
          <TextFilter name="title" label="video.title" width={200} />
          <TextFilter name="region" label="video.region" width={120} />
        </FilterBar>
      }
      actions={[
        {
          key: 'details',
          icon: <EyeOutlined />,
          label: t('video.viewDetails'),
          selection: 'selection.videos',
          onClick: (ids) => setDetails(videoIdsOf(ids)),
        },
        ...HAND_TO.map(({ subtype, icon }) => ({
          key: subtype,
          icon,
          label: t(`videoList.handTo.${subtype}`),
          selection: 'selection.videos' as const,
          onClick: (ids: number[]) => handOff.hand(subtype, { videoIds: videoIdsOf(ids) }),
        })),
      ]}
    >
      {details && <VideoDetailsDialog open ids={details} onClose={() => setDetails(null)} />}
      {handOff.wizard}
    </ListPage>
  );
}
