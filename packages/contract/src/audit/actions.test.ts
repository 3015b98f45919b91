import { describe, expect, it } from 'vitest';
import { isWriteEndpoint } from '../common/endpoint.ts';
import { allEndpoints } from '../endpoints.ts';
import { auditActionWords, auditSucceeded, auditTargetWords } from './actions.ts';
import { AUDIT_LOGIN_FAILED } from './constants.ts';

describe('audit action words', () => {
  it('name every write endpoint of the contract, in English and Chinese', () => {
    const missing = allEndpoints()
      .filter(isWriteEndpoint)
      .map((e) => `${e.method} ${e.path}`)
      .filter((action) => !auditActionWords(action, 'en') || !auditActionWords(action, 'zh'));
    expect(missing).toEqual([]);
  });

  it('say what happened, not the path', () => {
    expect(auditActionWords('POST /user/login', 'en')).toBe('Log in');
    expect(auditActionWords('POST /user/login', 'zh')).toBe('登录');
    expect(auditActionWords('PUT /device/tag/update', 'en')).toBe('Device tags: rename');
    expect(auditActionWords('DELETE /resource/accountTag/deletes', 'zh')).toBe('账号资源标签：批量删除');
    expect(auditActionWords(AUDIT_LOGIN_FAILED, 'en')).toBe('Wrong password');
    expect(auditActionWords('GET /nowhere', 'en')).toBeUndefined();
  });

  it('name the target tables in words and the outcome', () => {
    expect(auditTargetWords('devices #3, #4; device_groups #1', 'en')).toBe(
      'Devices #3, #4; Device groups #1',
    );
    expect(auditTargetWords('prices actionLike', 'zh')).toBe('价格 actionLike');
    expect(auditTargetWords('', 'en')).toBe('');
    expect(auditSucceeded('PUT /device/info/update')).toBe(true);
    expect(auditSucceeded(AUDIT_LOGIN_FAILED)).toBe(false);
  });
});
