import type { CaptchaResult } from '@reelfleet/contract';
import { useCallback, useState } from 'react';

/** A verification code from GET /user/code; every check uses it up, so `refresh` after each try. */
export function useCaptcha(form: { setFieldValue(name: 'code', value: string): void }) {
  const [captcha, setCaptcha] = useState<CaptchaResult | null>(null);
  const [loading, setLoading] = useState(false);
  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      // The account calls carry their schemas: loaded with the first code, not with the login page.
      const { userApi } = await import('../../api/user');
      setCaptcha(await userApi.captcha());
    } catch {
      setCaptcha(null); // the request layer showed why
    } finally {
      setLoading(false);
    }
    form.setFieldValue('code', '');
  }, [form]);
  return { captcha, loading, refresh };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
