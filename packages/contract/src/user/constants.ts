export const GENDERS = ['unknown', 'male', 'female'] as const;
export const USER_TYPES = ['owner', 'staff', 'admin'] as const;
export const USER_STATUSES = ['active', 'disabled'] as const;
