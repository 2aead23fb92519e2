/** Deterministic user records (user/getUserInfo) for stories: a member, a creator, variants. */
import type { UserInfo } from '../contract/entities-account.ts';
import { AUTH_STATUS } from '../contract/enums.ts';
import { LEGAL_VERSIONS } from '../contract/legal-texts.ts';
import { mockAvatar, mockBanner } from './images.ts';

/** The signed-in member of the mock world (the same account as MOCK_ACCOUNT in handlers-account). */
export function makeUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  const nickname = overrides.nickname ?? 'Ada Lovelace';
  return {
    username: 'ada2024',
    aff: 1001,
    uuid: '00000000-0000-4000-8000-000000001001',
    chat_token: 'mock-chat-token',
    auth_status: AUTH_STATUS.none,
    is_able_send_message: 1,
    is_block: 0,
    nickname,
    description: '',
    thumb: mockAvatar(nickname, 7),
    background: mockBanner(7),
    email: 'ada@example.com',
    email_validation: 1,
    terms_version: LEGAL_VERSIONS.tos,
    has_password: true,
    money: 0,
    subscription_list: [],
    subscription_count: 0,
    post_num: 0,
    share_url: 'https://fanvault.test/en/ada2024',
    instagram_link: '',
    facebook_link: '',
    twitter_link: '',
    youtube_link: '',
    tiktok_link: '',
    locale: 'en',
    creator_review_note: '',
    ...overrides,
  };
}

/** An approved creator (auth_status 2) with posts and subscribers. */
export function makeCreatorUserInfo(overrides: Partial<UserInfo> = {}): UserInfo {
  return makeUserInfo({
    username: 'mira.lens',
    aff: 1002,
    uuid: '00000000-0000-4000-8000-000000001002',
    nickname: 'Mira Lens',
    thumb: mockAvatar('Mira Lens', 1),
    email: 'mira@example.com',
    auth_status: AUTH_STATUS.creator,
    post_num: 128,
    subscription_count: 2450,
    money: 1520.5,
    subscription_list: [{ id: 1, name: 'Inner circle', price: 9.99 }],
    ...overrides,
  });
}
