import { useTranslation } from '../../i18n/useTranslation';
import MediaMaterialPage from './MediaMaterialPage';

/** Video materials (/material/video): uploaded clips (MP4/MOV), at most 100 MB each. */
export default function VideoMaterialPage() {
  const { t } = useTranslation();
  return <MediaMaterialPage type="video" title={t('route.materialVideo')} />;
}
