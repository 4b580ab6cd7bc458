// This process's stop (SIGTERM or SIGINT). From then on the health check answers 503 and no
// maintenance run starts; the work already running is waited for before the server exits.
// Kept on globalThis: the server (scripts/server.mjs), the start-up and the routes each see
// their own copy of this module.

interface ShutdownState {
  stopping: boolean;
  running: Set<Promise<unknown>>;
}

const globalKey = Symbol.for("akwaaba.shutdown");

function state(): ShutdownState {
  const holder = globalThis as Record<symbol, ShutdownState | undefined>;
  holder[globalKey] ??= { stopping: false, running: new Set() };
  return holder[globalKey];
}

export function shuttingDown(): boolean {
  return state().stopping;
}

/** Starts `work` unless the process is stopping (then null); a stop waits for it to settle. */
export function unlessShuttingDown<T>(work: () => Promise<T>): Promise<T> | null {
  const { stopping, running } = state();
  if (stopping) return null;
  const started = work();
  const settled = started.then(
    () => {},
    () => {},
  );
  running.add(settled);
  void settled.then(() => running.delete(settled));
  return started;
}

/** Marks the process as stopping; resolves once the work started before has settled. */
export async function beginShutdown(): Promise<void> {
  const current = state();
  current.stopping = true;
  await Promise.all(current.running);
}
