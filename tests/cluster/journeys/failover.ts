/**
 * One web process killed (SIGKILL: nothing closed, nothing flushed) mid-journey. Calls through
 * nginx keep being answered (nginx tries the other process on a refused connection; a call in
 * flight at the kill may fail once and is sent again, as the app does), and a chat message sent
 * on a socket of the killed process is delivered once the app has reconnected through nginx and
 * re-sent it with the same sign, and stored once.
 */
import { expect } from 'vitest';
import { connectAs, type ChatMember, type ChatSocket } from '../../server/helpers/chat.ts';
import { ok } from '../../server/helpers/money.ts';
import type { Cluster } from '../cluster.ts';
import { ackedMessage, pairOnTwoProcesses, storedWithSign } from './chat.ts';

interface CallsDuringKill {
  answered: number;
  retried: number;
  stop(): Promise<void>;
}

/** Calls `user/getUserInfo` through nginx one after another until stopped; each may be sent twice. */
function callsThroughProxy(cluster: Cluster, token: string): CallsDuringKill {
  const state = { answered: 0, retried: 0, running: true };
  const once = async () => {
    const { body } = await cluster.proxy.call('user/getUserInfo', { token });
    expect(body).toMatchObject({ status: 1, msg: '' });
  };
  const loop = (async () => {
    while (state.running) {
      try {
        await once();
      } catch {
        state.retried += 1;
        await once();
      }
      state.answered += 1;
    }
  })();
  return {
    get answered() {
      return state.answered;
    },
    get retried() {
      return state.retried;
    },
    async stop() {
      state.running = false;
      await loop;
    },
  };
}

export async function killOneWebProcess(cluster: Cluster, sockets: ChatSocket[]): Promise<void> {
  const pair = await pairOnTwoProcesses(cluster, sockets, 1);
  const { fan, creator, creatorSocket, fanSocket: fanOnTwo } = pair;
  const calls = callsThroughProxy(cluster, fan.token);
  try {
    await killMidJourney(cluster, { fan, creator, creatorSocket, fanOnTwo, calls }, sockets);
  } finally {
    await calls.stop();
  }
  // Each call was answered at its first or second sending: none lost.
  expect(calls.retried).toBeLessThanOrEqual(1);
  // nginx met the dead process (a refused connection, or a call cut short on it) and went on to the live one.
  const upstream = `upstream: "http://127.0.0.1:${cluster.webProcesses[1].port}/`;
  expect(
    (await cluster.nginx.errorLog())
      .split('\n')
      .some((line) => line.includes('[error]') && line.includes(upstream)),
  ).toBe(true);
  expect((await ok<{ uuid: string }>(cluster.proxy, fan, 'user/getUserInfo')).uuid).toBe(fan.uuid);
}

interface KillScene {
  fan: ChatMember;
  creator: ChatMember;
  creatorSocket: ChatSocket;
  fanOnTwo: ChatSocket;
  calls: CallsDuringKill;
}

/** Kills web 2 while calls run through nginx and a message leaves the fan's socket on it. */
async function killMidJourney(cluster: Cluster, scene: KillScene, sockets: ChatSocket[]): Promise<void> {
  const { fan, creator, creatorSocket, fanOnTwo, calls } = scene;
  const two = cluster.webProcesses[1];
  await expect.poll(() => calls.answered).toBeGreaterThan(5);

  // The fan sends; web 2 dies before the app sees an ack (whether it stored the message or not).
  const sign = fanOnTwo.chat(creator.uuid, 'Sent as web 2 died');
  two.child.kill('SIGKILL');
  await two.exited;
  expect((await fanOnTwo.closed).code).toBe(1006);
  const answeredAtKill = calls.answered;

  // The app reconnects to the one address it knows, nginx, and re-sends what has no ack.
  const fanAgain = await connectAs(cluster.nginx.wsUrl, fan);
  sockets.push(fanAgain);
  if (!fanOnTwo.acksOf(sign).length) fanAgain.chat(creator.uuid, 'Sent as web 2 died', { sign });
  const stored = fanOnTwo.acksOf(sign).length ? undefined : await ackedMessage(fanAgain, sign);
  const delivered = (await creatorSocket.messageWithSign(sign, 10_000)).data;
  expect(delivered.content).toBe('Sent as web 2 died');
  if (stored) expect(delivered.id).toBe(stored.id);
  expect(await storedWithSign(cluster, sign)).toEqual([{ id: delivered.id, body: 'Sent as web 2 died' }]);

  await expect.poll(() => calls.answered, { timeout: 10_000 }).toBeGreaterThan(answeredAtKill + 20);
}
