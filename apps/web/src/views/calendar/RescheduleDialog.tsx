import { type CalendarItem, QUOTE_ID_HEADER, type TaskQuote, translate } from '@reelfleet/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Modal } from 'antd';
import { useState } from 'react';
import { calendarApi } from '../../api/calendar';
import { ApiError } from '../../api/request';
import type { DialogProps } from '../../components/list/FormDialog';
import CostSummary from '../../components/tasks/wizard/CostSummary';
import { planChanged } from '../../components/tasks/wizard/planChanged';
import { currentLang } from '../../i18n';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';
import { formatWithZone } from '../../utils/time';

export interface Move {
  item: CalendarItem;
  to: Date;
}

/**
 * Moving a scheduled post: the server's quote of the move (what it keeps,
 * why it cannot: a past time, a post that started), confirmed by the user;
 * the move carries the quote's id, so a post that changed meanwhile is not
 * moved and the new quote shows in place of the old one.
 */
export default function RescheduleDialog({
  move,
  onClose,
  onMoved,
}: DialogProps<'onMoved', { move: Move | null }>) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const client = useQueryClient();
  const body = move ? { id: move.item.id, publishAt: move.to.toISOString() } : null;
  const [replaced, setReplaced] = useState<TaskQuote | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const quote = useQuery({
    queryKey: ['calendar', 'move', body],
    queryFn: () => calendarApi.quoteMove(body!),
    enabled: body !== null,
    gcTime: 0,
  });
  const data = replaced ?? quote.data;

  const close = () => {
    setReplaced(null);
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!body || !data?.quoteId) return;
    setSending(true);
    setRefusal(null);
    try {
      await calendarApi.move(body, { headers: { [QUOTE_ID_HEADER]: data.quoteId } });
      void message.success(translate('task.rescheduled', currentLang()));
      void client.invalidateQueries({ queryKey: ['tasks'] });
      setReplaced(null);
      onMoved();
    } catch (error) {
      const changed = planChanged(error);
      if (changed) setReplaced(changed.quote);
      setRefusal(error instanceof ApiError || error instanceof Error ? error.message : String(error));
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={move !== null}
      title={t('calendar.move.title')}
      onCancel={close}
      width={720}
      className="rf-full-mobile"
      maskClosable={false}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={sending}
            disabled={!data?.ok}
            onClick={() => void confirm()}
            data-testid="calendar-move-confirm"
          >
            {t('calendar.move.confirm')}
          </Button>
        </Flex>
      }
    >
      {move && (
        <Flex vertical gap={12} data-testid="calendar-move">
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'name', label: t('calendar.move.post'), children: move.item.title },
              { key: 'from', label: t('calendar.move.from'), children: formatWithZone(move.item.at) },
              {
                key: 'to',
                label: t('calendar.move.to'),
                children: <strong>{formatWithZone(move.to)}</strong>,
              },
            ]}
          />
          <div>{t('calendar.move.keeps')}</div>
          <CostSummary
            quote={{ data, loading: quote.isFetching, problemsOf: () => [], replace: setReplaced }}
          />
          {data?.problems.map((p) => (
            <Alert key={p.code} type={p.blocking ? 'error' : 'warning'} showIcon title={p.message} />
          ))}
          {quote.isError && <Alert type="error" showIcon title={(quote.error as Error).message} />}
          {refusal && <Alert type="warning" showIcon title={refusal} data-testid="calendar-move-refusal" />}
        </Flex>
      )}
    </Modal>
  );
}
