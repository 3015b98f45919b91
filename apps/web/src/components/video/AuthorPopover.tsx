import type { UserDetail, VideoDetail } from '@reelfleet/contract';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Flex, Popover, Spin, Typography } from 'antd';
// Avatar alone: antd's index adds Avatar.Group, which brings Popover.
import Avatar from 'antd/es/avatar/Avatar';
import { type ReactNode, useState } from 'react';
import { lookupApi } from '../../api/lookup';
import { useTranslation } from '../../i18n/useTranslation';
import { numberWithSuffix, toThousands } from '../../utils/number';

export function AuthorCard({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const count = (n: number) => <span title={toThousands(n)}>{numberWithSuffix(n)}</span>;
  return (
    <div style={{ width: 280 }} data-testid="author-card">
      <Flex gap={10} align="center" style={{ marginBottom: 8 }}>
        <Avatar src={user.avatarThumb} size={48} alt="" />
        <div style={{ minWidth: 0 }}>
          <Typography.Text strong>{user.nickname}</Typography.Text>
          <div>
            <Typography.Text type="secondary">@{user.uniqueId}</Typography.Text>
          </div>
        </div>
      </Flex>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'followers', label: t('video.followers'), children: count(user.followerCount) },
          { key: 'following', label: t('video.following'), children: count(user.followingCount) },
          { key: 'videos', label: t('video.videos'), children: count(user.videoCount) },
          { key: 'likes', label: t('video.likesReceived'), children: count(user.heartCount) },
          {
            key: 'privacy',
            label: t('video.privacy'),
            children: user.secret ? t('video.private') : t('video.public'),
          },
          { key: 'signature', label: t('video.signature'), children: user.signature || '—' },
        ]}
      />
    </div>
  );
}

/**
 * A platform user's details (spec 3 "User detail") in a popover, loaded when
 * `children` (the button that opens it) is clicked.
 */
export function UserDetailsPopover({ userId, children }: { userId: string; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const user = useQuery({
    queryKey: ['lookup', 'user', userId],
    queryFn: () => lookupApi.userDetail({ id: userId }),
    enabled: open,
    staleTime: 60_000,
  });
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={t('video.authorDetails')}
      content={
        user.data ? (
          <AuthorCard user={user.data} />
        ) : user.isError ? (
          <Typography.Text type="danger">{(user.error as Error).message}</Typography.Text>
        ) : (
          <Spin size="small" />
        )
      }
    >
      {children}
    </Popover>
  );
}

/** The author of a video, with the user's details in a popover. */
export default function AuthorPopover({ video }: { video: VideoDetail }) {
  const { t } = useTranslation();
  return (
    <UserDetailsPopover userId={video.author_id}>
      <button type="button" className="rf-author" title={t('video.authorDetails')} aria-haspopup="dialog">
        <Avatar src={video.author_avatar} size={28} alt="" />
        <span>
          <span style={{ display: 'block' }}>{video.author_nickname || '—'}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            @{video.author_unique_id}
          </Typography.Text>
        </span>
      </button>
    </UserDetailsPopover>
  );
}
