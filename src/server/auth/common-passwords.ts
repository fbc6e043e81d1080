import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../errors';

export const commonPasswordMessage =
  'This password is on a list of common passwords that attackers try first. Please choose another.';

// zxcvbn-ts ships its list of about 49,000 common passwords with the package: nothing is fetched.
const matcher = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/**
 * True when the whole password is one of the common passwords, in any case, reversed or with the usual
 * letter-for-symbol swaps ('P@ssword123'). A common word inside a longer password is not refused: NIST SP
 * 800-63B asks for a blocklist check, not composition rules.
 */
export function isCommonPassword(password: string): boolean {
  const { sequence } = matcher.check(password);
  return (
    sequence.length === 1 &&
    sequence[0].pattern === 'dictionary' &&
    sequence[0].dictionaryName === 'passwords-common' &&
    sequence[0].token.length === password.length
  );
}

/** Throws the 400 that a form shows under its password field when a new password is common. */
export function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password))
    throw new AppError('bad_request', commonPasswordMessage, { password: [commonPasswordMessage] });
}
