/**
 * How a web or worker process stops on SIGTERM or SIGINT (docs/operations.md, "Process layout"):
 * it says it is stopping (readiness turns false), keeps serving for the drain time, then stops
 * taking work, finishes what runs and exits 0. Past the timeout, or when a step fails, it exits 1,
 * so the supervisor can tell a stop that cut work short from a clean one.
 */

export interface StopPlan {
  /** Runs at once on the signal: the process tells its load balancer it is going (`/readyz`). */
  beginStopping?: () => void;
  /** How long the process still serves after `beginStopping` (SHUTDOWN_DRAIN_SECONDS). */
  drainMs: number;
  /** How long `stop` may take once it starts (SHUTDOWN_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** Stops taking work, lets what runs finish or hands it back, and closes the connections. */
  stop: () => Promise<void>;
  log: { info(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** Runs the plan once, on the first SIGTERM or SIGINT. */
export function stopOnSignals(plan: StopPlan): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void stopNow(plan, signal);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function stopNow(plan: StopPlan, signal: NodeJS.Signals) {
  plan.beginStopping?.();
  plan.log.info({ signal, drainMs: plan.drainMs, timeoutMs: plan.timeoutMs }, 'stopping');
  if (plan.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, plan.drainMs));
  const deadline = setTimeout(() => {
    plan.log.error({ timeoutMs: plan.timeoutMs }, 'stopping took too long; exiting');
    process.exit(1);
  }, plan.timeoutMs);
  deadline.unref();
  try {
    await plan.stop();
    plan.log.info({ signal }, 'stopped');
    process.exit(0);
  } catch (error) {
    plan.log.error({ err: error }, 'stopping failed');
    process.exit(1);
  }
}
