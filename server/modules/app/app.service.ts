/** App-wide settings the client reads at start: upload endpoints, media base, chat sockets, version. */
import type { AppConfig } from '../../../src/contract/entities.ts';
import { APP_VERSION } from '../../../src/contract/enums.ts';
import { PLAN_PRESET_PICTURES } from '../../../src/contract/rules/plan-rules.ts';
import type { ServerConfig } from '../../config.ts';
import type { MediaUrls } from '../../media/signing.ts';
import { socketOrigin } from '../../http/security.ts';
import { configuredProviders } from '../accounts/oauth/providers.ts';
import { IMAGE_FIELD, IMAGE_UPLOAD_PATH } from '../uploads/uploads.routes.ts';

/** Preset plan pictures the seed stores (plan-rules.ts); creators may pick one instead of uploading. */
export const PLAN_IMAGE_KEYS = PLAN_PRESET_PICTURES.map((preset) => preset.key);

/** Locales whose users are offered several pay ways instead of the card alone. */
export const MULTI_PAYMENT_LOCALES = ['zh-cn', 'zh-tw', 'ja', 'ko', 'th', 'vi', 'id'];

/** Builds app/config; every URL is root-relative except the socket, which needs a scheme. */
export function appConfig(config: ServerConfig, media: MediaUrls): AppConfig {
  return {
    version: APP_VERSION,
    img_upload_url: IMAGE_UPLOAD_PATH,
    upload_img_key: IMAGE_FIELD,
    upload_multipart_start: '/api/upload/multipart/start',
    upload_mp4_big_key: '/api/upload/video/sign',
    upload_multipart_complete: '/api/upload/multipart/complete',
    upload_mobile_big_mp4_upload: '/api/upload/video',
    subscription_images: PLAN_IMAGE_KEYS.map((key) => media.publicUrl(key)),
    // The image upload answers with a path under the public media route (its blurred preview).
    img_url: '/media/p/',
    multi_payment_lang: MULTI_PAYMENT_LOCALES,
    tip_max_amount: config.payments.tipMaxAmount,
    // Shown where a creator sets a price ("You receive …"), before they publish it.
    fee_bps: config.payments.feeBps,
    payment_cost_bps: config.payments.paymentCost.bps,
    payment_cost_fixed: config.payments.paymentCost.fixedCents / 100,
    im_url: [`${socketOrigin(config.publicUrl)}/ws`],
    via: 'pwa',
    oauth_providers: configuredProviders(config.oauth),
    // The deployment's key of encrypted originals (`/media/e/`; docs/api.md): every app gets it.
    media_image_key: media.imageKey,
    operator: config.operator,
    public_url: config.publicUrl,
  };
}

/** The running version; no client is forced to reload until a breaking change needs it. */
export function versionInfo(): { version: string; force_update: 0 | 1 } {
  return { version: APP_VERSION, force_update: 0 };
}
