import type { MaterialItem } from '@reelfleet/contract';
import { Spin } from 'antd';
import Modal from 'antd/es/modal/Modal';
import type { ViewDialogProps } from '../../components/list/FormDialog';
import { useTranslation } from '../../i18n/useTranslation';
import { useMediaUrl } from './useMediaUrl';

/** The whole image, or the video playing (16:9 box, autoplay, controls). */
export default function MediaPreview({ material, onClose }: ViewDialogProps<'material', MaterialItem>) {
  const { t } = useTranslation();
  const url = useMediaUrl(material?.id ?? null, 'file');
  const isVideo = material?.type === 'video';
  return (
    <Modal
      open={material !== null}
      title={material?.name}
      footer={null}
      onCancel={onClose}
      width={isVideo ? 800 : 640}
      destroyOnHidden
    >
      {!url ? (
        <Spin />
      ) : isVideo ? (
        // biome-ignore lint/a11y/useMediaCaption: uploaded clips have no caption track
        <video
          src={url}
          controls
          autoPlay
          style={{ width: '100%', aspectRatio: '16 / 9', background: '#000' }}
          aria-label={t('material.play', { name: material?.name })}
        />
      ) : (
        <img
          src={url}
          alt={material?.name}
          style={{ maxWidth: '100%', display: 'block', margin: '0 auto' }}
        />
      )}
    </Modal>
  );
}
