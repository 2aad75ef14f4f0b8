// A circuit in front of the shared page cache: after a lookup fails (a frozen or lost Redis
// times out), pages skip it at once, a background ping tries it every few seconds, and it is
// used again once the tags expired meanwhile have been expired there too.

/** @template {{ name: string, get: Function, set: Function, revalidateTag: Function, delete?: Function }} H
 * @param {H} handler @param {{ probe: () => Promise<unknown>, probeEveryMs?: number, onChange?: (open: boolean, why?: string) => void }} options */
export function withBreaker(handler, { probe, probeEveryMs = 2_000, onChange = () => {} }) {
  let open = false;
  /** Tags expired while the circuit was open. */
  const missed = new Set();

  /** Closes only once Redis answers and knows every tag it missed. */
  async function tryToClose() {
    await probe();
    for (const tag of [...missed]) {
      await handler.revalidateTag(tag);
      missed.delete(tag);
    }
    open = false;
    onChange(false);
  }

  function tryLater() {
    setTimeout(() => {
      tryToClose().catch(tryLater);
    }, probeEveryMs).unref();
  }

  /** @param {unknown} err */
  function trip(err) {
    if (open) return;
    open = true;
    onChange(true, err instanceof Error ? err.message : String(err));
    tryLater();
  }

  return {
    name: `${handler.name} (with breaker)`,
    isOpen: () => open,
    /** @param {string} key @param {unknown} meta */
    async get(key, meta) {
      if (open) return null;
      try {
        return await handler.get(key, meta);
      } catch (err) {
        trip(err);
        return null;
      }
    },
    /** @param {string} key @param {unknown} value @param {unknown} ctx */
    async set(key, value, ctx) {
      if (open) return;
      await handler.set(key, value, ctx).catch(trip);
    },
    /** @param {string} tag */
    async revalidateTag(tag) {
      if (open) {
        missed.add(tag);
        return;
      }
      await handler.revalidateTag(tag).catch((err) => {
        missed.add(tag);
        trip(err);
      });
    },
    /** @param {string} key */
    async delete(key) {
      if (open) return;
      await handler.delete?.(key).catch(trip);
    },
  };
}
