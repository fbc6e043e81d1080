import { mobileBreakpointPx } from '@client/lib/constants';
import { useMediaQuery } from './use-media-query';

/** SPEC 9: below 768 px wide the layout switches to the mobile drawer. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${mobileBreakpointPx - 0.02}px)`);
}
