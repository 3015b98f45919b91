import { useTranslation } from '../../i18n/useTranslation';
import MediaMaterialPage from './MediaMaterialPage';

/** Image materials (/material/image): uploaded pictures, at most 2 MB each. */
export default function ImageMaterialPage() {
  const { t } = useTranslation();
  return <MediaMaterialPage type="image" title={t('route.materialImage')} />;
}
