import { afterAll, afterEach, expect } from 'vitest';
import { appRouter } from '@app/trpc';
import { watchAnswers } from './answer-contracts.ts';

/** Setup of every API test file (vitest.config.ts): no answer of any procedure, in any test, is changed by its output schema. */
const changed: string[] = [];
watchAnswers(appRouter, changed);

const noAnswerChanged = () => expect(changed.splice(0), 'answers changed by their output schema').toEqual([]);
afterEach(noAnswerChanged);
afterAll(noAnswerChanged);
