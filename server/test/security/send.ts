import type { TestApp } from '@server/test/app';
import type supertest from 'supertest';
import { type Call, image } from './matrix';

/** Sends one matrix call as `token`'s member (or a guest) and answers the response. */
export function send(
  app: TestApp,
  method: string,
  call: Call,
  token: string | undefined,
): supertest.Test {
  const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  let test = app.api[verb](call.path);
  if (token) test = test.set('Authorization', `Bearer ${token}`);
  if (call.form) return test.type('form').send(call.form);
  if (call.upload) {
    for (const [k, v] of Object.entries(call.upload.fields ?? {})) test = test.field(k, v);
    return test.attach(call.upload.field, image, {
      filename: 'photo.png',
      contentType: 'image/png',
    });
  }
  return call.body ? test.send(call.body) : test;
}
