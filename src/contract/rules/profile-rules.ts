/**
 * The account and profile rules of product spec section 5 (nickname, description, social links,
 * profile pictures) as zod schemas and plain checks, shared by the account and profile forms and
 * the server. Issue messages are rule codes (`PROFILE_RULE_ERROR`), like plan-rules.ts: the forms
 * turn them into inline messages, the server into its translated refusals.
 */
import { z } from 'zod/mini';
import { multilineText, text } from '../strings.ts';
import { accountNameSchema } from './account-rules.ts';

/** Spec §5 and §9: the nickname is required, at most 16 characters. */
export const NICKNAME_MAX_LENGTH = 16;
/** Not in the spec: room for a creator's bio (docs/decisions/account-and-profile.md). */
export const PROFILE_DESCRIPTION_MAX_LENGTH = 1000;
/** A pasted profile link longer than this is no profile link. */
export const SOCIAL_LINK_MAX_LENGTH = 200;
/** Spec §9: social links are checked 500 ms after typing stops. */
export const SOCIAL_LINK_CHECK_DELAY_MS = 500;

/** Spec §5: profile pictures are jpg, jpeg, png or gif (the server reads the bytes, not the name). */
export const PROFILE_PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const PROFILE_PICTURE_ACCEPT = PROFILE_PICTURE_EXTENSIONS.map((ext) => `.${ext}`).join(',');

/** True for a file the picker may take as a profile picture, judged by its name. */
export function isProfilePictureFile(file: { name: string }): boolean {
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return (PROFILE_PICTURE_EXTENSIONS as readonly string[]).includes(ext);
}

/** The profile picture frames (the creator banner's cover is 3:1, the avatar square), in pixels. */
export const PROFILE_PICTURE_FRAMES = {
  thumb: { width: 512, height: 512 },
  background: { width: 1500, height: 500 },
} as const;
export type ProfilePictureField = keyof typeof PROFILE_PICTURE_FRAMES;

/** The networks a profile links to (spec §2 creator page), by their field of the user record. */
export const SOCIAL_LINK_FIELDS = [
  'instagram_link',
  'twitter_link',
  'youtube_link',
  'tiktok_link',
  'facebook_link',
] as const;
export type SocialLinkField = (typeof SOCIAL_LINK_FIELDS)[number];
export type SocialLinks = Partial<Record<SocialLinkField, string>>;

/** The hosts each network's profiles live on, without `www.` or `m.`. */
const NETWORK_HOSTS: Record<SocialLinkField, readonly string[]> = {
  instagram_link: ['instagram.com'],
  twitter_link: ['twitter.com', 'x.com'],
  youtube_link: ['youtube.com'],
  tiktok_link: ['tiktok.com'],
  facebook_link: ['facebook.com', 'fb.com'],
};

/** An example of a valid link per network, shown in the field's hint and its error. */
export const SOCIAL_LINK_EXAMPLES: Record<SocialLinkField, string> = {
  instagram_link: 'https://www.instagram.com/name',
  twitter_link: 'https://x.com/name',
  youtube_link: 'https://www.youtube.com/@name',
  tiktok_link: 'https://www.tiktok.com/@name',
  facebook_link: 'https://www.facebook.com/name',
};

/** The rule codes these schemas report as issue messages. */
export const PROFILE_RULE_ERROR = {
  nicknameRequired: 'rule.profile.nickname.required',
  nicknameLength: 'rule.profile.nickname.length',
  descriptionLength: 'rule.profile.description.length',
  socialLink: 'rule.profile.socialLink',
  picture: 'rule.profile.picture',
} as const;
export type ProfileRuleError = (typeof PROFILE_RULE_ERROR)[keyof typeof PROFILE_RULE_ERROR];

const bareHost = (host: string) => host.toLowerCase().replace(/^(www|m|mobile)\./, '');

/**
 * The full profile URL a typed link stands for, '' for an empty field, or null when it is no
 * profile on that network: its host must be the network's (instagram, twitter or x, youtube,
 * tiktok, facebook) or the product's own site (`ownHost`), with a path naming the profile, and a
 * TikTok profile is `/@name` (spec §5). `instagram.com/maya/` becomes
 * `https://instagram.com/maya`; query and fragment are dropped, they never name a profile.
 */
export function socialProfileUrl(field: SocialLinkField, typed: string, ownHost?: string): string | null {
  const value = typed.trim();
  if (value === '') return '';
  if (value.length > SOCIAL_LINK_MAX_LENGTH || /\s/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const own = ownHost !== undefined && ownHost !== '' && bareHost(url.host) === bareHost(ownHost);
  if (!own && (url.port || !NETWORK_HOSTS[field].includes(bareHost(url.hostname)))) return null;
  const path = url.pathname.replace(/\/+$/, '');
  if (path === '') return null;
  if (field === 'tiktok_link' && !own && !/^\/@[\w.]+$/.test(path)) return null;
  // A network's profile is always https; the product's own site keeps its scheme (a local demo is http).
  return `${own ? url.protocol : 'https:'}//${url.host.toLowerCase()}${path}`;
}

export const nicknameSchema = text().check(
  z.trim(),
  z.minLength(1, { message: PROFILE_RULE_ERROR.nicknameRequired, abort: true }),
  z.maxLength(NICKNAME_MAX_LENGTH, PROFILE_RULE_ERROR.nicknameLength),
);

export const profileDescriptionSchema = multilineText().check(
  z.trim(),
  z.maxLength(PROFILE_DESCRIPTION_MAX_LENGTH, PROFILE_RULE_ERROR.descriptionLength),
);

/** One social link field of a form: empty, or a profile of its network or the product's site. */
export function socialLinkSchema(field: SocialLinkField, ownHost?: string) {
  return text().check(
    z.refine((value) => socialProfileUrl(field, value, ownHost) !== null, PROFILE_RULE_ERROR.socialLink),
  );
}

/**
 * The upload answer a profile picture names: `/media/p/uploads/{upload id}/blur.webp` (app/config's
 * img_url and the image upload's path), with or without the prefix; '' removes the picture.
 */
const UPLOADED_PICTURE = /^(?:\/media\/p\/)?uploads\/([0-9a-fA-F-]{36})\/blur\.webp$/;

/** The upload id a profile picture field names, '' for "remove", or null when it names none. */
export function profilePictureUploadId(value: string): string | null {
  if (value === '') return '';
  return UPLOADED_PICTURE.exec(value)?.[1]?.toLowerCase() ?? null;
}

export const profilePictureSchema = text().check(
  z.trim(),
  z.refine((value) => profilePictureUploadId(value) !== null, PROFILE_RULE_ERROR.picture),
);

/**
 * The account and profile form (spec §5): every field as the screen edits it, the social links
 * checked against their networks and the product's own site `ownHost` (app/config's public_url).
 * The account name is checked only where it is edited (`withUsername`): a name given before the
 * rules held must not block saving a bio.
 */
export function profileFormSchema(ownHost: string, withUsername: boolean) {
  const links = Object.fromEntries(
    SOCIAL_LINK_FIELDS.map((field) => [field, socialLinkSchema(field, ownHost)]),
  ) as Record<SocialLinkField, ReturnType<typeof socialLinkSchema>>;
  return z.object({
    nickname: nicknameSchema,
    username: withUsername ? accountNameSchema : z.string(),
    description: profileDescriptionSchema,
    ...links,
  });
}
export type ProfileFormValues = z.input<ReturnType<typeof profileFormSchema>>;
