/**
 * What an uploaded video becomes (docs/decisions.md, "Video processing"): ffprobe checks it is an
 * MP4, MOV or AVI with a video stream and reads its duration and displayed size; ffmpeg takes a
 * poster (private JPEG) from which sharp makes the blurred preview anyone may see; then each HLS
 * rendition is encoded (H.264 + AAC, 6 s segments cut at forced key frames) and a master playlist
 * with relative URIs is written over them. Work happens in a temporary folder; files reach storage
 * only once everything is made, the master playlist last.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import type { MediaStorage } from '../../media/storage.ts';
import { BLUR_SIZE } from '../uploads/image-processing.ts';
import { masterPlaylist, parseMediaPlaylist, peakBandwidth } from './hls-playlists.ts';
import { runTool, ToolFailed, type ToolLimits } from './media-tools.ts';
import { renditionsFor, type Rendition } from './renditions.ts';
import { VideoUnreadable } from './video-errors.ts';
import { videoKeys } from './video-keys.ts';
import { probeVideo } from './video-probe.ts';

/** HLS segment length, seconds (issue 9). */
export const SEGMENT_SECONDS = 6;

export type VideoStage = 'slicing' | 'codec';

export interface ProcessVideoOptions {
  storage: MediaStorage;
  limits: Omit<ToolLimits, 'signal'>;
  signal?: AbortSignal;
  /** Told when the work moves on: 'slicing' (probe and poster), then 'codec' (the encodes). */
  onStage?: (stage: VideoStage) => Promise<void>;
}

export interface ProcessedVideo {
  durationSeconds: number;
  width: number;
  height: number;
  posterKey: string;
  blurKey: string;
  masterKey: string;
  renditions: (Rendition & { key: string })[];
}

async function encodeRendition(
  source: string,
  folder: string,
  rendition: Rendition,
  hasAudio: boolean,
  limits: ToolLimits,
) {
  await mkdir(folder, { recursive: true });
  await runTool(
    'ffmpeg',
    [
      ...['-hide_banner', '-nostdin', '-y', '-v', 'error', '-i', source],
      ...['-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn', '-map_metadata', '-1'],
      ...['-vf', `scale=${rendition.width}:${rendition.height}`, '-pix_fmt', 'yuv420p'],
      ...['-c:v', 'libx264', '-preset', 'veryfast', '-profile:v', 'main', '-level:v', '4.0', '-crf', '23'],
      ...['-maxrate', String(rendition.maxBitrate), '-bufsize', String(rendition.maxBitrate * 2)],
      // A key frame every 6 s and none elsewhere forced, so every segment is 6 s (the last shorter).
      ...['-force_key_frames', `expr:gte(t,n_forced*${SEGMENT_SECONDS})`, '-sc_threshold', '0'],
      ...(hasAudio
        ? ['-c:a', 'aac', '-b:a', String(rendition.audioBitrate), '-ac', '2', '-ar', '48000']
        : []),
      ...['-threads', '2'],
      ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
      ...['-hls_flags', 'independent_segments', '-hls_segment_type', 'mpegts'],
      ...['-hls_segment_filename', path.join(folder, 'seg_%05d.ts'), path.join(folder, 'index.m3u8')],
    ],
    limits,
  );
  const playlist = parseMediaPlaylist(await readFile(path.join(folder, 'index.m3u8'), 'utf8'));
  if (playlist.segments.length === 0 || !playlist.ended)
    throw new VideoUnreadable('the encode made no segments');
  const segments = await Promise.all(
    playlist.segments.map(async (segment) => ({
      ...segment,
      bytes: (await stat(path.join(folder, segment.uri))).size,
    })),
  );
  const seconds = segments.reduce((sum, s) => sum + s.duration, 0);
  const bytes = segments.reduce((sum, s) => sum + s.bytes, 0);
  return {
    bandwidth: peakBandwidth(segments),
    averageBandwidth: Math.ceil((bytes * 8) / Math.max(seconds, 0.5)),
  };
}

/** Processes the video stored at `originalKey`; throws VideoUnreadable for a file no attempt can fix. */
export async function processVideo(
  upload: { publicId: string; originalKey: string },
  options: ProcessVideoOptions,
): Promise<ProcessedVideo> {
  const { storage } = options;
  const limits: ToolLimits = { ...options.limits, signal: options.signal };
  const keys = videoKeys(upload.publicId);
  const work = await mkdtemp(path.join(tmpdir(), 'fanvault-video-'));
  try {
    const original = await storage.open(upload.originalKey);
    if (!original) throw new VideoUnreadable('the uploaded file is missing');
    const source = path.join(work, `source${path.extname(upload.originalKey)}`);
    await pipeline(original.stream, createWriteStream(source));

    await options.onStage?.('slicing');
    const probe = await probeVideo(source, limits);
    const poster = path.join(work, 'poster.jpg');
    try {
      await runTool(
        'ffmpeg',
        [
          ...['-hide_banner', '-nostdin', '-y', '-v', 'error'],
          // A frame a little in (the first is often black), from the first third of a short clip.
          ...['-ss', String(Math.min(1, probe.durationSeconds / 3)), '-i', source],
          ...['-map', '0:v:0', '-frames:v', '1', '-q:v', '3', '-map_metadata', '-1', poster],
        ],
        limits,
      );
    } catch (error) {
      if (error instanceof ToolFailed && error.reason === 'exit')
        throw new VideoUnreadable(`no poster frame: ${error.detail}`);
      throw error;
    }
    const posterImage = sharp(poster, { failOn: 'error' });
    const posterMeta = await posterImage.metadata();
    const blur = await sharp(poster)
      .resize({ width: BLUR_SIZE, height: BLUR_SIZE, fit: 'inside' })
      .blur(2.5)
      .webp({ quality: 45 })
      .toBuffer();
    // The poster is the frame as shown (rotation applied); its size is the video's.
    const width = posterMeta.width ?? probe.width;
    const height = posterMeta.height ?? probe.height;

    await options.onStage?.('codec');
    const renditions = renditionsFor(width, height);
    const variants = [];
    for (const rendition of renditions) {
      try {
        const sizes = await encodeRendition(
          source,
          path.join(work, 'hls', rendition.name),
          rendition,
          probe.hasAudio,
          limits,
        );
        variants.push({ rendition, ...sizes });
      } catch (error) {
        if (error instanceof ToolFailed && error.reason === 'exit')
          throw new VideoUnreadable(`the ${rendition.name} encode failed: ${error.detail}`);
        throw error;
      }
    }

    // Everything is made: store the renditions, the poster and its preview, the master last.
    for (const rendition of renditions) {
      const folder = path.join(work, 'hls', rendition.name);
      for (const file of (await readdir(folder)).sort()) {
        const key =
          file === 'index.m3u8' ? keys.rendition(rendition.name) : keys.segment(rendition.name, file);
        await storage.put(key, await readFile(path.join(folder, file)));
      }
    }
    await storage.put(keys.poster, await readFile(poster));
    await storage.put(keys.posterBlur, blur);
    await storage.put(keys.master, Buffer.from(masterPlaylist(variants, probe.hasAudio)));

    return {
      durationSeconds: probe.durationSeconds,
      width,
      height,
      posterKey: keys.poster,
      blurKey: keys.posterBlur,
      masterKey: keys.master,
      renditions: renditions.map((rendition) => ({ ...rendition, key: keys.rendition(rendition.name) })),
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
