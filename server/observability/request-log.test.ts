import { createLogger } from '@server/lib/logger';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { requestLog } from './request-log';

describe('request log', () => {
  it('puts the request id on every line logged while serving the request', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
    const app = express();
    app.use(requestLog(logger));
    app.get('/work', async (_req, res) => {
      await new Promise((r) => setTimeout(r, 5));
      logger.warn('deep inside a service');
      res.json({ ok: true });
    });
    const res = await supertest(app).get('/work').expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toBeTruthy();
    const service = lines.find((l) => l.msg === 'deep inside a service');
    const completed = lines.find((l) => l.msg === 'request completed');
    expect(service?.request_id).toBe(id);
    expect((completed?.req as { id?: string })?.id).toBe(id);
    logger.info('outside any request');
    expect(lines.at(-1)?.request_id).toBeUndefined();
  });
});
