/**
 * A stepping stone to the feed's video (see plan-manager-entry.ts): the home screen imports this
 * module lazily, so its chunk names one file instead of the player's list, and nothing of the
 * player is in a first visit. The feature and the player (media-chrome) are two chunks, asked for
 * together; hls.js follows on demand when a playlist is attached.
 */
export const loadVideoPlayer = () =>
  import('../../components/organisms/video-player/video-player.tsx').then((module) => ({
    default: module.VideoPlayer,
  }));

export const loadPostVideo = () => {
  void loadVideoPlayer();
  return import('./post-video.tsx').then((module) => ({ default: module.PostVideo }));
};
