import type { ErrorNote } from '@common/contracts/contract';
import type { Route } from '@server/http/route';
import { english } from '@server/i18n';
import { z } from 'zod';

type Json = Record<string, unknown>;

/** Zod → JSON Schema: what a client sends (`input`) or what the server answers (`output`). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

/**
 * `/listings/:id` → `/api/listings/{id}`.
 * @internal
 */
export function openApiPath(path: string): string {
  return `/api${path.replace(/:(\w+)/g, '{$1}')}`.replace(/\/$/, '');
}

function parameters(route: Route): Json[] {
  const found: Json[] = [];
  const declared = new Set<string>();
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
      properties?: Record<string, Json>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(properties)) {
      declared.add(name);
      found.push({
        name,
        in: where,
        required: where === 'path' || required.includes(name),
        schema: property,
      });
    }
  }
  // A path parameter the route reads itself (the tile proxy's): text, checked by the handler.
  for (const [, name] of route.path.matchAll(/:(\w+)/g)) {
    if (name && !declared.has(name)) {
      found.push({ name, in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  return found;
}

const MEDIA = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

const errorBody = {
  type: 'object',
  properties: {
    detail: {
      oneOf: [
        { type: 'string' },
        {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              loc: { type: 'array' },
              msg: { type: 'string' },
              type: { type: 'string' },
            },
          },
        },
      ],
    },
  },
};

const ACCESS_WORDS = {
  guest: 'Open to everyone; a signed-in member may get more.',
  member: 'Signed-in members.',
  owner: "The owner of the thing: 403 to members who can see it, 404 to those who can't.",
  friend: 'The owner and their friends; 404 to everyone else.',
  moderator: 'Moderators only; 404 to everyone else, guests included.',
};

/** The document is English: a message the server says in the caller's language, in English. */
const described = (note: ErrorNote) =>
  typeof note === 'string' ? note : english(note.key, note.values);

function responses(route: Route): Record<string, Json> {
  const status = String(route.status ?? 200);
  const success: Json = { description: route.summary };
  if (route.response) {
    success.content = { 'application/json': { schema: jsonSchema(route.response, 'output') } };
  } else if (route.produces) {
    success.content = { [route.produces]: {} };
  }
  const answers: Record<string, Json> = {
    [status]: success,
    default: { description: 'An error', content: { 'application/json': { schema: errorBody } } },
  };
  if (route.access === 'moderator') {
    answers['404'] = { description: 'Not a moderator: the route is not told to exist' };
  } else if (route.access !== 'guest') {
    answers['401'] = { description: 'Not signed in, or the token is no longer valid' };
  }
  if (route.params || route.query || route.body) {
    answers['422'] = { description: 'Validation failed; detail lists each problem' };
  }
  for (const [code, note] of Object.entries(route.errors ?? {})) {
    answers[code] = { description: described(note) };
  }
  return answers;
}

function operationId(route: Route): string {
  const words = openApiPath(route.path)
    .replace(/[{}]/g, '')
    .replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''));
  return `${route.method.toLowerCase()}${words}`;
}

/** The OpenAPI 3.1 document of every declared route, response shapes included. */
export function openApiDocument(routes: readonly Route[], serverUrl: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of routes) {
    const operation: Json = {
      summary: route.summary,
      description: ACCESS_WORDS[route.access],
      tags: [route.tag],
      operationId: operationId(route),
      parameters: parameters(route),
      responses: responses(route),
      ...(route.access === 'guest' ? { security: [{}, { bearer: [] }] } : {}),
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { [MEDIA[route.bodyType ?? 'json']]: { schema: jsonSchema(route.body, 'input') } },
      };
    }
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Homegrown API',
      version: '1',
      description:
        'The neighbourhood garden marketplace. Errors are {"detail": "…"}; validation errors are 422 with a list of {loc, msg, type}.',
    },
    servers: [{ url: serverUrl }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
