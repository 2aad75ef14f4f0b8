// The chat's localStorage for its session and saves, shared so each key has one in-memory copy.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // private mode or blocked storage: the chat still works, it just forgets.
  }
}

// What this page last wrote under a key that storage would not take (blocked, full): the page
// reads its own copy from then on, so its saves still go out and one session serves it.
const unstored = new Map<string, string | null>();

export function read(key: string): string | null {
  if (unstored.has(key)) return unstored.get(key) ?? null;
  try {
    return storage()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function write(key: string, value: string | null) {
  try {
    const store = storage();
    if (!store) throw new Error("storage unavailable");
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
    unstored.delete(key);
  } catch (err) {
    if (!unstored.has(key)) console.warn(`[chat] could not write ${key}; kept in memory`, err);
    unstored.set(key, value);
  }
}
