/** App-wide settings the client reads at start: upload endpoints, media base, chat sockets, version. */
import type { AppConfig } from '../../../src/contract/entities.ts';
import { APP_VERSION } from '../../../src/contract/enums.ts';
import type { ServerConfig } from '../../config.ts';
import type { MediaUrls } from '../../media/signing.ts';
import { socketOrigin } from '../../http/security.ts';
import { configuredProviders } from '../accounts/oauth/providers.ts';

/** Preset plan pictures the seed stores; creators may pick one instead of uploading. */
export const PLAN_IMAGE_KEYS = [
  'public/plans/plan-1.webp',
  'public/plans/plan-2.webp',
  'public/plans/plan-3.webp',
];

/** Locales whose users are offered several pay ways instead of the card alone. */
export const MULTI_PAYMENT_LOCALES = ['zh-cn', 'zh-tw', 'ja', 'ko', 'th', 'vi', 'id'];

/** Builds app/config; every URL is root-relative except the socket, which needs a scheme. */
export function appConfig(config: ServerConfig, media: MediaUrls): AppConfig {
  return {
    version: APP_VERSION,
    img_upload_url: '/api/upload/image',
    upload_img_key: 'cover',
    upload_multipart_start: '/api/upload/multipart/start',
    upload_mp4_big_key: '/api/upload/video/sign',
    upload_multipart_complete: '/api/upload/multipart/complete',
    upload_mobile_big_mp4_upload: '/api/upload/video',
    subscription_images: PLAN_IMAGE_KEYS.map((key) => media.publicUrl(key)),
    img_url: '',
    multi_payment_lang: MULTI_PAYMENT_LOCALES,
    im_url: [`${socketOrigin(config.publicUrl)}/ws`],
    via: 'pwa',
    oauth_providers: configuredProviders(config.oauth),
  };
}

/** The running version; no client is forced to reload until a breaking change needs it. */
export function versionInfo(): { version: string; force_update: 0 | 1 } {
  return { version: APP_VERSION, force_update: 0 };
}
