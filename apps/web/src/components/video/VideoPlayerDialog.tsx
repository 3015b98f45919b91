import type { VideoDetail } from '@reelfleet/contract';
import { Alert, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import '../tasks/dialog.css';
import './video.css';

/**
 * The video player (spec 2: autoplay, 16:9). When the catalogue has no
 * playable clip for the video, its cover is shown with a plain note saying
 * so: never a player that cannot play.
 */
export default function VideoPlayerDialog({
  video,
  onClose,
}: {
  video: VideoDetail | null;
  onClose: () => void;
}) {
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
        <>
          <div className="rf-player" data-testid="video-player">
            {video.play ? (
              // biome-ignore lint/a11y/useMediaCaption: the catalogue's clips carry no captions
              <video src={video.play} poster={video.cover} autoPlay controls playsInline />
            ) : (
              <img src={video.cover} alt={t('video.coverOf', { title: video.title })} />
            )}
          </div>
          {!video.play && (
            <Alert type="info" showIcon style={{ marginTop: 12 }} title={t('video.noPlayableSample')} />
          )}
        </>
      )}
    </Modal>
  );
}
