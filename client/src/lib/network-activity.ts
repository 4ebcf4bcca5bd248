// A global count of network operations in flight, for the loading bar. `networkActivityLink`
// (apollo/network-activity-link.ts) feeds it from Apollo; anything else that goes to the network can call
// `track(promise)`. No Apollo code here: the loading bar of the signed-out pages imports this file.

export interface ActivitySnapshot {
  /** Operations running now. */
  inFlight: number;
  /** Operations started since the last idle moment (the busy period's size). */
  started: number;
  /** Of those, how many have ended. */
  finished: number;
}

const IDLE: ActivitySnapshot = { inFlight: 0, started: 0, finished: 0 };

/** The next snapshot after one operation starts or ends; a busy period resets once everything ended. */
export function nextActivity(current: ActivitySnapshot, event: 'start' | 'end'): ActivitySnapshot {
  if (event === 'start') {
    return { inFlight: current.inFlight + 1, started: current.started + 1, finished: current.finished };
  }
  const inFlight = Math.max(0, current.inFlight - 1);
  if (inFlight === 0) return IDLE;
  return { inFlight, started: current.started, finished: current.finished + 1 };
}

/** Percent done of a busy period: finished of started, never 0 (the bar must show) nor 100 (not done). */
export function activityProgress({ started, finished }: ActivitySnapshot): number {
  if (started === 0) return 0;
  return Math.min(90, Math.max(10, Math.round((finished / started) * 100)));
}

let snapshot: ActivitySnapshot = IDLE;
const listeners = new Set<() => void>();
let notifying = false;

/**
 * Counts the event at once and tells the listeners after the current task's synchronous work. A query
 * can start while a component renders (Apollo Client subscribing a useQuery); a listener called there
 * would update the loading bar in the middle of another component's render, which React refuses
 * ("Cannot update a component while rendering a different component").
 */
function emit(event: 'start' | 'end') {
  snapshot = nextActivity(snapshot, event);
  if (notifying) return;
  notifying = true;
  queueMicrotask(() => {
    notifying = false;
    listeners.forEach((listener) => listener());
  });
}

export const networkActivity = {
  /** Marks one operation started; answers the function that marks it ended (safe to call twice). */
  begin(): () => void {
    emit('start');
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      emit('end');
    };
  },
  /** Counts `promise` while it runs. */
  track<T>(promise: Promise<T>): Promise<T> {
    const end = networkActivity.begin();
    return promise.finally(end);
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: (): ActivitySnapshot => snapshot,
};
