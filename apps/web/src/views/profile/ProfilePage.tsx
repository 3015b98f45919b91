import type { UserInfo } from '@reelfleet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Col, Descriptions, Flex, Row, Tabs, Typography } from 'antd';
import { userApi } from '../../api/user';
import EmptyState from '../../components/EmptyState';
import { formatDateTime } from '../../components/fleet/format';
import { lazyPart } from '../../components/lazyPart';
import PageLoading from '../../components/PageLoading';
import RoleTags from '../../components/RoleTags';
import { useTranslation } from '../../i18n/useTranslation';
import { useUserStore } from '../../stores/user';
import { toThousands } from '../../utils/number';
import AvatarUpload from './AvatarUpload';
import InfoForm from './InfoForm';
import PasswordForm from './PasswordForm';

// The sessions and tokens tabs (tables, a create dialog) load when first opened: in the screen's own
// code they made the profile the heaviest route by 110 KB gzip.
const SessionsPanel = lazyPart(() => import('./SessionsPanel'), { fallback: () => <PageLoading /> });
const TokensPanel = lazyPart(() => import('./TokensPanel'), { fallback: () => <PageLoading /> });

const profileKey = ['profile'] as const;

/** Account settings (/profile/index and /user/profile): who I am, my details, password, avatar, sessions, access tokens. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: profileKey, queryFn: userApi.getInfo, retry: false });

  const keep = (user: UserInfo) => {
    queryClient.setQueryData(profileKey, user);
    useUserStore.getState().setUser(user);
  };

  if (query.isPending) return <PageLoading />;
  const user = query.data;
  if (!user) return <EmptyState description={t('profile.loadFailed')} />;

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0, fontSize: 20 }}>
        {t('profile.title')}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={8} xl={7}>
          <Card variant="borderless" style={{ height: '100%' }}>
            <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
              <AvatarUpload
                src={user.avatarPath}
                onUploaded={(avatarPath) => keep({ ...user, avatarPath })}
              />
              <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
                {user.name || user.username}
              </Typography.Title>
              <RoleTags roles={user.roles} justify="center" />
            </Flex>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'username', label: t('profile.username'), children: user.username },
                {
                  key: 'level',
                  label: t('profile.level'),
                  // An agent's level by its name; a level's name is for agents (the admin's seeded one is not).
                  children: (user.level > 0 && user.levelName) || String(user.level),
                },
                {
                  key: 'balance',
                  label: t('profile.balance'),
                  children: t('price.points', { n: toThousands(user.balance), count: user.balance }),
                },
                {
                  key: 'held',
                  label: t('profile.held'),
                  children: t('price.points', { n: toThousands(user.held), count: user.held }),
                },
                { key: 'lastLogin', label: t('profile.lastLogin'), children: formatDateTime(user.lastLogin) },
                { key: 'created', label: t('profile.createTime'), children: formatDateTime(user.createTime) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={16} xl={17}>
          <Card variant="borderless" style={{ height: '100%' }}>
            <Tabs
              items={[
                {
                  key: 'info',
                  label: t('profile.infoTab'),
                  children: <InfoForm user={user} onSaved={keep} />,
                },
                { key: 'password', label: t('profile.passwordTab'), children: <PasswordForm /> },
                { key: 'sessions', label: t('profile.sessionsTab'), children: <SessionsPanel /> },
                { key: 'tokens', label: t('profile.tokensTab'), children: <TokensPanel /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
