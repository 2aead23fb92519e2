/** Reading a media playlist ffmpeg wrote, and writing the master playlist over the renditions. */
import type { Rendition } from './renditions.ts';

export interface MediaPlaylist {
  targetDuration: number;
  segments: { uri: string; duration: number }[];
  ended: boolean;
}

export function parseMediaPlaylist(text: string): MediaPlaylist {
  const lines = text.split(/\r?\n/).map((line) => line.trim());
  if (lines[0] !== '#EXTM3U') throw new Error('not an M3U8 playlist');
  const segments: MediaPlaylist['segments'] = [];
  let pending: number | undefined;
  let targetDuration = 0;
  for (const line of lines) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.split(':')[1]);
    else if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice('#EXTINF:'.length));
    else if (line && !line.startsWith('#') && pending !== undefined) {
      segments.push({ uri: line, duration: pending });
      pending = undefined;
    }
  }
  return { targetDuration, segments, ended: lines.includes('#EXT-X-ENDLIST') };
}

/** Bits per second of a rendition's largest segment (BANDWIDTH is the peak, per RFC 8216). */
export function peakBandwidth(segments: { duration: number; bytes: number }[]): number {
  return Math.ceil(Math.max(...segments.map((s) => (s.bytes * 8) / Math.max(s.duration, 0.5))));
}

/** The master playlist: one variant per rendition, lowest first, RELATIVE URIs only (signed prefixes carry). */
export function masterPlaylist(
  variants: { rendition: Rendition; bandwidth: number; averageBandwidth: number }[],
  hasAudio: boolean,
): string {
  // H.264 Main profile level 4.0 (x264 -profile:v main -level:v 4.0), AAC-LC.
  const codecs = hasAudio ? 'avc1.4d4028,mp4a.40.2' : 'avc1.4d4028';
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-INDEPENDENT-SEGMENTS'];
  for (const { rendition, bandwidth, averageBandwidth } of variants) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${bandwidth},AVERAGE-BANDWIDTH=${averageBandwidth},RESOLUTION=${rendition.width}x${rendition.height},CODECS="${codecs}"`,
      `${rendition.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}
