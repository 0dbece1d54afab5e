export const REMOTE_NAMES = ['marketing', 'shop', 'account', 'cadence', 'quiz'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What a visitor reads when a section cannot be loaded. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  marketing: 'This page',
  shop: 'The shop',
  account: 'Your account area',
  cadence: 'The Cadence section',
  quiz: 'The AI trust test',
};
