import { SmileOutlined } from '@ant-design/icons';
import { EMOJI_GROUPS } from '@reelfleet/contract';
import { Button, Popover, Tabs, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The emoji picker of text materials: the spec's seven groups, each emoji
 * with its Chinese description as its tooltip and accessible name.
 */
export default function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const content = (
    <Tabs
      size="small"
      style={{ width: 340 }}
      items={EMOJI_GROUPS.map((group) => ({
        key: group.key,
        label: t(`material.emojiGroups.${group.key}`),
        children: (
          <div className="rf-emoji-grid" data-testid={`emoji-group-${group.key}`}>
            {group.items.map((item) => (
              <Tooltip key={item.emoji} title={item.zh} mouseEnterDelay={0.4}>
                <Button
                  type="text"
                  aria-label={item.zh}
                  onClick={() => onPick(item.emoji)}
                  className="rf-emoji"
                >
                  {item.emoji}
                </Button>
              </Tooltip>
            ))}
          </div>
        ),
      }))}
    />
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Button icon={<SmileOutlined />}>{t('material.emoji')}</Button>
    </Popover>
  );
}
