import { z } from 'zod';
import type { Operation } from './operation';

type Json = Record<string, unknown>;

function jsonSchema(schema: z.ZodType): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as Json;
  return rest;
}

function parameters(op: Operation): Json[] {
  const params: Json[] = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: m[1] === 'provider' ? 'string' : 'integer' },
  }));
  if (op.query) {
    const schema = jsonSchema(op.query) as {
      properties?: Record<string, Json>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      params.push({
        name,
        in: 'query',
        required: schema.required?.includes(name) ?? false,
        schema: property,
      });
    }
  }
  return params;
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

/** The OpenAPI 3.1 document of every operation. */
export function openApiDocument(operations: Operation[], serverUrl: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const op of operations) {
    const responses: Record<string, Json> = {
      [String(op.status ?? 200)]: { description: op.returns },
      default: { description: 'An error', content: { 'application/json': { schema: errorBody } } },
    };
    if (op.auth === 'required')
      responses['401'] = { description: 'Not signed in or the token is no longer valid' };
    if (op.body || op.query)
      responses['422'] = { description: 'Validation failed; detail lists each problem' };
    const operation: Json = {
      summary: op.summary,
      tags: [op.tag],
      operationId: `${op.method.toLowerCase()}${op.path.replace(/[{}]/g, '').replace(/[^A-Za-z0-9]+(.)?/g, (_m, c?: string) => (c ? c.toUpperCase() : ''))}`,
      parameters: parameters(op),
      responses,
      ...(op.auth === 'none'
        ? { security: [] }
        : op.auth === 'optional'
          ? { security: [{}, { bearer: [] }] }
          : {}),
    };
    if (op.body) {
      operation.requestBody = {
        required: true,
        content: { [MEDIA[op.bodyType ?? 'json']]: { schema: jsonSchema(op.body) } },
      };
    }
    paths[op.path] ??= {};
    paths[op.path]![op.method.toLowerCase()] = operation;
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
