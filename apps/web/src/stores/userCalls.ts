// The user store's server calls, loaded when first made: the account endpoints carry their zod
// schemas and the messages come from the contract's catalogue, which the login screen's first
// load (and the entry every screen shares) does without.
export { translate } from '@reelfleet/contract';
export { userApi } from '../api/user';
