/** What other modules may use of the analyst module: the per-person question limit. */
export { assertQuestionAllowed } from './question-limit';
