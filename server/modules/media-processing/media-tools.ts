/**
 * Runs Debian's ffmpeg and ffprobe: an arguments array (never a shell), a time limit, an
 * address-space limit through util-linux's prlimit, and bounded output kept in memory, so a
 * hostile or huge file cannot hang the job or take the machine's memory.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

export interface ToolLimits {
  timeoutMs: number;
  maxMemoryMb: number;
  signal?: AbortSignal | undefined;
  /**
   * Runs the tool under `nice -n` this much, so work nobody waits for (the academy's encodes)
   * leaves the cores to requests and creators' videos; unset, the server's own priority.
   */
  niceness?: number | undefined;
}

/** A tool that exited with an error, ran out of time or was stopped; `detail` is the end of its stderr. */
export class ToolFailed extends Error {
  constructor(
    readonly tool: string,
    readonly detail: string,
    readonly reason: 'exit' | 'timeout' | 'aborted',
  ) {
    super(
      `${tool} ${reason === 'exit' ? 'failed' : reason === 'timeout' ? 'ran out of time' : 'was stopped'}: ${detail}`,
    );
    this.name = 'ToolFailed';
  }
}

const PRLIMIT = '/usr/bin/prlimit';
const NICE = '/usr/bin/nice';
const MAX_STDOUT = 4 * 1024 * 1024;
const STDERR_TAIL = 4000;

/** Runs `tool args...`; answers its standard output. */
export function runTool(
  tool: 'ffmpeg' | 'ffprobe',
  args: readonly string[],
  limits: ToolLimits,
): Promise<string> {
  const niced =
    limits.niceness !== undefined && existsSync(NICE) ? [NICE, '-n', String(limits.niceness)] : [];
  const limited = existsSync(PRLIMIT) ? [PRLIMIT, `--as=${limits.maxMemoryMb * 1024 * 1024}`, '--'] : [];
  const [command, ...argv] = [...niced, ...limited, tool, ...args] as [string, ...string[]];
  return new Promise((resolve, reject) => {
    if (limits.signal?.aborted) return reject(new ToolFailed(tool, '', 'aborted'));
    const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let ended: 'timeout' | 'aborted' | undefined;
    const stop = (why: 'timeout' | 'aborted') => {
      ended = why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), limits.timeoutMs);
    const onAbort = () => stop('aborted');
    limits.signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      if (stdout.length < MAX_STDOUT) stdout += chunk;
    });
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_TAIL);
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(new ToolFailed(tool, error.message, 'exit'));
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      limits.signal?.removeEventListener('abort', onAbort);
      if (ended) return reject(new ToolFailed(tool, stderr.trim().slice(-500), ended));
      if (code !== 0)
        return reject(new ToolFailed(tool, stderr.trim().slice(-500) || `exit code ${code}`, 'exit'));
      resolve(stdout);
    });
  });
}
