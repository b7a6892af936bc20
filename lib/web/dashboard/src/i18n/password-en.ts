// The dashboard in English: changing the password on the Security screen (screens/password-change.tsx).
import type { passwordFr } from './password-fr.js';

export const passwordEn: Record<keyof typeof passwordFr, string> = {
  pwdTitle: 'Password',
  pwdIntro: 'You will be asked for your current password. The other sessions open with your account will be signed out; this one stays open.',
  pwdNew: 'New password (at least 10 characters)',
  pwdRepeat: 'New password, once more',
  pwdMismatch: 'The two passwords are not the same.',
  pwdSubmit: 'Change the password',
  pwdChanged: 'Your password is changed.',
};
