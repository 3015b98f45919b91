import { SERVICE_REPLY_MAX, type ServiceKind } from '@reelfleet/contract';
import { Form } from 'antd';
import TextArea from 'antd/es/input/TextArea';
import ChoiceField from '../../components/ChoiceField';
import { TextMaterialsField } from '../../components/tasks/wizard/TextMaterialsField';
import { useTranslation } from '../../i18n/useTranslation';

/** A reply's text: typed, or one text material of the kind's subtype (the rule dialog and the reply box). */
export default function ReplyFields({ kind, source }: { kind: ServiceKind; source: 'text' | 'material' }) {
  const { t } = useTranslation();
  return (
    <>
      <ChoiceField
        name="source"
        label={t('service.replyWith')}
        choices={{ text: t('service.typedText'), material: t('service.textMaterial') }}
      />
      {source === 'material' ? (
        <TextMaterialsField
          subtype={kind === 'comment' ? 'comment' : 'message'}
          name="materialId"
          single
          label="service.textMaterial"
          hint="service.materialHint"
        />
      ) : (
        <Form.Item name="text" label={t('service.reply')}>
          <TextArea rows={3} maxLength={SERVICE_REPLY_MAX[kind]} showCount />
        </Form.Item>
      )}
    </>
  );
}
