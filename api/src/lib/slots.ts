// A counting semaphore: at most `size` holders at once (browser pages, upload chunk writes); the
// rest wait in order.
export class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];

  constructor(size: number) {
    this.free = size;
  }

  async acquire(): Promise<void> {
    if (this.free > 0) {
      this.free -= 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.free += 1;
  }
}

/** Runs `work` once a slot is free, and frees it after, whatever `work` does. */
export async function inSlot<T>(slots: Slots, work: () => Promise<T>): Promise<T> {
  await slots.acquire();
  try {
    return await work();
  } finally {
    slots.release();
  }
}
