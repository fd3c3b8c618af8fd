import { createLogger } from '@server/lib/logger';
import { setupTestApp } from '@server/test/app';
import { createUser } from '@server/test/factories';
import { type SQL, sql } from 'drizzle-orm';
import express from 'express';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler';

const testApp = setupTestApp();

describe('ids beyond PostgreSQL integers', () => {
  it('are refused as bad input, never a 500', async () => {
    const user = await createUser(testApp().ctx);
    const as = testApp().as(user);
    for (const res of [
      await as.post('/api/notifications/2147483648/read'),
      await as.patch('/api/listings/want-listings/2147483648').send({ title: 'Leeks' }),
      await as.get('/api/messages/2147483648'),
      await as.get('/api/messages/5?before=2147483648'),
      await as.post('/api/messages').send({ receiver_id: 2147483648, content: 'hi' }),
    ]) {
      expect(res.status).toBe(422);
      expect(res.body.detail).toBeDefined();
    }
  });
});

/**
 * Real errors from the database under test (PGlite or node-postgres), thrown through the app's
 * error handler both as Drizzle wraps them and as the driver raised them.
 */
describe('values the database refuses (SQLSTATE class 22)', () => {
  const probe = (query: SQL, unwrap: boolean) => {
    const app = express();
    app.get('/probe', async () => {
      try {
        await testApp().ctx.db.execute(query);
      } catch (err) {
        throw unwrap ? (err as { cause: unknown }).cause : err;
      }
    });
    app.use(errorHandler(createLogger('silent')));
    return supertest(app).get('/probe');
  };

  const cases: [string, SQL, string][] = [
    ['22P02', sql`select 'abc'::integer`, 'A value is malformed'],
    ['22007', sql`select 'not a date'::timestamptz`, 'A date or time is malformed'],
    ['22008', sql`select '0000-01-01 00:00:00'::timestamptz`, 'A date or time is out of range'],
    ['22008', sql`select '2024-02-30 00:00:00'::timestamptz`, 'A date or time is out of range'],
    ['22003', sql`select 2147483648::integer`, 'A number is out of range'],
    ['22003', sql`select 1e10::numeric(10, 2)`, 'A number is out of range'],
    [
      '22001',
      sql`do $$ declare v varchar(2); begin v := 'abcd'; end $$`,
      'A text value is too long',
    ],
    ['22012', sql`select 1 / 0`, 'A value is out of range or malformed'],
  ];

  for (const [code, query, message] of cases) {
    for (const unwrap of [false, true]) {
      const shape = unwrap ? 'as the driver raised it' : 'wrapped by Drizzle';
      it(`answers ${code} ${shape} with 422 "${message}"`, async () => {
        const raised = await testApp()
          .ctx.db.execute(query)
          .catch((err: { cause?: { code?: string } }) => err.cause?.code);
        expect(raised, 'the database raised this SQLSTATE').toBe(code);
        const res = await probe(query, unwrap);
        expect(res.status, JSON.stringify(res.body)).toBe(422);
        expect(res.body).toEqual({ detail: message });
      });
    }
  }

  it('still answers anything else the database raises as a 500 that leaks nothing', async () => {
    const res = await probe(sql`select * from no_such_table`, false);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ detail: 'Internal server error' });
  });
});
