import { readFileSync } from 'node:fs';
import https from 'node:https';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, closeTestApp, type TestApp } from './app';
import { type FakePushService, startFakePushService } from './fakes/push-service';

/**
 * One app per test file whose pushes go to the local fake push service over HTTPS, as a
 * browser's service takes them. web-push sends through https.globalAgent, whose options are
 * merged into every request's: the file trusts the service's self-signed certificate while it
 * runs, and puts the agent back after (the server project shares one process across files).
 */
export function setupAppWithPushService(): () => { app: TestApp; service: FakePushService } {
  let service: FakePushService | undefined;
  let app: TestApp | undefined;
  let trustedBefore: typeof https.globalAgent.options.ca;
  beforeAll(async () => {
    service = await startFakePushService();
    trustedBefore = https.globalAgent.options.ca;
    https.globalAgent.options.ca = readFileSync(service.caFile);
    app = await buildTestApp({ PUSH_ALLOWED_HOSTS: service.host });
  });
  afterAll(async () => {
    if (app) await closeTestApp(app);
    https.globalAgent.options.ca = trustedBefore;
    await service?.close();
  });
  return () => {
    if (!app || !service)
      throw new Error('setupAppWithPushService() is only available inside tests');
    return { app, service };
  };
}
