// The local auth service's mails: each plain text with an HTML part, naming the site, saying what
// to do, and what to do if it was not you. Text from outside (addresses) is escaped in the HTML.
export const SITE_NAME = 'Alex Rivera AI';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One mail from its paragraphs, an optional button, and the "not you" line. */
function compose(subject: string, paragraphs: string[], notYou: string, action?: { label: string; url: string }) {
  const text = [
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    notYou,
    '',
    `— ${SITE_NAME}`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: Arial, sans-serif; line-height: 1.5; color: #1a1a1a">',
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...(action ? [`<p><a href="${escapeHtml(action.url)}">${escapeHtml(action.label)}</a></p>`] : []),
    `<p style="color: #555">${escapeHtml(notYou)}</p>`,
    `<p>— ${escapeHtml(SITE_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}

export const confirmSignUpMail = (link: string): MailContent =>
  compose(
    `Confirm your email for ${SITE_NAME}`,
    [
      `Welcome to ${SITE_NAME}. Please confirm your email address to finish creating your account.`,
      'The link works once and expires in 24 hours. After that, sign in and ask for a new one.',
    ],
    'If you did not create an account, ignore this message: no account is made without this confirmation.',
    { label: 'Confirm your email', url: link },
  );

export const alreadyRegisteredMail = (resetLink: string): MailContent =>
  compose(
    `Someone tried to create a ${SITE_NAME} account with your email`,
    [
      `Someone tried to create a ${SITE_NAME} account with this address, which already has one.`,
      'If it was you, sign in. If you forgot your password, you can set a new one here (the link works once, for 1 hour).',
    ],
    'If it was not you, ignore this message: your account and password are unchanged.',
    { label: 'Set a new password', url: resetLink },
  );

export const confirmNewEmailMail = (link: string, newEmail: string): MailContent =>
  compose(
    `Confirm your new email for ${SITE_NAME}`,
    [
      `Please confirm ${newEmail} as the new email address of your ${SITE_NAME} account.`,
      'Until you do, your account keeps its current address. The link works once and expires in 24 hours.',
    ],
    'If you did not ask for this change, ignore this message: nothing changes without this confirmation.',
    { label: 'Confirm your new email', url: link },
  );

export const resetPasswordMail = (link: string): MailContent =>
  compose(
    `Reset your password for ${SITE_NAME}`,
    [
      `Someone asked to reset the password of your ${SITE_NAME} account.`,
      'Open the link to choose a new password. It works once and expires in 1 hour; after that, ask for a new one on the sign-in page. Setting the new password signs you out everywhere else.',
    ],
    'If you did not ask for this, ignore this message: your password is unchanged.',
    { label: 'Choose a new password', url: link },
  );

export const emailChangeNoticeMail = (newEmail: string): MailContent =>
  compose(
    `Your ${SITE_NAME} email is being changed`,
    [
      `Someone signed in to your ${SITE_NAME} account asked to change its email to ${newEmail}.`,
      'The change takes effect only once it is confirmed from that address; until then your account keeps this one.',
    ],
    'If this was not you, sign in and change your password now, then sign out of every device from your dashboard.',
  );

export const emailTakenMail = (): MailContent =>
  compose(
    `Someone tried to use your email for another ${SITE_NAME} account`,
    [
      `Someone asked to change the email of a ${SITE_NAME} account to this address, which already has an account of its own.`,
      'Nothing was changed: one address belongs to one account.',
    ],
    'If it was not you, ignore this message: your account is unchanged.',
  );

export const passwordChangedMail = (): MailContent =>
  compose(
    `Your ${SITE_NAME} password was changed`,
    [
      `The password of your ${SITE_NAME} account was just changed, and every other device was signed out.`,
      'If it was you, there is nothing more to do.',
    ],
    'If it was not you, set a new password at once with "Forgot password?" on the sign-in page.',
  );
