import type { SampleAccount } from '../../core/driver/platform.ts';
import { hash32 } from '../../lib/seeded.ts';

/** How many sample accounts the simulated platform knows: enough for a trial batch login. */
export const SAMPLE_ACCOUNT_COUNT = 5;

/**
 * The simulated platform's sample accounts for a first trial (the account
 * import dialog's downloadable file): derived from the seed, so the same
 * SIM_SEED gives the same accounts on every start and every server. The
 * platform lets them log in with their password (SimPlatform.login), so a
 * trial batch login on them succeeds.
 */
export function sampleAccounts(seed: number): SampleAccount[] {
  return Array.from({ length: SAMPLE_ACCOUNT_COUNT }, (_, i) => {
    const n = hash32(seed, 'sample-account', i);
    return {
      account: `trial${i + 1}.${(n % 10_000).toString().padStart(4, '0')}@sample.sim`,
      password: `Trial${(n >>> 14).toString(36)}!${i + 1}`,
    };
  });
}
