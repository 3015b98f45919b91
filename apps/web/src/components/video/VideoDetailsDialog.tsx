import { ReloadOutlined } from '@ant-design/icons';
import { VIDEO_REGIONS, type VideoDetail } from '@reelfleet/contract';
import { Button, Flex, Tag, Typography } from 'antd';
import Modal from 'antd/es/modal/Modal';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { lookupApi } from '../../api/lookup';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { numberWithSuffix, toThousands } from '../../utils/number';
import { formatDateTime } from '../fleet/format';
import AuthorPopover from './AuthorPopover';
import VideoPlayerDialog from './VideoPlayerDialog';
import { videoPageUrl } from './videoUrl';
import '../tasks/dialog.css';
import './video.css';
import Table from '../list/LazyTable';

interface Row {
  id: string;
  video?: VideoDetail;
  error?: string;
}

function regionName(code: string): string {
  const region = VIDEO_REGIONS.find((r) => r.code === code);
  return region ? region[currentLang()] : code;
}

function Counts({ video }: { video: VideoDetail }) {
  const { t } = useTranslation();
  const items = [
    ['plays', video.play_count],
    ['likes', video.digg_count],
    ['comments', video.comment_count],
    ['saves', video.collect_count],
    ['shares', video.share_count],
  ] as const;
  return (
    <div className="rf-video-counts">
      {items.map(([key, n]) => (
        <span key={key} title={toThousands(n)}>
          {t(`video.count.${key}`)} <strong>{numberWithSuffix(n)}</strong>
        </span>
      ))}
    </div>
  );
}

/**
 * "View video details" (spec 2): the videos in a table with selection, serial
 * number, cover, title, counts, region, publish time and author. A cover
 * opens the player; a title opens the video on the short-video site in a new tab.
 */
export default function VideoDetailsDialog({
  open,
  ids,
  onClose,
}: {
  open: boolean;
  ids: string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [playing, setPlaying] = useState<VideoDetail | null>(null);
  const key = ids.join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the ids
  const load = useCallback(async () => {
    setLoading(true);
    const results = await Promise.allSettled(ids.map((id) => lookupApi.videoDetail(id)));
    setRows(
      results.map((r, i) =>
        r.status === 'fulfilled'
          ? { id: ids[i]!, video: r.value }
          : { id: ids[i]!, error: r.reason instanceof Error ? r.reason.message : String(r.reason) },
      ),
    );
    setLoading(false);
  }, [key]);

  useEffect(() => {
    if (open) void load();
  }, [open, load]);

  const columns: ColumnsType<Row> = [
    { key: 'no', title: t('video.no'), width: 56, render: (_v, _r, i) => i + 1 },
    {
      key: 'cover',
      title: t('video.cover'),
      width: 80,
      render: (_v, row) =>
        row.video && (
          <button
            type="button"
            className="rf-video-cover"
            onClick={() => setPlaying(row.video!)}
            aria-label={t('video.play', { title: row.video.title })}
          >
            <img src={row.video.cover} alt={t('video.coverOf', { title: row.video.title })} />
          </button>
        ),
    },
    {
      key: 'title',
      title: t('video.title'),
      render: (_v, row) =>
        row.video ? (
          <div style={{ minWidth: 180, maxWidth: 320 }}>
            <Typography.Link href={videoPageUrl(row.video)} target="_blank" rel="noopener noreferrer">
              {row.video.title}
            </Typography.Link>
            <div>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} className="rf-mono">
                {row.id}
              </Typography.Text>
            </div>
            <Flex gap={4} wrap style={{ marginTop: 4 }}>
              {row.video.tags.map((tag) => (
                <Tag key={tag} style={{ marginInlineEnd: 0 }}>
                  #{tag}
                </Tag>
              ))}
            </Flex>
          </div>
        ) : (
          <div>
            <div className="rf-mono">{row.id}</div>
            <Typography.Text type="danger">{row.error}</Typography.Text>
          </div>
        ),
    },
    {
      key: 'counts',
      title: t('video.counts'),
      render: (_v, row) => row.video && <Counts video={row.video} />,
    },
    {
      key: 'region',
      title: t('video.region'),
      render: (_v, row) => row.video && regionName(row.video.region),
    },
    {
      key: 'time',
      title: t('video.publishTime'),
      render: (_v, row) =>
        row.video && <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.video.create_time)}</span>,
    },
    {
      key: 'author',
      title: t('video.author'),
      render: (_v, row) => row.video && <AuthorPopover video={row.video} />,
    },
  ];

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('video.detailsTitle')}
      width={1100}
      className="rf-full-mobile"
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text type="secondary">
            {t('pagination.selected', { count: selected.length })}
          </Typography.Text>
          <Flex gap={8}>
            <Button icon={<ReloadOutlined />} loading={loading} onClick={() => void load()}>
              {t('video.refresh')}
            </Button>
            <Button type="primary" onClick={onClose}>
              {t('video.close')}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <div className="rf-table-scroll">
        <Table<Row>
          rowKey="id"
          size="small"
          data-testid="video-table"
          columns={columns}
          dataSource={rows}
          loading={loading}
          pagination={false}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        />
      </div>
      <VideoPlayerDialog video={playing} onClose={() => setPlaying(null)} />
    </Modal>
  );
}
