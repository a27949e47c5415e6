import { rmSync } from 'node:fs';
import { join } from 'node:path';

/** What `visual/diff/` holds after a run is that run's own: an earlier run's pictures go first. */
export default function clearDiffs() {
  rmSync(join(import.meta.dirname, 'diff'), { recursive: true, force: true });
}
