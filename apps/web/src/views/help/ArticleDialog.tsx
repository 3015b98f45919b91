import type { HelpArticle, HelpKind } from '@reelfleet/contract';
import { HELP_BODY_MAX, HELP_TITLE_MAX } from '@reelfleet/contract';
import { Form, Segmented, Spin, Typography } from 'antd';
import Input from 'antd/es/input/Input';
import TextArea from 'antd/es/input/TextArea';
import { useState } from 'react';
import { helpApi } from '../../api/help';
import FormDialog from '../../components/list/FormDialog';
import { useTranslation } from '../../i18n/useTranslation';
import { ArticleBody } from './ArticleBody';

export interface Draft {
  title: string;
  body: string;
}

/** The admin's editor of an article: title, Markdown body with a preview of the server's rendering. */
export default function ArticleDialog({
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
        <TextArea rows={14} maxLength={HELP_BODY_MAX} style={{ fontFamily: 'monospace' }} />
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
