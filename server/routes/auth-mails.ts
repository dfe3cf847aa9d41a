import type { Mail } from '../mail/mailer.ts';

export function welcomeMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Set your password for Symbol Courses',
    text: [
      'Hello,',
      '',
      'An account for Symbol Courses was created for this email address.',
      'Open this link within one hour to set your password:',
      '',
      link,
      '',
      'If you did not ask for an account, you can ignore this email.',
    ].join('\n'),
  };
}

/** An admin invited the person to work on the courses: the role they were given, and the set-password link. */
export function invitationMail(to: string, roleText: string, link: string): Mail {
  return {
    to,
    subject: 'You are invited to Symbol Courses',
    text: [
      'Hello,',
      '',
      `An admin of Symbol Courses made an account for this email address. Your role: ${roleText}.`,
      'Open this link within one hour to set your password:',
      '',
      link,
      '',
      'If you did not expect this, you can ignore this email.',
    ].join('\n'),
  };
}

export function resetMail(to: string, link: string): Mail {
  return {
    to,
    subject: 'Reset your Symbol Courses password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of your Symbol Courses account.',
      'Open this link within one hour to set a new password:',
      '',
      link,
      '',
      'If it was not you, you can ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
