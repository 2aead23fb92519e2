/**
 * Issue 24, "Several processes, one platform": journeys through nginx over two web processes and a
 * worker on one PostgreSQL, one Redis and one S3-compatible store (cluster.ts). The journeys share
 * one cluster and run in order; the last kills a web process. Skipped, saying why, without
 * DATABASE_URL, REDIS_URL, nginx or Chromium (.ci/run provides all four).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { ChatSocket } from '../server/helpers/chat.ts';
import { newCreator, newMember, newPlan, type Member } from '../server/helpers/money.ts';
import { clusterSkipReason, startCluster, type Cluster } from './cluster.ts';
import { signInLimitAcrossProcesses, signUpAndSignIn } from './journeys/accounts.ts';
import { chatBetweenBrowsers } from './journeys/chat-in-browsers.ts';
import { killOneWebProcess } from './journeys/failover.ts';
import { eachJobRunsOnce } from './journeys/jobs.ts';
import { paySubscriptionAndPlay } from './journeys/subscriptions.ts';
import { publishProcessedByWorker, uploadAcrossProcesses } from './journeys/videos.ts';

const skipReason = clusterSkipReason();
if (skipReason) console.warn(`tests/cluster/cluster.test.ts ${skipReason}`);

describe.skipIf(Boolean(skipReason))(
  `two web processes and a worker behind nginx${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    let cluster: Cluster;
    const sockets: ChatSocket[] = [];
    /** The creator whose locked video the journeys upload, sell and play. */
    let creator: Member;
    let planId: number;
    let postId: number;

    beforeAll(async () => {
      cluster = await startCluster();
      creator = await newCreator(cluster.proxy);
      planId = await newPlan(cluster.proxy, creator);
    });
    afterAll(async () => {
      for (const socket of sockets) socket.close();
      await cluster?.stop();
    });

    it('signs up and signs in (password and emailed code) through nginx; each session works on both processes', () =>
      signUpAndSignIn(cluster));

    it('counts failed sign-ins of one account on both processes together: the 11th is refused on either', () =>
      signInLimitAcrossProcesses(cluster));

    it('takes a video upload started on one process and resumed on the other; the worker encodes it and the post is published', async () => {
      const uploadId = await uploadAcrossProcesses(cluster, creator);
      postId = await publishProcessedByWorker(cluster, creator, uploadId, planId);
    }, 150_000);

    it('unlocks the video once the subscription is paid; the subscriber plays it, another member is refused', async () => {
      const [fan, other] = [await newMember(cluster.proxy), await newMember(cluster.proxy)];
      await paySubscriptionAndPlay(cluster, { creator, fan, other }, planId, postId);
    });

    it('delivers chat live between two browsers whose sockets are on different processes, stored once', () =>
      chatBetweenBrowsers(cluster));

    it('runs each job once with two workers taking from the queue', () =>
      eachJobRunsOnce(cluster, creator, 8));

    it('keeps answering through nginx when a web process is killed, and loses no chat message', () =>
      killOneWebProcess(cluster, sockets));
  },
);
