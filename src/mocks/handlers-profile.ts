/**
 * MSW handlers of the account and profile screens: user/modifyAccountInfo and
 * account/validationEmail, over a profile the story's saves change (so the record the screen reads
 * back is the saved one), plus the image upload the pictures go through. The mock keeps the data,
 * not the rules: what is sent is stored as sent; a refusal is its own named state.
 *
 *   parameters: { msw: { handlers: profileHandlers } }
 */
import { HttpResponse, delay, http } from 'msw';
import { validationEmailCall } from '../contract/calls/account-validation-email.ts';
import { getUserInfoCall } from '../contract/calls/user-get-user-info.ts';
import { modifyAccountInfoCall } from '../contract/calls/user-modify-account-info.ts';
import type { UserInfo } from '../contract/entities-account.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makeUserInfo } from './factories-user.ts';
import { MOCK_ACCOUNT, MOCK_ACCOUNT_ERRORS, sendEmailCodeHandlers } from './handlers-account.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';
import { uploadImageHandlers } from './handlers-publish.ts';
import { mockAvatar, mockBanner } from './images.ts';

/** The record the profile handlers answer and change; reset by each story. */
const profile: { info: UserInfo; saves: Record<string, unknown>[] } = {
  info: makeUserInfo(),
  saves: [],
};

/** What user/modifyAccountInfo was sent, in order. */
export const profileSaves = profile.saves;

/** Starts a story from `info` (the member by default) with no saves. */
export function resetProfile(info: UserInfo = makeUserInfo()): void {
  profile.info = info;
  profile.saves.length = 0;
}

/** The picture a saved upload stands for: a stored picture of the mock world. */
const storedPicture = (field: 'thumb' | 'background', value: string) =>
  value === '' ? '' : field === 'thumb' ? mockAvatar('Saved', 3) : mockBanner(3);

const saved = (input: Record<string, unknown>): UserInfo => {
  // The handler reads the request through the call's schema: the links' JSON arrives as an object.
  const {
    set_social_media: links,
    thumb,
    background,
    ...fields
  } = input as {
    set_social_media?: Partial<UserInfo>;
    thumb?: string;
    background?: string;
  } & Partial<UserInfo>;
  return {
    ...profile.info,
    ...fields,
    ...links,
    ...(thumb !== undefined && { thumb: storedPicture('thumb', thumb) }),
    ...(background !== undefined && { background: storedPicture('background', background) }),
  };
};

/** user/getUserInfo: the profile as saved so far. */
export const profileInfoHandlers = {
  current: callHandler(getUserInfoCall, () => sealedReply(getUserInfoCall, profile.info)),
};

/** user/modifyAccountInfo */
export const modifyAccountInfoHandlers = {
  /** Saves what is sent. */
  default: callHandler(modifyAccountInfoCall, async ({ input }) => {
    profile.saves.push(input);
    await delay(100);
    profile.info = saved(input);
    return sealedReply(modifyAccountInfoCall, profile.info);
  }),
  /** Another account has the account name. */
  accountTaken: callHandler(modifyAccountInfoCall, ({ input }) => {
    profile.saves.push(input);
    return sealedError(MOCK_ACCOUNT_ERRORS.accountTaken);
  }),
  error: callHandler(modifyAccountInfoCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** account/validationEmail */
export const validationEmailHandlers = {
  /** MOCK_ACCOUNT.code confirms any address; any other code is wrong. */
  default: callHandler(validationEmailCall, ({ input }) => {
    if (input.code.toUpperCase() !== MOCK_ACCOUNT.code) return sealedError(MOCK_ACCOUNT_ERRORS.codeWrong);
    profile.info = { ...profile.info, email: input.email, email_validation: 1 };
    return sealedReply(validationEmailCall, { email: input.email, email_validation: 1 });
  }),
};

/** The image upload answering as the server does; `failing` refuses like a broken connection. */
export const profileUploadHandlers = {
  default: uploadImageHandlers.default,
  failing: http.post('*/api/upload/image', () => new HttpResponse(null, { status: 500 })),
};

/** Every handler the account and profile screens call, in their default state. */
export const profileHandlers = {
  userInfo: profileInfoHandlers.current,
  modifyAccountInfo: modifyAccountInfoHandlers.default,
  validationEmail: validationEmailHandlers.default,
  sendEmailCode: sendEmailCodeHandlers.default,
  upload: profileUploadHandlers.default,
};
