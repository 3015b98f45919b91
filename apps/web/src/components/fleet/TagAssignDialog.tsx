import type { TagAssignBody } from '@reelfleet/contract';
import { Form } from 'antd';
import { useState } from 'react';
import type { FleetTagKind } from '../../api/tags';
import { useTranslation } from '../../i18n/useTranslation';
import { label } from './format';
import { withNewTag } from './NewTag';
import { TagSelect } from './pickers';
import SetOrClearDialog from './SetOrClearDialog';

export interface TagAssignProps {
  kind: FleetTagKind;
  /** The rows to tag; the dialog is open while this is not null. */
  ids: number[] | null;
  /** The kind's tag call (a null labelId removes the tag). */
  assign: (body: TagAssignBody) => Promise<unknown>;
  onClose: () => void;
  /** After the rows are tagged (the dialog has closed). */
  onTagged: () => void;
}

/** Gives the selected rows one tag of their kind, or takes their tag away. */
export default function TagAssignDialog({ kind, ids, assign, onClose, onTagged }: TagAssignProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <SetOrClearDialog
      ids={ids}
      title={t('tags.assignTitle', { count: ids?.length ?? 0 })}
      field="labelId"
      choices={{ set: t('tags.assignSet'), clear: t('tags.assignClear') }}
      send={(ids, labelId) => assign({ ids, labelId })}
      savedText={() => label('tag.taggingSuccess')}
      onClose={onClose}
      onSaved={() => {
        onClose();
        onTagged();
      }}
    >
      <Form.Item
        name="labelId"
        label={t('tags.tag')}
        rules={[{ required: true, message: label('validation.tagEmpty') }]}
      >
        <TagSelect
          kind={kind}
          placeholder={t('tags.choose')}
          aria-label={t('tags.tag')}
          open={picking}
          onOpenChange={setPicking}
          popupRender={withNewTag({ kind, field: 'labelId', onMade: () => setPicking(false) })}
        />
      </Form.Item>
    </SetOrClearDialog>
  );
}
