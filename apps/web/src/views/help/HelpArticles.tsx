import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { HelpArticle, HelpKind } from '@reelfleet/contract';
import { HELP_BODY_MAX, HELP_TITLE_MAX } from '@reelfleet/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Form, Input, Segmented, Spin, Typography, theme } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { helpApi } from '../../api/help';
import EmptyState from '../../components/EmptyState';
import ListPagination, { FIRST_PAGE, type PageState } from '../../components/ListPagination';
import FormDialog from '../../components/list/FormDialog';
import PageContainer from '../../components/PageContainer';
import { useUserStore } from '../../stores/user';
import './help.css';

interface Draft {
  title: string;
  body: string;
}

/** Server-rendered Markdown: markdown-it with raw HTML off, so the HTML holds no tag the author typed. */
export function ArticleBody({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server with raw HTML escaped and unsafe links dropped
  return <div className="rf-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** One help-centre list (documents, update log or announcements); the admin writes, edits and deletes. */
export default function HelpArticles({ kind, title }: { kind: HelpKind; title: string }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
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
                  <Typography.Text type="secondary">
                    {dayjs(article.createTime).format('YYYY-MM-DD HH:mm')}
                  </Typography.Text>
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

function ArticleDialog({
  open,
  article,
  kind,
  onClose,
  submit,
}: {
  open: boolean;
  article: HelpArticle | null;
  kind: HelpKind;
  onClose: () => void;
  submit: (values: Draft) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Draft>();
  const [tab, setTab] = useState<'write' | 'preview'>('write');
  const [preview, setPreview] = useState<{ html: string } | { error: true } | null>(null);
  const showPreview = async () => {
    setTab('preview');
    setPreview(null);
    const body = form.getFieldValue('body') as string | undefined;
    try {
      setPreview(await helpApi.preview(body ?? ''));
    } catch {
      setPreview({ error: true });
    }
  };
  return (
    <FormDialog<Draft>
      open={open}
      form={form}
      width={820}
      title={t(article ? 'help.editTitle' : kind === 'notice' ? 'help.newNotice' : 'help.newArticle')}
      okText={article ? t('help.save') : kind === 'notice' ? t('help.publish') : t('help.save')}
      fields={['title', 'body']}
      initialValues={article ? { title: article.title, body: article.body } : { title: '', body: '' }}
      submit={submit}
      onClose={() => {
        setTab('write');
        onClose();
      }}
    >
      <Form.Item
        name="title"
        label={t('help.fieldTitle')}
        rules={[{ required: true, message: t('help.titleRequired') }]}
      >
        <Input maxLength={HELP_TITLE_MAX} />
      </Form.Item>
      <Segmented
        value={tab}
        onChange={(v) => (v === 'preview' ? void showPreview() : setTab('write'))}
        options={[
          { value: 'write', label: t('help.write') },
          { value: 'preview', label: t('help.preview') },
        ]}
        style={{ marginBottom: 8 }}
      />
      <Form.Item
        name="body"
        label={t('help.fieldBody')}
        extra={t('help.markdownHint')}
        hidden={tab !== 'write'}
        rules={[{ required: true, whitespace: true, message: t('help.bodyRequired') }]}
      >
        <Input.TextArea rows={14} maxLength={HELP_BODY_MAX} style={{ fontFamily: 'monospace' }} />
      </Form.Item>
      {tab === 'preview' &&
        (preview === null ? (
          <Spin />
        ) : 'html' in preview ? (
          <ArticleBody html={preview.html} />
        ) : (
          <Typography.Text type="danger">{t('help.previewFailed')}</Typography.Text>
        ))}
      {kind === 'notice' && !article && (
        <Typography.Paragraph type="secondary">{t('help.noticeHint')}</Typography.Paragraph>
      )}
    </FormDialog>
  );
}
