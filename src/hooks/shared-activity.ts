/**
 * The customer's activity shared between the app's tabs (same origin, same browser), so that
 * one idle clock runs for them all: activity in any tab keeps every tab signed in, and the
 * idle sign-out (which signs out every tab) comes only when all of them are idle. Only times
 * cross: never a token or anything else.
 */

const CHANNEL = 'web-banking-activity';
/** A tab tells the others at most this often; its last activity within it follows after. */
export const SHARE_EVERY_MS = 2000;

interface ActivityMessage {
  kind: 'activity';
  at: number;
}

function isActivityMessage(data: unknown): data is ActivityMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { kind, at } = data as Record<string, unknown>;
  return kind === 'activity' && typeof at === 'number' && Number.isFinite(at);
}

export interface SharedActivity {
  /** Tells the other tabs of activity here at `at` (ms): now, or soon (SHARE_EVERY_MS). */
  share(at: number, options?: { now?: boolean }): void;
  stop(): void;
}

/**
 * Joins the tabs' activity: `onRemote` hears the time of each other tab's activity (never later
 * than this tab's clock). Null where the browser has no BroadcastChannel: each tab then keeps
 * its own clock, as before.
 */
export function joinSharedActivity(onRemote: (at: number) => void): SharedActivity | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(CHANNEL);
  channel.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (isActivityMessage(event.data)) onRemote(Math.min(event.data.at, Date.now()));
  });
  let lastSent = Number.NEGATIVE_INFINITY;
  let pending: { at: number; timer: ReturnType<typeof setTimeout> } | null = null;
  const send = (at: number) => {
    lastSent = Date.now();
    channel.postMessage({ kind: 'activity', at } satisfies ActivityMessage);
  };
  return {
    share(at, { now = false } = {}) {
      if (now || Date.now() - lastSent >= SHARE_EVERY_MS) {
        if (pending) clearTimeout(pending.timer);
        pending = null;
        send(at);
        return;
      }
      // Within the window: the latest time goes out at its end, so the others' clocks are
      // never more than SHARE_EVERY_MS behind this tab's.
      if (pending) {
        pending.at = at;
        return;
      }
      const timer = setTimeout(
        () => {
          const latest = pending?.at ?? at;
          pending = null;
          send(latest);
        },
        Math.max(0, lastSent + SHARE_EVERY_MS - Date.now()),
      );
      pending = { at, timer };
    },
    stop() {
      if (pending) clearTimeout(pending.timer);
      pending = null;
      channel.close();
    },
  };
}
