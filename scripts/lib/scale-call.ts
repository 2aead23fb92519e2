/**
 * One call `npm run bench:api:scale` loads (scripts/bench-api-scale.ts): what the app sends, and
 * the service our handler runs for it, which the benchmark runs once with Drizzle's logger to
 * capture the SQL the bare server then runs (scripts/bench-api-scale-bare.ts).
 */
import type { CallContext } from '../../server/http/call-context.ts';

export interface ScaleCall {
  /** The name `--calls` selects it by. */
  name: string;
  /** Its row's name in docs/benchmarks.md. */
  label: string;
  path: string;
  params: Record<string, unknown>;
  /** Runs the service our handler runs, for the bare server's SQL. */
  service: (ctx: CallContext) => Promise<unknown>;
  /** Who calls: a visitor (the guest id alone), or the signed-in fan (their session token too). */
  caller: 'visitor' | 'fan';
  /** What the answer must show before it is measured (that the fan's own state is in it); why not, else. */
  refusal?: (data: unknown) => string | undefined;
}
