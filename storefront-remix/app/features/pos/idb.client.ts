// A thin promise wrapper over IndexedDB (no library): one database for the till, a key-value store
// (the cashier, the catalogue) and the queue of sales keyed by their `client_id`.
import type { QueuedSale, QueueStore } from "./queue"

const DB_NAME = "dz-pos"
const VERSION = 1
const KV = "kv"
const SALES = "sales"

let opening: Promise<IDBDatabase> | null = null

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, VERSION)
    req.onupgradeneeded = () => {
      const db = req.result
      if (!db.objectStoreNames.contains(KV)) db.createObjectStore(KV)
      if (!db.objectStoreNames.contains(SALES)) db.createObjectStore(SALES, { keyPath: "client_id" })
    }
    req.onsuccess = () => resolve(req.result)
    req.onerror = () => reject(req.error)
  }).catch((e) => {
    opening = null
    throw e
  })
  return opening
}

function run<T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(store, mode)
        const req = act(tx.objectStore(store))
        // resolved once written for good (the transaction completed), not when the request returned
        tx.oncomplete = () => resolve(req.result)
        tx.onerror = () => reject(tx.error)
        tx.onabort = () => reject(tx.error)
      })
  )
}

export const kv = {
  get: <T>(key: string) => run<T | undefined>(KV, "readonly", (s) => s.get(key) as IDBRequest<T | undefined>),
  set: (key: string, value: unknown) => run(KV, "readwrite", (s) => s.put(value, key)).then(() => undefined),
  del: (key: string) => run(KV, "readwrite", (s) => s.delete(key)).then(() => undefined),
}

export const salesStore: QueueStore & { del(id: string): Promise<void> } = {
  all: () => run<QueuedSale[]>(SALES, "readonly", (s) => s.getAll() as IDBRequest<QueuedSale[]>),
  put: (sale) => run(SALES, "readwrite", (s) => s.put(sale)).then(() => undefined),
  del: (id) => run(SALES, "readwrite", (s) => s.delete(id)).then(() => undefined),
}
