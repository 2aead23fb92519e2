/**
 * A real S3-compatible server (s3rver, in this process) for the S3 storage driver's tests. s3rver
 * speaks S3's REST API with signature V4 (headers and presigned URLs) and multipart uploads, but
 * has no ListParts: the driver reports that as "cannot list" and the client's record carries a resume.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'fanvault-media';

export interface S3TestServer {
  endpoint: string;
  /** Settings that point the app's S3 driver at this server. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'fanvault-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'us-east-1',
      // s3rver's fixed development keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
