import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { baselineDir, storyShots } from './storyShots';

/**
 * After `npm run test:visual -- --update` (VISUAL_UPDATE=1): removes the baselines of stories that no
 * longer exist, so a renamed or deleted story leaves no stale PNG behind.
 */
export default function pruneBaselines(): void {
  if (process.env.VISUAL_UPDATE !== '1') return;
  const current = new Set(storyShots().map((shot) => `${shot.file}.png`));
  let files: string[];
  try {
    files = readdirSync(baselineDir);
  } catch {
    return;
  }
  const stale = files.filter((file) => file.endsWith('.png') && !current.has(file));
  for (const file of stale) rmSync(path.join(baselineDir, file));
  if (stale.length) console.log(`Removed ${stale.length} baseline(s) of stories that no longer exist.`);
}
