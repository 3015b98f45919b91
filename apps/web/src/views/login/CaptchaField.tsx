import { ReloadOutlined, SafetyOutlined } from '@ant-design/icons';
import { CAPTCHA_LENGTH } from '@reelfleet/contract';
import { Flex, Form, Skeleton } from 'antd';
import Input from 'antd/es/input/Input';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n';
import { loginRule } from './loginRule';
import type { CaptchaState } from './useCaptcha';

/** The code input and its image (click for a new one), as a form item named `code`. */
export default function CaptchaField({ state }: { state: CaptchaState }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const { captcha, loading, refresh } = state;
  return (
    <Form.Item label={t('register.captcha')} required>
      <Flex gap={8} align="flex-start">
        <Form.Item name="code" noStyle rules={[loginRule('code', lang)]}>
          <Input
            prefix={<SafetyOutlined />}
            maxLength={CAPTCHA_LENGTH}
            autoComplete="off"
            aria-label={t('register.captcha')}
            style={{ flex: 1 }}
          />
        </Form.Item>
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
    </Form.Item>
  );
}
