import { describe, expect, it } from 'vitest';
import {
  NICKNAME_MAX_LENGTH,
  PROFILE_RULE_ERROR,
  nicknameSchema,
  profileFormSchema,
  profilePictureUploadId,
  socialProfileUrl,
} from './profile-rules.ts';

describe('socialProfileUrl (spec §5 social links)', () => {
  it('normalises a profile of each network to its full https URL', () => {
    expect(socialProfileUrl('instagram_link', 'instagram.com/maya/')).toBe('https://instagram.com/maya');
    expect(socialProfileUrl('instagram_link', 'http://www.instagram.com/maya?hl=en#x')).toBe(
      'https://www.instagram.com/maya',
    );
    expect(socialProfileUrl('twitter_link', 'x.com/maya')).toBe('https://x.com/maya');
    expect(socialProfileUrl('twitter_link', 'https://mobile.twitter.com/maya')).toBe(
      'https://mobile.twitter.com/maya',
    );
    expect(socialProfileUrl('youtube_link', 'youtube.com/@maya')).toBe('https://youtube.com/@maya');
    expect(socialProfileUrl('facebook_link', 'm.facebook.com/maya')).toBe('https://m.facebook.com/maya');
    expect(socialProfileUrl('tiktok_link', 'tiktok.com/@maya.dances')).toBe(
      'https://tiktok.com/@maya.dances',
    );
  });

  it('answers empty for an empty field and null for anything that is no profile of the network', () => {
    expect(socialProfileUrl('instagram_link', '   ')).toBe('');
    expect(socialProfileUrl('instagram_link', 'https://twitter.com/maya')).toBeNull();
    expect(socialProfileUrl('instagram_link', 'instagram.com')).toBeNull();
    expect(socialProfileUrl('instagram_link', 'instagram.com.evil.example/maya')).toBeNull();
    expect(socialProfileUrl('instagram_link', 'evilinstagram.com/maya')).toBeNull();
    expect(socialProfileUrl('instagram_link', 'https://user:pw@instagram.com/maya')).toBeNull();
    expect(socialProfileUrl('instagram_link', 'javascript:alert(1)')).toBeNull();
    expect(socialProfileUrl('instagram_link', 'instagram.com/ma ya')).toBeNull();
    expect(socialProfileUrl('tiktok_link', 'tiktok.com/maya')).toBeNull();
    expect(socialProfileUrl('instagram_link', `instagram.com/${'a'.repeat(200)}`)).toBeNull();
  });

  it("accepts the product's own site for any network, keeping its scheme", () => {
    expect(socialProfileUrl('tiktok_link', 'http://127.0.0.1:3000/maya', '127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/maya',
    );
    expect(socialProfileUrl('youtube_link', 'www.fanvault.example/maya', 'fanvault.example')).toBe(
      'https://www.fanvault.example/maya',
    );
    expect(socialProfileUrl('youtube_link', 'other.example/maya', 'fanvault.example')).toBeNull();
  });
});

describe('profile form rules', () => {
  it('requires a display name of at most 16 characters', () => {
    expect(nicknameSchema.safeParse('N'.repeat(NICKNAME_MAX_LENGTH)).success).toBe(true);
    expect(nicknameSchema.safeParse('N'.repeat(NICKNAME_MAX_LENGTH + 1)).error?.issues[0]?.message).toBe(
      PROFILE_RULE_ERROR.nicknameLength,
    );
    expect(nicknameSchema.safeParse('  ').error?.issues[0]?.message).toBe(
      PROFILE_RULE_ERROR.nicknameRequired,
    );
  });

  it('checks the account name only where the form edits it', () => {
    const values = {
      nickname: 'Mira',
      username: 'mira.lens',
      description: '',
      instagram_link: '',
      twitter_link: '',
      youtube_link: '',
      tiktok_link: '',
      facebook_link: '',
    };
    expect(profileFormSchema('fanvault.example', false).safeParse(values).success).toBe(true);
    expect(profileFormSchema('fanvault.example', true).safeParse(values).success).toBe(false);
  });

  it('reads the upload a profile picture names, with or without the media prefix', () => {
    const id = '0b6f4bde-5b8e-4a57-9c3f-2a0e6e1d8c11';
    expect(profilePictureUploadId(`/media/p/uploads/${id}/blur.webp`)).toBe(id);
    expect(profilePictureUploadId(`uploads/${id.toUpperCase()}/blur.webp`)).toBe(id);
    expect(profilePictureUploadId('')).toBe('');
    expect(profilePictureUploadId('/media/p/plans/plan-1.webp')).toBeNull();
    expect(profilePictureUploadId(`https://evil.example/media/p/uploads/${id}/blur.webp`)).toBeNull();
  });
});
