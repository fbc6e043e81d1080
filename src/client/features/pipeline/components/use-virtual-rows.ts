import { useEffect, useRef, useState, type RefObject } from 'react';

type VisibleRange = { firstVisible: number; visibleCount: number };

type VirtualRows<Element> = {
  /** The scroll container. */
  containerRef: RefObject<Element | null>;
  /** Rows [start, end) are rendered; the paddings stand in for the rows above and below. */
  start: number;
  end: number;
  paddingTop: number;
  paddingBottom: number;
};

/**
 * Windowing for a list of fixed-height rows in a scroll container: only the rows in view, plus
 * `overscan` on each side, are rendered, so 10,000 investments cost as much as a screenful.
 */
export function useVirtualRows<Element extends HTMLElement>({
  count,
  rowHeight,
  overscan = 8,
}: {
  count: number;
  rowHeight: number;
  overscan?: number;
}): VirtualRows<Element> {
  const containerRef = useRef<Element>(null);
  // Until the container is measured, assume it is as tall as the window: enough rows for any layout.
  const [view, setView] = useState<VisibleRange>(() => ({
    firstVisible: 0,
    visibleCount: Math.ceil(window.innerHeight / rowHeight),
  }));

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const measure = () => {
      const next = {
        firstVisible: Math.floor(container.scrollTop / rowHeight),
        visibleCount: Math.ceil(container.clientHeight / rowHeight) + 1,
      };
      // Scrolling within a row changes nothing rendered, so keep the same state and skip the render.
      setView((current) =>
        current.firstVisible === next.firstVisible && current.visibleCount === next.visibleCount
          ? current
          : next,
      );
    };
    container.addEventListener('scroll', measure, { passive: true });
    // The observer also reports the first size as soon as it starts observing.
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => {
      container.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [rowHeight]);

  const start = Math.min(count, Math.max(0, view.firstVisible - overscan));
  const end = Math.min(count, view.firstVisible + view.visibleCount + overscan);
  return {
    containerRef,
    start,
    end,
    paddingTop: start * rowHeight,
    paddingBottom: (count - end) * rowHeight,
  };
}
