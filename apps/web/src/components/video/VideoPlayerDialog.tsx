import { VideoCameraOutlined } from '@ant-design/icons';
import type { VideoDetail } from '@reelfleet/contract';
import Modal from 'antd/es/modal/Modal';
import { useTranslation } from '../../i18n/useTranslation';
import type { ViewDialogProps } from '../list/FormDialog';
import '../tasks/dialog.css';
import './video.css';

/**
 * The video player (spec 2: autoplay, 16:9). When the catalogue has no
 * playable clip for the video, its cover is shown with a plain note saying
 * so: never a player that cannot play.
 */
export default function VideoPlayerDialog({ video, onClose }: ViewDialogProps<'video', VideoDetail>) {
  const { t } = useTranslation();
  return (
    <Modal
      open={video !== null}
      onCancel={onClose}
      footer={null}
      width={860}
      className="rf-full-mobile"
      title={video?.title}
      destroyOnHidden
    >
      {video && (
        <div className="rf-player" data-testid="video-player">
          {video.play ? (
            // biome-ignore lint/a11y/useMediaCaption: the catalogue's clips carry no captions
            <video src={video.play} poster={video.cover} autoPlay controls playsInline />
          ) : (
            <>
              <img
                className="rf-player-still"
                src={video.cover}
                alt={t('video.coverOf', { title: video.title })}
              />
              {/* Over the cover (whose art has a play mark), so nothing here looks like a player. */}
              <div className="rf-player-none" role="status">
                <VideoCameraOutlined aria-hidden />
                <span>{t('video.noPlayableSample')}</span>
              </div>
            </>
          )}
        </div>
      )}
    </Modal>
  );
}
