"use client";

import { useEffect, useRef, useState } from "react";

export interface KeyedAnswer<A> {
  /** The answer about the current key, or null while it is being asked for (or no key). */
  answer: A | null;
  checking: boolean;
  /** Asks again, forgetting what was known of this key. */
  recheck(): void;
}

/**
 * The server's answer about `key` (a stay's dates, a date and a party), asked for whenever
 * the key changes; a question no longer current is aborted. Answers `keep` accepts are
 * remembered, and so is `initial`, the answer the server rendered.
 */
export function useKeyedAnswer<A extends { key: string }>(
  key: string | null,
  initial: A | null,
  ask: (key: string, signal: AbortSignal) => Promise<A>,
  keep: (answer: A) => boolean,
): KeyedAnswer<A> {
  const [answer, setAnswer] = useState<A | null>(initial);
  const [attempt, setAttempt] = useState(0);
  const known = useRef(new Map<string, A>(initial ? [[initial.key, initial]] : []));
  const latest = useRef({ ask, keep });
  useEffect(() => {
    latest.current = { ask, keep };
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again on recheck()
  useEffect(() => {
    if (!key) return;
    const remembered = known.current.get(key);
    if (remembered) {
      setAnswer(remembered);
      return;
    }
    const controller = new AbortController();
    void latest.current.ask(key, controller.signal).then((next) => {
      if (controller.signal.aborted) return;
      if (latest.current.keep(next)) known.current.set(key, next);
      setAnswer(next);
    });
    return () => controller.abort();
  }, [key, attempt]);

  const current = answer && answer.key === key ? answer : null;
  return {
    answer: current,
    checking: key !== null && current === null,
    recheck() {
      if (key) known.current.delete(key);
      setAnswer(null);
      setAttempt((value) => value + 1);
    },
  };
}
