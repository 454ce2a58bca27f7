// The downloads under way (files the server streams, exports above all): what each is, how far it
// has come, and how to stop it. DownloadProgress shows them; downloadFile keeps them current.
import { create } from 'zustand';

export interface ActiveDownload {
  id: number;
  name: string;
  /** Rows the server said the file holds (X-Total-Rows), when it said. */
  rows: number | null;
  received: number;
  /** Bytes in all (Content-Length), when the server knew them up front. */
  total: number | null;
  cancel: () => void;
}

interface DownloadsState {
  active: ActiveDownload[];
  start(download: Omit<ActiveDownload, 'id' | 'received' | 'rows' | 'total'>): number;
  update(id: number, change: Partial<Omit<ActiveDownload, 'id' | 'cancel'>>): void;
  finish(id: number): void;
}

let nextId = 1;

export const useDownloads = create<DownloadsState>((set) => ({
  active: [],
  start: (download) => {
    const id = nextId++;
    set((s) => ({ active: [...s.active, { ...download, id, received: 0, rows: null, total: null }] }));
    return id;
  },
  update: (id, change) =>
    set((s) => ({ active: s.active.map((d) => (d.id === id ? { ...d, ...change } : d)) })),
  finish: (id) => set((s) => ({ active: s.active.filter((d) => d.id !== id) })),
}));
