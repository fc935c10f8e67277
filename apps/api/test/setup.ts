import { afterAll, afterEach, expect } from 'vitest';
import { appRouter } from '@app/trpc';
import { watchAnswers } from './answer-contracts.ts';
import { answeredStatuses, undocumentedStatuses } from './answered-statuses.ts';
import { buildOpenApiDocument } from '../src/rest/openapi/document.ts';
import { SESSION_COOKIE } from '../src/app.ts';

/**
 * Setup of every API test file (vitest.config.ts): no answer of any procedure, in any test, is
 * changed by its output schema; and no REST path answers a status its OpenAPI operation does not list.
 */
const changed: string[] = [];
watchAnswers(appRouter, changed);

const noAnswerChanged = () => expect(changed.splice(0), 'answers changed by their output schema').toEqual([]);
afterEach(noAnswerChanged);
afterAll(noAnswerChanged);

afterAll(() => {
  if (answeredStatuses.size === 0) return;
  const document = buildOpenApiDocument({ sessionCookie: SESSION_COOKIE });
  expect(
    undocumentedStatuses(answeredStatuses, document),
    'statuses answered that the OpenAPI document does not list (declare them in the procedure’s .meta())',
  ).toEqual([]);
});
