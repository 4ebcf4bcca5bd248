/** What the sign-in page shows after a successful reset (router state, so a reload drops it). */
export const PASSWORD_RESET_NOTICE = 'passwordReset';
