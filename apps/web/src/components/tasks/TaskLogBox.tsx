import type { TaskLogLine, TaskSubtype } from '@reelfleet/contract';
import { theme } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { toThousands } from '../../utils/number';
import UserPopover from '../video/UserPopover';
import { linksUserIds, linksVideoIds, splitLogIds } from './logLinks';
import { useToneColours } from './useToneColours';

interface Props {
  subtype: TaskSubtype;
  lines: TaskLogLine[];
  earlier: number;
  onVideo: (videoId: string) => void;
}

function Message({ line, subtype, onVideo }: { line: TaskLogLine } & Omit<Props, 'lines' | 'earlier'>) {
  const { t } = useTranslation();
  const link = useToneColours().link;
  const videos = linksVideoIds(subtype, line.level);
  const users = linksUserIds(subtype, line.level);
  if (!videos && !users) return <>{line.message}</>;
  return (
    <>
      {splitLogIds(line.message, users).map((part, i) =>
        'userId' in part ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable line
          <UserPopover key={i} userId={part.userId} colour={link} />
        ) : 'videoId' in part && videos ? (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable line
            key={i}
            type="button"
            className="rf-log-video"
            style={{ color: link }}
            title={t('video.viewDetails')}
            onClick={() => onVideo(part.videoId)}
          >
            {part.videoId}
          </button>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one immutable line
          <span key={i}>{'text' in part ? part.text : part.videoId}</span>
        ),
      )}
    </>
  );
}

/**
 * The live log (spec 2): oldest at the top, scrolled to the bottom after each
 * load. In INFO lines of comment and maintenance tasks a 19-digit video id is
 * a link to the video details dialog.
 */
export default function TaskLogBox({ subtype, lines, earlier, onVideo }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll after every load of lines
  useLayoutEffect(() => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [lines]);

  const tones = useToneColours();
  const levelColour = { INFO: tones.info, ERROR: tones.error, DEBUG: token.colorTextSecondary };
  return (
    <div
      ref={box}
      className="rf-log-box"
      role="log"
      aria-label={t('tasks.log')}
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      data-testid="task-log"
      style={{ background: token.colorBgLayout, borderColor: token.colorBorderSecondary }}
    >
      {earlier > 0 && (
        <div className="rf-log-earlier" style={{ color: token.colorTextSecondary }}>
          {t('tasks.logEarlier', { count: earlier, n: toThousands(earlier) })}
        </div>
      )}
      {lines.length === 0 ? (
        <div style={{ color: token.colorTextSecondary }}>{t('tasks.logEmpty')}</div>
      ) : (
        lines.map((line) => (
          <div key={line.id} className="rf-log-line" data-level={line.level}>
            <time dateTime={line.createTime} style={{ color: token.colorTextSecondary }}>
              {dayjs(line.createTime).format('MM-DD HH:mm:ss')}
            </time>{' '}
            <span style={{ color: levelColour[line.level], fontWeight: 600 }}>[{line.level}]</span>{' '}
            <Message line={line} subtype={subtype} onVideo={onVideo} />
          </div>
        ))
      )}
    </div>
  );
}
