import {
  KEYWORDS_MAX,
  SERVICE_KIND_LABELS,
  SERVICE_KINDS,
  type ServiceKind,
  type ServiceRule,
  translate,
} from '@reelfleet/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Radio, Switch } from 'antd';
import { serviceApi } from '../../api/service';
import FormDialog from '../../components/list/FormDialog';
import TagsInput from '../../components/TagsInput';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { rulesKey } from './AutoReply';
import ReplyFields from './ReplyFields';

interface RuleForm {
  kind: ServiceKind;
  keywords: string[];
  source: 'text' | 'material';
  text?: string;
  materialId?: number;
  enabled: boolean;
}

/**
 * An auto-reply rule added or edited (`rule`: the one edited, 'new', or null while closed):
 * its kind, keywords (none: every message), the reply typed or a text material, and whether it is on.
 */
export default function RuleDialog({
  rule,
  onClose,
}: {
  rule: ServiceRule | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const lang = currentLang();
  const [form] = Form.useForm<RuleForm>();
  const kind = Form.useWatch('kind', form) ?? 'comment';
  const source = Form.useWatch('source', form) ?? 'text';
  const current = rule && rule !== 'new' ? rule : null;
  return (
    <FormDialog<RuleForm>
      open={rule !== null}
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
        onClose();
        await client.invalidateQueries({ queryKey: rulesKey });
      }}
    >
      <Form.Item name="kind" label={t('service.kind')}>
        <Radio.Group
          optionType="button"
          options={SERVICE_KINDS.map((k) => ({ value: k, label: translate(SERVICE_KIND_LABELS[k], lang) }))}
        />
      </Form.Item>
      <Form.Item name="keywords" label={t('service.keywords')} extra={t('service.keywordsHint')}>
        <TagsInput maxCount={KEYWORDS_MAX} />
      </Form.Item>
      <ReplyFields kind={kind} source={source} />
      <Form.Item name="enabled" label={t('service.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
