import { describe, expect, it } from 'vitest';
import { listRoutes } from '../lib/list-routes';
import { setupTestApp } from '../test/app';
import { operations } from './operations';

const testApp = setupTestApp();
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('OpenAPI document', () => {
  it('documents every route the server registers, and nothing it does not', () => {
    const registered = listRoutes(testApp().app).map(key).sort();
    const documented = operations.map(key).sort();
    expect(registered.filter((r) => !documented.includes(r))).toEqual([]);
    expect(documented.filter((d) => !registered.includes(d))).toEqual([]);
  });

  it('serves OpenAPI 3.1 built from the shared zod schemas', async () => {
    const res = await testApp().api.get('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const register = res.body.paths['/api/auth/register'].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['email', 'username', 'password']));
    expect(res.body.paths['/api/auth/login'].post.requestBody.content).toHaveProperty(
      'application/x-www-form-urlencoded',
    );
    expect(res.body.paths['/api/listings/{id}'].get.parameters[0]).toMatchObject({
      name: 'id',
      in: 'path',
    });
  });

  it('has a readable page', async () => {
    const res = await testApp().api.get('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.text).toContain('/api/listings/{id}/visibility');
    expect(res.text).not.toContain('<script');
  });
});
