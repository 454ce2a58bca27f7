// After the run: remove the run's data directory (databases and mail outboxes), unless asked to
// keep it with E2E_KEEP_DATA=1.
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && process.env.E2E_DATA_DIR_OWNED && !process.env.E2E_KEEP_DATA)
    rmSync(dir, { recursive: true, force: true });
}
