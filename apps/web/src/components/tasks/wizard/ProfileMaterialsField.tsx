import { PROFILE_MATERIAL_FIELDS } from '@reelfleet/contract';
import { useTranslation } from '../../../i18n/useTranslation';
import { MaterialsField } from './TextMaterialsField';

// Apart from TextMaterialsField.tsx: the profile fields' names come with the contract's lifecycle
// options (regions, categories, about 1 KB gzip), which a comment or message wizard does not need.
/**
 * The materials a registered or edited profile's nickname, signature or
 * avatar is picked from, one per account (contract profileMaterialFields).
 */
export function ProfileMaterialsField({ field }: { field: keyof typeof PROFILE_MATERIAL_FIELDS }) {
  const { t } = useTranslation();
  return (
    <MaterialsField
      name={PROFILE_MATERIAL_FIELDS[field]}
      types={field === 'avatar' ? ['avatar', 'image'] : ['text']}
      subtype={field === 'signature' ? 'signature' : undefined}
      label={t(`lifecycle.materials.${field}`)}
      extra={t(`lifecycle.materials.${field}Hint`)}
      notFound={t('lifecycle.materials.none')}
      required
    />
  );
}
