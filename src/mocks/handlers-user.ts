/**
 * MSW handlers of the signed-in user's calls (user info, password, account deletion, logout)
 * and of article/like and unlike, one named handler per state, answering through the envelope
 * like the server. `userCallLog` records what was asked, so a story can prove a like was sent
 * once, or that logout revoked the token.
 *
 *   parameters: { msw: { handlers: { ...userHandlers, userInfo: userInfoHandlers.creator } } }
 */
import { delay } from 'msw';
import { likePostCall, unlikePostCall } from '../contract/calls/post-like.ts';
import { logoutCall } from '../contract/calls/account-logout.ts';
import { acceptTermsCall } from '../contract/calls/user-accept-terms.ts';
import { changePasswordCall } from '../contract/calls/user-change-password.ts';
import { deleteAccountCall } from '../contract/calls/user-delete-account.ts';
import type { StepUpProof } from '../contract/two-factor.ts';
import { getUserInfoCall } from '../contract/calls/user-get-user-info.ts';
import { setPasswordCall } from '../contract/calls/user-set-password.ts';
import { AUTH_STATUS } from '../contract/enums.ts';
import { STATUS_TOKEN_EXPIRED } from '../contract/envelope.ts';
import { callHandler, sealedError, sealedReply } from './envelope.ts';
import { makePost } from './factories.ts';
import { makeCreatorUserInfo, makeUserInfo } from './factories-user.ts';
import { MOCK_SERVER_ERROR } from './handlers.ts';

/** The password the mocked account has (the same as MOCK_ACCOUNT in handlers-account). */
export const MOCK_PASSWORD = 'Secret12!';

/** The server's English messages (locales/server/en.json) for the refusals the mocks give. */
export const MOCK_USER_ERRORS = {
  tokenExpired: 'Your session has expired. Please log in again.',
  wrongPassword: 'The password is incorrect.',
  postGone: 'This post does not exist or has been removed.',
} as const;

/** The reason the rejected creator application carries (userInfoHandlers.creatorRejected). */
export const MOCK_CREATOR_REJECTION = 'The photo of the ID is blurred.';

/** What the handlers were asked. */
export const userCallLog = {
  like: [] as number[],
  unlike: [] as number[],
  logout: 0,
  deleteAccount: [] as string[],
  /** How each password change and deletion was confirmed: a code, a passkey, or nothing. */
  stepUps: [] as ('code' | 'passkey' | 'none')[],
};

/** How a sensitive change was confirmed, for userCallLog.stepUps. */
function stepUpOf(input: StepUpProof): 'code' | 'passkey' | 'none' {
  if (input.second_factor_passkey) return 'passkey';
  return input.second_factor_code ? 'code' : 'none';
}

/** Empties the log; call it at the start of a story. */
export function resetUserCallLog(): void {
  userCallLog.like.length = 0;
  userCallLog.unlike.length = 0;
  userCallLog.logout = 0;
  userCallLog.deleteAccount.length = 0;
  userCallLog.stepUps.length = 0;
  acceptedTermsLog.length = 0;
}

const expired = () => sealedError(MOCK_USER_ERRORS.tokenExpired, STATUS_TOKEN_EXPIRED);

/** user/getUserInfo */
export const userInfoHandlers = {
  member: callHandler(getUserInfoCall, () => sealedReply(getUserInfoCall, makeUserInfo())),
  /** An email not confirmed with a code yet (email_validation 0). */
  unverified: callHandler(getUserInfoCall, () =>
    sealedReply(getUserInfoCall, makeUserInfo({ email_validation: 0 })),
  ),
  /** A member who accepted an older version of the terms of service (asked to accept the new one). */
  oldTerms: callHandler(getUserInfoCall, () =>
    sealedReply(getUserInfoCall, makeUserInfo({ terms_version: '2025-01-01' })),
  ),
  /** An account made through Google, X or Apple: no password yet. */
  noPassword: callHandler(getUserInfoCall, () =>
    sealedReply(getUserInfoCall, makeUserInfo({ has_password: false })),
  ),
  creator: callHandler(getUserInfoCall, () => sealedReply(getUserInfoCall, makeCreatorUserInfo())),
  /** A member whose creator application waits for review (auth_status 1). */
  creatorPending: callHandler(getUserInfoCall, () =>
    sealedReply(getUserInfoCall, makeUserInfo({ auth_status: AUTH_STATUS.pending })),
  ),
  /** A member whose last creator application was rejected, with the operator's reason. */
  creatorRejected: callHandler(getUserInfoCall, () =>
    sealedReply(getUserInfoCall, makeUserInfo({ creator_review_note: MOCK_CREATOR_REJECTION })),
  ),
  /** The account the sign-up stories create (newfan1, the next aff after the mocked member). */
  newAccount: callHandler(getUserInfoCall, () =>
    sealedReply(getUserInfoCall, makeUserInfo({ username: 'newfan1', aff: 1002, nickname: 'newfan1' })),
  ),
  loading: callHandler(getUserInfoCall, async () => {
    await delay('infinite');
    return sealedError('unreachable');
  }),
  error: callHandler(getUserInfoCall, () => sealedError(MOCK_SERVER_ERROR)),
  /** 422: the token was revoked or has expired. */
  expired: callHandler(getUserInfoCall, expired),
};

