import { linkMail } from '../../lib/mail.ts';

export const VERIFY_HOURS = 24;
export const RESET_HOURS = 1;

export const verificationMail = (to: string, firstName: string, link: string) =>
  linkMail({
    to,
    kind: 'verify_email',
    subject: 'Verify your e-mail address for Immora',
    greeting: `Hello ${firstName},`,
    body: 'Welcome to Immora! Please confirm that this is your e-mail address to activate your account.',
    action: 'Verify my e-mail address',
    link,
    footer: `This link works once and expires in ${VERIFY_HOURS} hours. If you did not create an Immora account, you can ignore this message.`,
  });

export const resetMail = (to: string, firstName: string, link: string) =>
  linkMail({
    to,
    kind: 'reset_password',
    subject: 'Reset your Immora password',
    greeting: `Hello ${firstName},`,
    body: 'We received a request to reset the password of your Immora account.',
    action: 'Choose a new password',
    link,
    footer: `This link works once and expires in ${RESET_HOURS} hour. If you did not ask for it, you can ignore this message: your password stays the same.`,
  });
