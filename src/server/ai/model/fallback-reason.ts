import { APICallError } from 'ai';

/** Why the model's answer was not used, in words for SPEC's 'Using local AI service: {reason}' toast. */
export function fallbackReason(error: unknown, timedOut: boolean): string {
  if (timedOut) return 'the AI model did not answer in time';
  if (error instanceof ModelRefusal) return 'the AI model declined to answer';
  if (APICallError.isInstance(error) && error.statusCode)
    return `the AI model service answered ${error.statusCode}`;
  return 'the AI model service could not be reached';
}

/** The model answered, but with nothing usable: empty, filtered, or without citing any source. */
export class ModelRefusal extends Error {}
