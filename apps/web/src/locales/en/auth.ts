import type { auth as zh } from '../zh/auth';
import type { Shape } from '../shape';

export const auth = {
  title: 'Sign in',
  subtitle: 'Cleaning robot fleet management',
  account: 'Account',
  accountPlaceholder: 'Enter your account',
  password: 'Password',
  passwordPlaceholder: 'Enter your password',
  captcha: 'Verification code',
  captchaPlaceholder: 'Enter the verification code',
  captchaRefresh: 'Hard to read? Click the image for a new one',
  submit: 'Sign in',
  firstLogin: {
    title: 'Please change your password',
    text: 'For the security of your account you must set a new password at your first sign-in. Afterwards, sign in again with the new password.',
    signOut: 'Sign out',
  },
  passwordChanged: 'Password changed. Please sign in again with your new password.',
} satisfies Shape<typeof zh>;
