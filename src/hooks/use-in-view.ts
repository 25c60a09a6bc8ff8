import { useCallback, useEffect, useState } from 'react';

/**
 * Whether an element has come into the viewport (or within `margin` of it), for work that only
 * what the customer can see needs: the ref callback goes on the element, and the answer stays
 * true once it has been. Without IntersectionObserver it is true at once, so nothing depends on
 * it being there.
 */
export function useInView(margin = '0px'): [boolean, (element: Element | null) => void] {
  const [element, setElement] = useState<Element | null>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, margin, seen]);
  const ref = useCallback((node: Element | null) => setElement(node), []);
  return [seen, ref];
}
