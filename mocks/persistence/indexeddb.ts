import { isSnapshot, type Snapshot } from './snapshot';

/**
 * Browser persistence in IndexedDB (never localStorage: the app's logout clears localStorage,
 * which would wipe the fake backend's accounts too).
 */
const DATABASE = 'bidlantern-mock';
const STORE = 'state';
const KEY = 'snapshot';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result as T);
      request.onerror = () => reject(request.error);
    });
  } finally {
    database.close();
  }
}

export async function loadSnapshot(): Promise<Snapshot | null> {
  const value = await withStore<unknown>('readonly', (store) => store.get(KEY));
  return isSnapshot(value) ? value : null;
}

export function saveSnapshot(snapshot: Snapshot): Promise<unknown> {
  return withStore('readwrite', (store) => store.put(snapshot, KEY));
}
