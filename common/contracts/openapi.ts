import { z } from 'zod';
import { defineContracts } from './contract';

/** What /openapi.json answers: an OpenAPI 3.1 document, described by the standard itself. */
const documentSchema = z.record(z.string(), z.unknown());

/** The API document, as JSON and as a readable page. */
export const openApiContracts = defineContracts('operations', {
  document: {
    method: 'GET',
    path: '/openapi.json',
    summary: 'This document',
    response: documentSchema,
  },
  docs: {
    method: 'GET',
    path: '/docs',
    summary: 'This document as a readable page',
    produces: 'text/html',
  },
});
