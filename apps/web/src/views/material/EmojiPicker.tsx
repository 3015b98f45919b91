import { SmileOutlined } from '@ant-design/icons';
import { EMOJI_GROUPS } from '@reelfleet/contract';
import { Button, Popover, Tooltip } from 'antd';
import { useState } from 'react';
import Text from '../../components/Text';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * The emoji picker of text materials: the spec's seven groups, each emoji
 * with its Chinese description as its tooltip and accessible name.
 */
export default function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const content = (
    <div className="rf-emoji-panel" data-testid="emoji-panel">
      {EMOJI_GROUPS.map((group) => (
        <section key={group.key} aria-labelledby={`emoji-${group.key}`}>
          <Text type="secondary" strong id={`emoji-${group.key}`} className="rf-emoji-heading">
            {t(`material.emojiGroups.${group.key}`)}
          </Text>
          <div className="rf-emoji-grid">
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
        </section>
      ))}
    </div>
  );
  return (
    <Popover content={content} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft">
      <Button icon={<SmileOutlined />}>{t('material.emoji')}</Button>
    </Popover>
  );
}
