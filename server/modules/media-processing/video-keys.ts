/** Where a processed video's files are stored (CONVENTIONS: B writes them, the media routes serve them). */
export const videoKeys = (uploadPublicId: string) => ({
  master: `private/videos/${uploadPublicId}/hls/master.m3u8`,
  rendition: (name: string) => `private/videos/${uploadPublicId}/hls/${name}/index.m3u8`,
  segment: (name: string, file: string) => `private/videos/${uploadPublicId}/hls/${name}/${file}`,
  poster: `private/videos/${uploadPublicId}/poster.jpg`,
  posterBlur: `public/videos/${uploadPublicId}/poster-blur.webp`,
});
