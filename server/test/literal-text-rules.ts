import ts from 'typescript';

/** The words and names the literal-text check (./literal-text.ts) knows: what people read, and what only code does. */

export const LETTER = /\p{L}/u;
/** Two words: what a sentence or a label reads like. */
export const WORDS = /\p{L}{2,}[\s\u00a0]+\p{L}{2,}/u;
/** Lower-case tokens with code punctuation: class lists, selectors, paths, media queries. */
export const CODE_LIKE = /^[a-z0-9\s_\-/.:#[\]=()<>;{},*'"@!?&|+%…]+$/;
export const CODE_MARK = /[-_/.:#[=(@]/;

/** Names every language writes alike. */
export const NAMES = new Set(['Homegrown']);

/** Names given only to what people read. */
export const USER_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'placeholder',
  'title',
  'alt',
  'label',
  'hint',
  'description',
  'heading',
  'legend',
  'caption',
  'message',
  'text',
  'emptyText',
]);
export const USER_SUFFIXES = ['Label', 'Text', 'Title', 'Message', 'Hint', 'Heading'];

export const ERROR_FACTORIES = new Set([
  'badRequest',
  'unauthorized',
  'forbidden',
  'notFound',
  'conflict',
  'tooLarge',
  'unsupportedMedia',
  'unavailable',
  'HttpError',
]);
/** zod's checks that take a message after their bound. */
export const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'gte',
  'lte',
  'gt',
  'lt',
  'refine',
  'nonempty',
  'startsWith',
  'endsWith',
  'includes',
]);
/** Calls whose strings name events, selectors or schema docs. */
export const CODE_CALLS = new Set([
  'querySelector',
  'querySelectorAll',
  'matchMedia',
  'describe',
  'openapi',
  'meta',
  'on',
  'off',
  'once',
  'emit',
  'addEventListener',
  'removeEventListener',
]);

/** A job's failure, kept for operators beside the job. */
export const JOB_OUTCOMES = new Set(['GiveUp', 'RetryLater']);
export const EQUALITY = new Set([
  ts.SyntaxKind.EqualsEqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ts.SyntaxKind.EqualsEqualsToken,
  ts.SyntaxKind.ExclamationEqualsToken,
]);
export const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'log']);
/** Property names whose string is for developers or machines. */
export const CODE_PROPERTIES = new Set([
  'className',
  'class',
  'id',
  'key',
  'type',
  'rel',
  'role',
  'summary',
  'description',
  'operationId',
  'tags',
  'name',
  'kind',
  'method',
  'path',
]);
