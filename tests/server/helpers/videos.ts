/** Real short videos made by ffmpeg at test time (Debian's ffmpeg; `.ci/run` installs it). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export const run = promisify(execFile);

/** A test pattern (with a tone unless `audio` is false): `seconds` long at `width` x `height`, H.264 MP4. */
export async function makeVideo(file: string, seconds: number, width: number, height: number, audio = true) {
  await run('ffmpeg', [
    ...['-hide_banner', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc=duration=${seconds}:size=${width}x${height}:rate=24`],
    ...(audio ? ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`] : []),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
    ...(audio ? ['-c:a', 'aac', '-shortest'] : []),
    file,
  ]);
}
