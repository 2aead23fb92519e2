/** What ffprobe tells of an uploaded video: its container, duration, displayed size and audio. */
import { runTool, ToolFailed, type ToolLimits } from './media-tools.ts';
import { VideoUnreadable } from './video-errors.ts';

export interface VideoProbe {
  durationSeconds: number;
  /** Displayed size, rotation applied. */
  width: number;
  height: number;
  hasAudio: boolean;
}

/** Containers accepted (spec: mp4, quicktime/mov, avi), as ffprobe names them. */
const ACCEPTED_FORMATS = ['mov', 'mp4', 'avi'];

interface ProbeOutput {
  format?: { format_name?: string; duration?: string };
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

export async function probeVideo(file: string, limits: ToolLimits): Promise<VideoProbe> {
  let output: ProbeOutput;
  try {
    const text = await runTool(
      'ffprobe',
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      limits,
    );
    output = JSON.parse(text) as ProbeOutput;
  } catch (error) {
    if (error instanceof ToolFailed && error.reason !== 'exit') throw error;
    throw new VideoUnreadable(
      `ffprobe cannot read it: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const formats = (output.format?.format_name ?? '').split(',');
  if (!formats.some((name) => ACCEPTED_FORMATS.includes(name)))
    throw new VideoUnreadable(
      `not an MP4, MOV or AVI container (${output.format?.format_name ?? 'unknown'})`,
    );
  const video = output.streams?.find((stream) => stream.codec_type === 'video');
  if (!video?.width || !video.height) throw new VideoUnreadable('no video stream');
  const duration = Number(output.format?.duration ?? video.duration);
  if (!Number.isFinite(duration) || duration <= 0) throw new VideoUnreadable('no duration');
  const rotation = Math.abs(
    Number(video.side_data_list?.find((d) => d.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0),
  );
  const swapped = rotation % 180 === 90;
  return {
    durationSeconds: duration,
    width: swapped ? video.height : video.width,
    height: swapped ? video.width : video.height,
    hasAudio: output.streams?.some((stream) => stream.codec_type === 'audio') ?? false,
  };
}
