/**
 * SPEC 4 and 9: the upload dialog's simulated progress. The server answers once, at the end, so the bar
 * moves on a timer instead: every 300 ms +4 up to 20%, +2 up to 70%, +0.5 up to 85%, then it holds at
 * 85% until the answer; success shows 100% and closes the dialog 800 ms later; failure goes back to 0.
 */
export const uploadProgressTickMs = 300;
export const uploadCloseDelayMs = 800;
export const uploadProgressHold = 85;
export const uploadProgressDone = 100;

const stages = [
  { upTo: 20, step: 4 },
  { upTo: 70, step: 2 },
  { upTo: uploadProgressHold, step: 0.5 },
] as const;

/** The value after one more tick; stays at the hold value once reached. */
export function nextUploadProgress(current: number): number {
  const stage = stages.find(({ upTo }) => current < upTo);
  return stage ? Math.min(current + stage.step, stage.upTo) : current;
}
