// Fails the test whose requests got an answer that does not match the OpenAPI document.
import { afterAll, afterEach } from 'vitest';
import { takeMismatches } from './response-check';

function failOnMismatches() {
  const mismatches = takeMismatches();
  if (mismatches.length)
    throw new Error(`Answers that do not match the OpenAPI document:\n${mismatches.join('\n')}`);
}

afterEach(failOnMismatches);
afterAll(failOnMismatches);
