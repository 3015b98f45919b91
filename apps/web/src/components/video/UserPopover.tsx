import { useQuery } from '@tanstack/react-query';
import { Popover, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lookupApi } from '../../api/lookup';
import { AuthorCard } from './AuthorPopover';

/** A platform user id in a log line: opens the user's details (spec 3 "User detail") in a popover. */
export default function UserPopover({ userId, colour }: { userId: string; colour: string }) {
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
      <button type="button" className="rf-log-video" style={{ color: colour }} aria-haspopup="dialog">
        {userId}
      </button>
    </Popover>
  );
}
