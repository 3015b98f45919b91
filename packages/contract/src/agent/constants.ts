export const INVITE_CODE_STATUSES = ['active', 'disabled'] as const;
export type InviteCodeStatus = (typeof INVITE_CODE_STATUSES)[number];
/** Extra invitation codes one agent may hold at once (the first code is permanent). */
export const INVITE_CODES_MAX = 50;
export const INVITE_REMARK_MAX = 100;

export const AGENT_CONTACT_MAX = 100;
