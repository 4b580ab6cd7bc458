import { type RefObject, useEffect, useState } from "react";

/**
 * True once the element has been on screen (and stays true): a map loads its code and tiles
 * only when someone can see it, so a phone showing the list never downloads them.
 */
export function useVisible(ref: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, visible]);
  return visible;
}
