import { useCallback, useEffect, useRef } from 'react';
import { promptTypingMs } from '@shared/analyst-chat';

/** SPEC 2 and 9: a suggested prompt is typed into the input one character every 20 ms. */
export function useTypedPrompt(setInput: (text: string) => void) {
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const stop = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const type = useCallback(
    (prompt: string, onDone?: () => void) => {
      stop();
      let typed = 0;
      setInput('');
      timer.current = setInterval(() => {
        typed += 1;
        setInput(prompt.slice(0, typed));
        if (typed >= prompt.length) {
          stop();
          onDone?.();
        }
      }, promptTypingMs);
    },
    [setInput, stop],
  );
  return { type, stop };
}
