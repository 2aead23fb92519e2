import { describe, expect, it } from 'vitest';
import { presentSocialLinks } from './social-links-row.logic.ts';

describe('presentSocialLinks', () => {
  it('keeps only the networks with a link, in the fixed order', () => {
    expect(
      presentSocialLinks({
        tiktok_link: 'https://www.tiktok.com/@mira',
        instagram_link: 'https://instagram.com/mira',
        facebook_link: '',
        twitter_link: '   ',
      }),
    ).toEqual([
      { network: 'instagram', url: 'https://instagram.com/mira' },
      { network: 'tiktok', url: 'https://www.tiktok.com/@mira' },
    ]);
  });
  it('is empty when no link is set', () => {
    expect(presentSocialLinks({})).toEqual([]);
  });
});
