import { PROFILE_FIELDS, PROFILE_MATERIAL_FIELDS, type ProfileChanges } from '@reelfleet/contract';
import { lazy } from 'react';
import { type CommonValues, commonBody, kindSteps } from '../../components/tasks/wizard/commonSteps';
import { SETTINGS_DEFAULTS } from '../../components/tasks/wizard/settings';
import TaskWizard, { type KindWizardProps } from '../../components/tasks/wizard/TaskWizard';
import { useWizardInput } from '../../components/tasks/wizard/useWizardInput';
import { useTranslation } from '../../i18n/useTranslation';

// The profile step, fetched when it is first reached.
const ProfileStep = lazy(() => import('../../components/tasks/wizard/steps/ProfileStep'));

type Field = (typeof PROFILE_FIELDS)[number];
/** The fields that may come from materials, a pick per account. */
type MaterialField = keyof typeof PROFILE_MATERIAL_FIELDS;
const MATERIAL_FIELDS = Object.keys(PROFILE_MATERIAL_FIELDS) as MaterialField[];
type Values = CommonValues & {
  /** Where a nickname, signature or avatar comes from: typed (generated avatar) or materials. */
  nicknameFrom?: 'typed' | 'materials';
  signatureFrom?: 'typed' | 'materials';
  avatarFrom?: 'typed' | 'materials';
  nicknameMaterialIds?: number[];
  signatureMaterialIds?: number[];
  avatarMaterialIds?: number[];
  /** Which profile fields change. */
  fields: Field[];
  nickname?: string;
  username?: string;
  signature?: string;
  link?: string;
  email?: string;
  privacy?: 'public' | 'private';
  visitTracking?: boolean;
  showLiked?: boolean;
};

const INITIAL: Partial<Values> = {
  ...SETTINGS_DEFAULTS,
  sleepMin: 0,
  sleepMax: 0,
  fields: ['nickname'],
  nicknameFrom: 'typed',
  signatureFrom: 'typed',
  avatarFrom: 'typed',
  privacy: 'public',
  visitTracking: true,
  showLiked: true,
};

/** A chosen field whose values are picked from materials. */
const fromMaterials = (v: Partial<Values>, f: MaterialField) =>
  (v.fields ?? []).includes(f) && v[`${f}From`] === 'materials';

function changesOf(v: Partial<Values>): ProfileChanges {
  const chosen = new Set(v.fields ?? []);
  const out: Record<string, unknown> = {};
  for (const f of PROFILE_FIELDS) {
    if (!chosen.has(f) || ((MATERIAL_FIELDS as string[]).includes(f) && fromMaterials(v, f as MaterialField)))
      continue;
    out[f] =
      f === 'avatar' ? 'generated' : (v[f] ?? (f === 'visitTracking' || f === 'showLiked' ? false : ''));
  }
  return out as ProfileChanges;
}

const toBody = (v: Partial<Values>, accountIds?: number[]) => ({
  ...commonBody(v, accountIds),
  changes: changesOf(v),
  ...Object.fromEntries(
    MATERIAL_FIELDS.map((f) => [
      PROFILE_MATERIAL_FIELDS[f],
      fromMaterials(v, f) ? (v[PROFILE_MATERIAL_FIELDS[f]] ?? []) : [],
    ]),
  ),
});

/**
 * Batch profile edit (spec 2 /account/info): which fields change and their
 * new values; the server's quote lists the accounts a rule leaves out (username
 * again after one month, nickname and link every 7 days, link and email only
 * for enterprise accounts or accounts with 1,000 fans) before submission.
 */
export default function BatchModifyProfileWizard(props: KindWizardProps) {
  const { accountIds } = props;
  const { t } = useTranslation();
  const { values, quote, frame } = useWizardInput<Values>('batch_modify_profile', props, toBody);
  const chosen = new Set(values?.fields ?? []);
  const confirmItems = [
    {
      key: 'changes',
      label: t('lifecycle.profile.fields'),
      children: [...chosen].map((f) => t(`lifecycle.profile.${f}`)).join(', ') || '—',
    },
  ];
  const steps = kindSteps(t, { values, quote, accountIds, items: confirmItems }, [
    {
      key: 'profile',
      title: t('lifecycle.profile.step'),
      fields: [
        'fields',
        'nickname',
        'username',
        'signature',
        'link',
        'email',
        ...Object.values(PROFILE_MATERIAL_FIELDS),
      ],
      bodyFields: ['changes', ...Object.values(PROFILE_MATERIAL_FIELDS)],
      content: <ProfileStep />,
    },
  ]);
  return <TaskWizard<Values> {...frame} initialValues={INITIAL} steps={steps} />;
}
