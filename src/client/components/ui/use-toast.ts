import { createContext, useContext } from 'react';
import type { ToastText } from '@client/texts/messages';

type ShowToast = (text: ToastText) => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** The function that shows a SPEC 8 toast; only works under <Toaster>, which is a developer error to forget. */
export function useToast(): ShowToast {
  const showToast = useContext(ToastContext);
  if (!showToast) throw new Error('useToast must be used within <Toaster>');
  return showToast;
}
