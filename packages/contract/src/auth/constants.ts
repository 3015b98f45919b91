export const USERNAME_MAX = 32;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NAME_MAX = 64;
export const INTRODUCTION_MAX = 500;
/** The user's default interval between task actions, in seconds. */
export const INTERVAL_TIME_MAX = 86_400;
export const CAPTCHA_TTL_SECONDS = 120;

/** "Standard pattern starting with an alphanumeric character"; linear to match. */
export const EMAIL_PATTERN = /^[A-Za-z0-9][\w.+-]*@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}$/;
