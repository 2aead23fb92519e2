/**
 * A profile's five social links as the wire names them, written once: a creator's page
 * (creators.service.ts) and the user's own record (users/user-info.service.ts) answer them alike.
 */

/** The links as the users table keeps them. */
export interface SocialLinkColumns {
  instagramLink: string;
  facebookLink: string;
  twitterLink: string;
  youtubeLink: string;
  tiktokLink: string;
}

export function socialLinksOf(user: SocialLinkColumns) {
  return {
    instagram_link: user.instagramLink,
    facebook_link: user.facebookLink,
    twitter_link: user.twitterLink,
    youtube_link: user.youtubeLink,
    tiktok_link: user.tiktokLink,
  };
}
