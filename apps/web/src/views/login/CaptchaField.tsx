import { ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { CAPTCHA_LENGTH } from '@reelfleet/contract';
import { Flex, Skeleton } from 'antd';
import Input, { type InputProps } from 'antd/es/input/Input';
import { useTranslation } from '../../i18n/useTranslation';
import type { CaptchaState } from './useCaptcha';

/**
 * The code input and its image (click for a new one): the control of the form's `code` field, which
 * hands it the input's value, change handler, id and status.
 */
export default function CaptchaField({ state, ...input }: InputProps & { state: CaptchaState }) {
  const { t } = useTranslation();
  const { captcha, loading, refresh } = state;
  return (
    <Flex gap={8} align="flex-start">
      <Input
        {...input}
        prefix={<SafetyOutlined />}
        maxLength={CAPTCHA_LENGTH}
        autoComplete="off"
        aria-label={t('register.captcha')}
        style={{ flex: 1 }}
      />
      <button
        type="button"
        onClick={() => void refresh()}
        title={t('register.captchaRefresh')}
        aria-label={t('register.captchaRefresh')}
        data-testid="captcha-image"
        style={{
          padding: 0,
          border: '1px solid rgba(128,128,128,0.35)',
          borderRadius: 6,
          background: '#fff',
          cursor: 'pointer',
          boxSizing: 'border-box',
          width: 92,
          height: 32,
          overflow: 'hidden',
          flex: 'none',
        }}
      >
        {captcha && !loading ? (
          <img
            src={captcha.image}
            alt={t('register.captchaAlt')}
            width={90}
            height={30}
            style={{ display: 'block' }}
          />
        ) : loading ? (
          <Skeleton.Button active style={{ width: 90, height: 30 }} />
        ) : (
          <ReloadOutlined />
        )}
      </button>
    </Flex>
  );
}
