import { apiRoutes } from '@server/routes';
import { setupTestApp } from '@server/test/app';
import { listRoutes } from '@server/test/list-routes';
import { describe, expect, it } from 'vitest';
import { openApiPath } from './build';

const testApp = setupTestApp();
const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;

describe('OpenAPI document', () => {
  it('documents every route the server registers, and nothing it does not', async () => {
    const registered = listRoutes(testApp().app).map(key).sort();
    const res = await testApp().api.get('/api/openapi.json');
    const documented = Object.entries(res.body.paths as Record<string, object>)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(documented).toEqual(registered);
  });

  it('describes what each JSON route answers, from the same declaration the router serves', async () => {
    const res = await testApp().api.get('/api/openapi.json');
    for (const route of apiRoutes(testApp().ctx)) {
      const operation = res.body.paths[openApiPath(route.path)][route.method.toLowerCase()];
      const success = operation.responses[String(route.status ?? 200)];
      expect(success, `${route.method} ${route.path}`).toBeDefined();
      if (route.response) {
        expect(
          success.content['application/json'].schema,
          `${route.method} ${route.path}`,
        ).toBeTypeOf('object');
      }
      expect(operation.description).toBeTypeOf('string');
    }
    const listing =
      res.body.paths['/api/listings/{id}'].get.responses['200'].content['application/json'].schema;
    expect(listing.properties).toHaveProperty('owner_username');
    expect(listing.required).toEqual(expect.arrayContaining(['id', 'title', 'price']));
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
