import { Toast as ToastPrimitive } from 'radix-ui';
import { useCallback, useState, type ReactNode } from 'react';
import { toastDurationMs, toastLimit, toastSwipeThresholdPx } from '@client/lib/constants';
import type { ToastText } from '@client/texts/messages';
import { Toast, ToastClose, ToastDescription, ToastTitle, ToastViewport } from './toast';
import { ToastContext } from './use-toast';

type ShownToast = ToastText & { id: number; open: boolean };

let nextToastId = 1;

/**
 * Provides useToast() to its children and renders the notifications. SPEC 9: at most one at a time
 * (a new one replaces the old), 5000 ms each, swipe right past 50 px to dismiss, F8 focuses them.
 */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);

  const showToast = useCallback((text: ToastText) => {
    const id = nextToastId++;
    // Closed toasts stay listed only so their exit animation can finish; a new toast drops them.
    setToasts((shown) =>
      [...shown.filter((toast) => toast.open), { ...text, id, open: true }].slice(-toastLimit),
    );
  }, []);

  const close = (id: number) =>
    setToasts((shown) => shown.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));

  return (
    <ToastContext.Provider value={showToast}>
      <ToastPrimitive.Provider
        duration={toastDurationMs}
        swipeDirection="right"
        swipeThreshold={toastSwipeThresholdPx}
      >
        {children}
        {toasts.map(({ id, open, title, description, destructive }) => (
          <Toast
            key={id}
            open={open}
            variant={destructive ? 'destructive' : 'default'}
            onOpenChange={(nowOpen) => {
              if (!nowOpen) close(id);
            }}
          >
            <div className="grid gap-1">
              <ToastTitle>{title}</ToastTitle>
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            <ToastClose />
          </Toast>
        ))}
        <ToastViewport />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}
