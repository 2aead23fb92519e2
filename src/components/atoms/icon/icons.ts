/**
 * The product's icons: stroke shapes on a 24 px grid (1.75 px strokes), drawn for this product.
 * Draw one with `<Icon icon={plusIcon} />`.
 *
 * One module per icon (shapes/), not one table: a bundler places a whole module in one chunk, so
 * a table of every path would travel with the first screen that draws any of them. Re-exported
 * here so call sites import from one place; the bundle follows each re-export to its own module.
 */
export { homeIcon } from './shapes/home.ts';
export { searchIcon } from './shapes/search.ts';
export { messageIcon } from './shapes/message.ts';
export { bellIcon } from './shapes/bell.ts';
export { userIcon } from './shapes/user.ts';
export { plusIcon } from './shapes/plus.ts';
export { globeIcon } from './shapes/globe.ts';
export { chevronDownIcon } from './shapes/chevron-down.ts';
export { chevronStartIcon } from './shapes/chevron-start.ts';
export { chevronEndIcon } from './shapes/chevron-end.ts';
export { checkIcon } from './shapes/check.ts';
export { lockIcon } from './shapes/lock.ts';
export { heartIcon } from './shapes/heart.ts';
export { commentIcon } from './shapes/comment.ts';
export { shareIcon } from './shapes/share.ts';
export { eyeIcon } from './shapes/eye.ts';
export { playIcon } from './shapes/play.ts';
export { pauseIcon } from './shapes/pause.ts';
export { refreshIcon } from './shapes/refresh.ts';
export { imageIcon } from './shapes/image.ts';
export { sparklesIcon } from './shapes/sparkles.ts';
export { shieldIcon } from './shapes/shield.ts';
export { walletIcon } from './shapes/wallet.ts';
export { chatIcon } from './shapes/chat.ts';
export { graduationIcon } from './shapes/graduation.ts';
export { alertIcon } from './shapes/alert.ts';
export { inboxIcon } from './shapes/inbox.ts';
export { compassIcon } from './shapes/compass.ts';
export { instagramIcon } from './shapes/instagram.ts';
export { facebookIcon } from './shapes/facebook.ts';
export { xIcon } from './shapes/x.ts';
export { youtubeIcon } from './shapes/youtube.ts';
export { tiktokIcon } from './shapes/tiktok.ts';
export { mailIcon } from './shapes/mail.ts';
export { mapPinIcon } from './shapes/map-pin.ts';
export { trashIcon } from './shapes/trash.ts';
export { logOutIcon } from './shapes/log-out.ts';
export { infoIcon } from './shapes/info.ts';
export { banIcon } from './shapes/ban.ts';
export { moreIcon } from './shapes/more.ts';
export { closeIcon } from './shapes/close.ts';
export { editIcon } from './shapes/edit.ts';
export { arrowUpIcon } from './shapes/arrow-up.ts';
export { arrowDownIcon } from './shapes/arrow-down.ts';
export { sendIcon } from './shapes/send.ts';
export { megaphoneIcon } from './shapes/megaphone.ts';
export { zoomInIcon } from './shapes/zoom-in.ts';
export { zoomOutIcon } from './shapes/zoom-out.ts';
export { cameraIcon } from './shapes/camera.ts';
export { creditCardIcon } from './shapes/credit-card.ts';
export { giftIcon } from './shapes/gift.ts';