/** user/changePassword */
export const changePasswordHandlers = {
  /** Accepts MOCK_PASSWORD as the current password. */
  default: callHandler(changePasswordCall, ({ input }) => {
    userCallLog.stepUps.push(stepUpOf(input));
    return input.old_password === MOCK_PASSWORD
      ? sealedReply(changePasswordCall, {})
      : sealedError(MOCK_USER_ERRORS.wrongPassword);
  }),
  error: callHandler(changePasswordCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/acceptTerms: every accepted version, for stories to check. */
export const acceptedTermsLog: string[] = [];

/** user/acceptTerms */
export const acceptTermsHandlers = {
  default: callHandler(acceptTermsCall, ({ input }) => {
    acceptedTermsLog.push(input.version);
    return sealedReply(acceptTermsCall, { terms_version: input.version });
  }),
  error: callHandler(acceptTermsCall, () => sealedError(MOCK_SERVER_ERROR)),
};

/** user/setPassword */
export const setPasswordHandlers = {
  default: callHandler(setPasswordCall, () => sealedReply(setPasswordCall, {})),
};

/** user/deleteAccount */
export const deleteAccountHandlers = {
  /** Deletes when given MOCK_PASSWORD. */
  default: callHandler(deleteAccountCall, async ({ input }) => {
    userCallLog.deleteAccount.push(input.password);
    userCallLog.stepUps.push(stepUpOf(input));
    await delay(150);
    return input.password === MOCK_PASSWORD
      ? sealedReply(deleteAccountCall, {})
      : sealedError(MOCK_USER_ERRORS.wrongPassword);
  }),
};

/** account/logout */
export const logoutHandlers = {
  default: callHandler(logoutCall, () => {
    userCallLog.logout += 1;
    return sealedReply(logoutCall, {});
  }),
};

/**
 * The like state after the change, from the mocked post's own count (the mock feed's posts
 * are not liked by the viewer to begin with).
 */
const likedState = (articleId: number, liked: boolean) => {
  const base = makePost({ id: articleId }).like_num;
  return { is_liked: liked ? 1 : 0, like_num: liked ? base + 1 : base } as const;
};

/** article/like */
export const likeHandlers = {
  default: callHandler(likePostCall, ({ input }) => {
    userCallLog.like.push(input.article_id);
    return sealedReply(likePostCall, likedState(input.article_id, true));
  }),
  /** The post was removed meanwhile. */
  error: callHandler(likePostCall, async ({ input }) => {
    userCallLog.like.push(input.article_id);
    await delay(100);
    return sealedError(MOCK_USER_ERRORS.postGone);
  }),
  expired: callHandler(likePostCall, expired),
};

/** article/unlike */
export const unlikeHandlers = {
  default: callHandler(unlikePostCall, ({ input }) => {
    userCallLog.unlike.push(input.article_id);
    return sealedReply(unlikePostCall, likedState(input.article_id, false));
  }),
};

/** Every call of this file in its default state, by key, to spread into a story's handlers. */
export const userHandlers = {
  userInfo: userInfoHandlers.member,
  changePassword: changePasswordHandlers.default,
  setPassword: setPasswordHandlers.default,
  acceptTerms: acceptTermsHandlers.default,
  deleteAccount: deleteAccountHandlers.default,
  logout: logoutHandlers.default,
  like: likeHandlers.default,
  unlike: unlikeHandlers.default,
};
