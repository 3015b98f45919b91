import {
  SERVICE_KEYWORDS_MAX,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
  type ServiceKind,
  type ServiceRule,
  translate,
} from '@reelfleet/contract';
import { Form, Radio, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { serviceApi } from '../../api/service';
import FormDialog from '../../components/list/FormDialog';
import TagsInput from '../../components/TagsInput';
import { currentLang } from '../../i18n';
import { useFeedback } from '../../utils/feedback';
import ReplyFields from './ReplyFields';

interface RuleForm {
  kind: ServiceKind;
  keywords: string[];
  source: 'text' | 'material';
  text?: string;
  materialId?: number;
  enabled: boolean;
}

/** Adds an auto-reply rule (`editing` 'new') or edits one: its kind, keywords, reply and switch. */
export default function RuleDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: ServiceRule | 'new' | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const lang = currentLang();
  const [form] = Form.useForm<RuleForm>();
  const kind = Form.useWatch('kind', form) ?? 'comment';
  const source = Form.useWatch('source', form) ?? 'text';
  const current = editing && editing !== 'new' ? editing : null;
  return (
    <FormDialog<RuleForm>
      open={editing !== null}
      form={form}
      title={t(current ? 'service.editRule' : 'service.addRule')}
      fields={['kind', 'keywords', 'text', 'materialId']}
      initialValues={
        current
          ? {
              kind: current.kind,
              keywords: current.keywords,
              source: current.materialId ? 'material' : 'text',
              text: current.text,
              materialId: current.materialId ?? undefined,
              enabled: current.enabled,
            }
          : { kind: 'comment', keywords: [], source: 'text', enabled: true }
      }
      onClose={onClose}
      submit={async (v) => {
        const body = {
          kind: v.kind,
          keywords: v.keywords ?? [],
          enabled: v.enabled,
          ...(v.source === 'material' ? { materialId: v.materialId ?? null } : { text: v.text ?? '' }),
        };
        if (current) await serviceApi.updateRule({ ...body, id: current.id });
        else await serviceApi.addRule(body);
        void message.success(t(current ? 'service.ruleSaved' : 'service.ruleAdded'));
        await onSaved();
      }}
    >
      <Form.Item name="kind" label={t('service.kind')}>
        <Radio.Group
          optionType="button"
          options={SERVICE_KINDS.map((k) => ({ value: k, label: translate(SERVICE_KIND_LABELS[k], lang) }))}
        />
      </Form.Item>
      <Form.Item name="keywords" label={t('service.keywords')} extra={t('service.keywordsHint')}>
        <TagsInput maxCount={SERVICE_KEYWORDS_MAX} />
      </Form.Item>
      <ReplyFields kind={kind} source={source} />
      <Form.Item name="enabled" label={t('service.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
