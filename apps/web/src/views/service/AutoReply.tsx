import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Flex, Switch, theme } from 'antd';
import { SERVICE_KEY, serviceApi } from '../../api/service';
import { useTranslation } from '../../i18n/useTranslation';
import { useFeedback } from '../../utils/feedback';

const settingsKey = [SERVICE_KEY, 'settings'];
export const rulesKey = [SERVICE_KEY, 'rules'];

/** The message box's switches, kept on the server: the engine answers by them. */
export function AutoReplySwitches({ layout = 'vertical' }: { layout?: 'vertical' | 'inline' }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const client = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: serviceApi.settings });
  const rules = useQuery({ queryKey: rulesKey, queryFn: serviceApi.rules });
  const change = useMutation({
    mutationFn: serviceApi.updateSettings,
    onSuccess: async (data, body) => {
      client.setQueryData(settingsKey, data);
      const on = body.autoComments ?? body.autoChats;
      void message.success(t(on ? 'service.autoReplyOn' : 'service.autoReplyOff'));
    },
  });
  const switches = [
    ['autoComments', 'messageBox.autoReplyComments', 'comment'],
    ['autoChats', 'messageBox.autoReplyChats', 'chat'],
  ] as const;
  return (
    <Flex vertical={layout === 'vertical'} gap={layout === 'vertical' ? 8 : 16} wrap>
      {switches.map(([field, label, kind]) => {
        const count = (rules.data ?? []).filter((r) => r.kind === kind && r.enabled).length;
        return (
          <Flex key={field} gap={8} align="center" justify="space-between">
            <span id={`auto-reply-${field}`}>{t(label)}</span>
            <Switch
              aria-labelledby={`auto-reply-${field}`}
              checked={settings.data?.[field] ?? false}
              // Not `loading` while a change saves: that disables the switch, which drops the
              // keyboard focus to the page (Escape then no longer closes the drawer around it).
              loading={settings.isLoading}
              aria-busy={change.isPending}
              onChange={(on) => !change.isPending && change.mutate({ [field]: on })}
            />
            {settings.data?.[field] && rules.data && count === 0 && (
              <span style={{ color: token.colorWarningText }}>{t('service.noRulesYet')}</span>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}
