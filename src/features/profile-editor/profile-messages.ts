import { defineMessage, defineMessages } from 'react-intl';

/** The account and profile forms' texts (spec §2 mine/account, mine/profile-set; §5, §8). */
export const profileMessages = defineMessages({
  nickname: { id: 'profile.nickname', defaultMessage: 'Display name' },
  usernameHint: defineMessage<{ min: number; max: number }>({
    id: 'profile.username.hint',
    defaultMessage: '{min} to {max} letters and digits; your page’s address uses it.',
  }),
  description: { id: 'profile.description', defaultMessage: 'About you' },
  socialLinks: { id: 'profile.socialLinks', defaultMessage: 'Social links' },
  socialLinksHint: {
    id: 'profile.socialLinks.hint',
    defaultMessage: 'Optional. Paste the address of your profile on each network.',
  },
  pictures: { id: 'profile.pictures', defaultMessage: 'Pictures' },
  seeAsFans: { id: 'profile.seeAsFans', defaultMessage: 'See your page as fans do' },
  cropTitle: { id: 'profile.crop.title', defaultMessage: 'Fit the picture to its frame' },
  save: { id: 'profile.save', defaultMessage: 'Save changes' },
  saved: { id: 'profile.saved', defaultMessage: 'Your changes are saved.' },
  updateFail: { id: 'profile.updateFail', defaultMessage: 'Your changes could not be saved.' },
  serverError: { id: 'profile.serverError', defaultMessage: 'Server error. Please try again.' },
  wrongType: {
    id: 'profile.picture.wrongType',
    defaultMessage: 'Choose a JPG, PNG or GIF picture.',
  },
});

/** The rule codes of profile-rules.ts as texts; the server answers with the same ids. */
export const profileRuleMessages = defineMessages({
  nicknameRequired: { id: 'rule.profile.nickname.required', defaultMessage: 'Enter a display name.' },
  nicknameLength: defineMessage<{ max: number }>({
    id: 'rule.profile.nickname.length',
    defaultMessage: 'Use at most {max} characters for the display name.',
  }),
  descriptionLength: defineMessage<{ max: number }>({
    id: 'rule.profile.description.length',
    defaultMessage: 'Use at most {max} characters.',
  }),
  socialLink: defineMessage<{ network: string; example: string }>({
    id: 'rule.profile.socialLink',
    defaultMessage: 'Enter a link to a {network} profile, such as {example}.',
  }),
  picture: {
    id: 'rule.profile.picture',
    defaultMessage: 'This picture could not be used. Please choose it again.',
  },
});

/** The email section of the account screen (spec §4 email verification, §8), beside emailMessages. */
export const emailChangeMessages = defineMessages({
  change: { id: 'account.email.change', defaultMessage: 'Change email' },
  add: { id: 'account.email.add', defaultMessage: 'Add an email' },
  newEmail: { id: 'account.email.new', defaultMessage: 'New email' },
  sendCode: { id: 'account.email.sendCode', defaultMessage: 'Send code' },
  codeSent: defineMessage<{ email: string }>({
    id: 'account.email.codeSent',
    defaultMessage: 'Enter the code we sent to {email}.',
  }),
  verifyTitle: { id: 'account.email.verifyTitle', defaultMessage: 'Verify your email' },
  verifyIntro: defineMessage<{ email: string }>({
    id: 'account.email.verifyIntro',
    defaultMessage: 'We will send a 6-character code to {email}.',
  }),
  changeTitle: { id: 'account.email.changeTitle', defaultMessage: 'Change your email' },
  changeIntro: {
    id: 'account.email.changeIntro',
    defaultMessage: 'Your current email stays in use until you confirm the new one with its code.',
  },
  done: { id: 'account.email.done', defaultMessage: 'Your email is verified.' },
  sameEmail: { id: 'account.email.same', defaultMessage: 'This is already your email.' },
});
