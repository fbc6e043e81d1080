/**
 * The rubric's version: raise it whenever a change makes the rubric score differently, so every stored
 * analysis is computed again on its next request instead of showing the old scores.
 */
export const rubricVersion = 2;
