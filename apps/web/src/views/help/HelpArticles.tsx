import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { HelpArticle, HelpKind } from '@reelfleet/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Spin, Typography, theme } from 'antd';
import { useState } from 'react';
import { helpApi } from '../../api/help';
import EmptyState from '../../components/EmptyState';
import ListPagination from '../../components/ListPagination';
import { lazyDialog } from '../../components/lazyDialog';
import { FIRST_PAGE, type PageState } from '../../components/list/pageState';
import PageContainer from '../../components/PageContainer';
import { useTranslation } from '../../i18n/useTranslation';
import { useUserStore } from '../../stores/user';
import { ArticleBody } from './ArticleBody';
import type { Draft } from './ArticleDialog';
import './help.css';
import { formatDateTime } from '../../components/fleet/format';
import { useFeedback } from '../../utils/feedback';

// The admin's editor (form, Markdown preview), fetched when first opened.
const ArticleDialog = lazyDialog(() => import('./ArticleDialog'), 'open');

/** One help-centre list (documents, update log or announcements); the admin writes, edits and deletes. */
export default function HelpArticles({ kind, title }: { kind: HelpKind; title: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const isAdmin = useUserStore((s) => s.roles.includes('admin'));
  const [page, setPage] = useState<PageState>(FIRST_PAGE);
  const [editing, setEditing] = useState<HelpArticle | 'new' | null>(null);
  const key = ['help', kind] as const;
  const articles = useQuery({
    queryKey: [...key, page],
    queryFn: () => helpApi.articles(kind, page),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const save = async (values: Draft) => {
    if (editing === 'new') {
      const done = await helpApi.add({ kind, ...values });
      message.success(kind === 'notice' ? t('help.published', { count: done.notified }) : t('help.saved'));
    } else if (editing) {
      await helpApi.update({ id: editing.id, ...values });
      message.success(t('help.saved'));
    }
    setEditing(null);
    await refresh();
  };

  const remove = (article: HelpArticle) =>
    modal.confirm({
      title: t('help.deleteConfirm', { title: article.title }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await helpApi.remove(article.id);
        message.success(t('help.deleted'));
        await refresh();
      },
    });

  const list = articles.data?.list ?? [];
  return (
    <PageContainer
      title={title}
      extra={
        isAdmin && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="help-new"
          >
            {t(kind === 'notice' ? 'help.newNotice' : 'help.newArticle')}
          </Button>
        )
      }
    >
      {articles.isError ? (
        <EmptyState description={t('help.unavailable')} />
      ) : articles.isPending ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin />
        </Flex>
      ) : list.length === 0 ? (
        <EmptyState description={t(isAdmin ? 'help.emptyAdmin' : 'help.empty')} />
      ) : (
        <div style={{ display: 'grid', gap: 16 }}>
          {list.map((article) => (
            <article
              key={article.id}
              data-testid="help-article"
              style={{
                border: `1px solid ${token.colorBorderSecondary}`,
                borderRadius: token.borderRadiusLG,
                padding: 16,
              }}
            >
              <Flex justify="space-between" align="baseline" gap={8} wrap>
                <Typography.Title level={4} style={{ margin: 0 }}>
                  {article.title}
                </Typography.Title>
                <Flex gap={4} align="center">
                  <Typography.Text type="secondary">{formatDateTime(article.createTime)}</Typography.Text>
                  {isAdmin && (
                    <>
                      <Button
                        type="text"
                        icon={<EditOutlined />}
                        aria-label={t('help.edit')}
                        title={t('help.edit')}
                        onClick={() => setEditing(article)}
                      />
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('help.delete')}
                        title={t('help.delete')}
                        onClick={() => remove(article)}
                      />
                    </>
                  )}
                </Flex>
              </Flex>
              <ArticleBody html={article.html} />
            </article>
          ))}
        </div>
      )}
      <ListPagination {...page} total={articles.data?.total ?? 0} onChange={setPage} />
      {isAdmin && (
        <ArticleDialog
          open={editing !== null}
          article={editing === 'new' ? null : editing}
          kind={kind}
          onClose={() => setEditing(null)}
          submit={save}
        />
      )}
    </PageContainer>
  );
}
