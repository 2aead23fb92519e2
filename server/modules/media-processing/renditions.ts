/**
 * Which HLS renditions a source yields (docs/decisions.md, "Video processing"). Renditions are
 * named by their short side (360p, 720p) and never enlarge the source: each is made at the
 * smaller of its nominal size and the source's, and one that would repeat the size of the one
 * below is left out. So 1280x720 (or 1920x1080) gives 360p and 720p; 960x540 gives 360p and a
 * "720p" at 540; 640x360 gives 360p only; 320x180 gives one "360p" at 180.
 */
export interface Rendition {
  name: '360p' | '720p';
  width: number;
  height: number;
  /** x264 ceiling, bits per second (the encode is CRF under it). */
  maxBitrate: number;
  audioBitrate: number;
}

const NOMINAL = [
  { name: '360p', shortSide: 360, maxBitrate: 900_000, audioBitrate: 96_000 },
  { name: '720p', shortSide: 720, maxBitrate: 3_000_000, audioBitrate: 128_000 },
] as const;

const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

export function renditionsFor(width: number, height: number): Rendition[] {
  const sourceShort = Math.min(width, height);
  const landscape = width >= height;
  const renditions: Rendition[] = [];
  for (const nominal of NOMINAL) {
    const short = even(Math.min(nominal.shortSide, sourceShort));
    if (renditions.some((made) => Math.min(made.width, made.height) === short)) continue;
    const long = even((Math.max(width, height) * short) / sourceShort);
    renditions.push({
      name: nominal.name,
      width: landscape ? long : short,
      height: landscape ? short : long,
      maxBitrate: nominal.maxBitrate,
      audioBitrate: nominal.audioBitrate,
    });
  }
  return renditions;
}
