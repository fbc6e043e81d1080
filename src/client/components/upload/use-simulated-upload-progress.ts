import { useCallback, useEffect, useRef, useState } from 'react';
import {
  nextUploadProgress,
  uploadCloseDelayMs,
  uploadProgressDone,
  uploadProgressTickMs,
} from '@shared/upload-progress';

/**
 * SPEC 4 upload flow on SPEC 9's timer: start() climbs towards 85% while the server works; succeed()
 * shows 100% and calls back 800 ms later (the dialog then closes and resets); fail() goes back to 0.
 */
export function useSimulatedUploadProgress() {
  const [value, setValue] = useState(0);
  const ticking = useRef<ReturnType<typeof setInterval>>(undefined);
  const closing = useRef<ReturnType<typeof setTimeout>>(undefined);

  const stop = useCallback(() => {
    clearInterval(ticking.current);
    clearTimeout(closing.current);
  }, []);
  // A dialog closed mid-upload must not keep a timer that sets state after it is gone.
  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    stop();
    setValue(0);
    ticking.current = setInterval(() => setValue(nextUploadProgress), uploadProgressTickMs);
  }, [stop]);

  const succeed = useCallback(
    (afterDelay: () => void) => {
      stop();
      setValue(uploadProgressDone);
      closing.current = setTimeout(() => {
        setValue(0);
        afterDelay();
      }, uploadCloseDelayMs);
    },
    [stop],
  );

  const fail = useCallback(() => {
    stop();
    setValue(0);
  }, [stop]);

  return { value, start, succeed, fail };
}
