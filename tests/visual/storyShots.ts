import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The built catalog the visual tests shoot (`STORYBOOK_OUT`, as for `npm run test:storybook`). */
export const storybookOut = process.env.STORYBOOK_OUT ?? 'storybook-static';

/** Where the config's web server serves it (VISUAL_PORT lets several runs happen side by side). */
export const visualPort = Number(process.env.VISUAL_PORT ?? 6107);
export const storybookUrl = `http://127.0.0.1:${visualPort}`;

/** Where the baselines live, committed; one PNG per shot, named after the story id. */
export const baselineDir = path.join('tests', 'visual', '__screenshots__');

/** The two widths every key screen is shot at: a laptop and a small phone. */
export const SCREEN_SIZES = [
  { width: 1280, height: 800 },
  { width: 360, height: 780 },
] as const;

/** Every other story is shot at the test-runner's window unless it asks for a viewport of its own. */
export const COMPONENT_SIZE = { width: 1280, height: 720 } as const;

/**
 * The other states of whole screens (stories with the 'fullscreen' layout and no viewport of their own)
 * are shot on a phone: a phone is where screens break first, and a phone-sized shot is a third of a
 * laptop's, which keeps some 500 baselines within 20 MB. Their key state is also shot at 1280.
 */
export const SCREEN_STATE_SIZE = SCREEN_SIZES[1];

/**
 * The key screens, one story each (its main state), shot at both SCREEN_SIZES: the screens a designer
 * reviews first. Their other states are shot once, like every story. A story id missing from the
 * catalog fails the run, so this list cannot go stale unseen.
 */
export const KEY_SCREEN_STORIES = [
  'features-bids-dashboard--essentials',
  'features-bids-bid-summary--summary',
  'features-bids-tracked-bids--followed',
  'features-payments-plan-choice--plans',
  'features-payments-payment--card-form',
  'features-auth-login--empty',
  'features-onboarding-register--empty',
  'features-onboarding-company-build--empty',
  'features-onboarding-email-verification--empty',
  'features-onboarding-geographic-coverage--empty',
  'features-onboarding-industry-categories--empty',
  'features-onboarding-extra-data--empty',
  'features-onboarding-insurance-help-our-ai--empty',
  'features-profile-my-plans--starter',
  'app-account-area--profile',
  'features-admin-console--administrator',
  'features-admin-overview--figures',
  'features-admin-scrapers--all-scrapers',
  'features-admin-logs--first-page',
  'features-admin-users--all-users',
];

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  importPath: string;
}

export interface StoryShot {
  storyId: string;
  /** "Title › Name", as the catalog's sidebar shows it. */
  label: string;
  /** The baseline's file name without `.png`. */
  file: string;
  /** The story's file, as the catalog's index names it. */
  importPath: string;
  /** Set for key screens: the window's size; the shot is the whole window. */
  screenSize?: (typeof SCREEN_SIZES)[number];
}

function readIndex(): IndexEntry[] {
  const file = path.join(storybookOut, 'index.json');
  try {
    return Object.values(
      (JSON.parse(readFileSync(file, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
    );
  } catch (error) {
    throw new Error(
      `No built catalog at ${file}: run \`npm run test:visual\` (it builds one) or \`npx storybook build -o ${storybookOut}\` first.`,
      { cause: error },
    );
  }
}

/** Every story in the built catalog (docs pages left out), and each key screen once per width. */
export function storyShots(): StoryShot[] {
  const stories = readIndex().filter((entry) => entry.type === 'story');
  const ids = new Set(stories.map((entry) => entry.id));
  const gone = KEY_SCREEN_STORIES.filter((id) => !ids.has(id));
  if (gone.length)
    throw new Error(
      `Key screen stories not in the catalog: ${gone.join(', ')} (tests/visual/storyShots.ts lists them).`,
    );
  const keyScreens = new Set(KEY_SCREEN_STORIES);
  return stories.flatMap((entry): StoryShot[] => {
    const label = `${entry.title} › ${entry.name}`;
    const { importPath } = entry;
    if (!keyScreens.has(entry.id)) return [{ storyId: entry.id, label, file: entry.id, importPath }];
    return SCREEN_SIZES.map((screenSize) => ({
      storyId: entry.id,
      label: `${label} @${screenSize.width}`,
      file: `${entry.id}--${screenSize.width}`,
      importPath,
      screenSize,
    }));
  });
}
