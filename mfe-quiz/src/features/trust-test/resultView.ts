import type { DefaultTheme } from 'styled-components';
import type { ResultView, TrustLevel, TrustTestContent } from './trustTestTypes';
import type { IconName } from '@site/shared/ui';
import { scoreTrustTest } from './scoring';
import type { AnswerValue } from './trustTestTypes';

export const LEVEL_LABELS = { trusted: 'Trusted', caution: 'Caution', danger: 'Danger' } as const satisfies Record<
  TrustLevel,
  string
>;

const ICONS: Record<TrustLevel, IconName> = { trusted: 'shield', caution: 'alert', danger: 'alert' };

/** The result screen's data (docs/product.md §3 Result view) for a set of answers. */
export function buildResultView(
  content: TrustTestContent,
  answers: readonly AnswerValue[],
  theme: DefaultTheme,
): ResultView {
  const { level, score } = scoreTrustTest(answers);
  const result = content.results[level];
  const colours = {
    trusted: {
      background: theme.colors.successSoft,
      foreground: theme.colors.foreground,
      accent: theme.colors.success,
    },
    caution: {
      background: theme.colors.warningSoft,
      foreground: theme.colors.foreground,
      accent: theme.colors.warning,
    },
    danger: {
      background: theme.colors.dangerSoft,
      foreground: theme.colors.foreground,
      accent: theme.colors.destructive,
    },
  }[level];
  return {
    score,
    level,
    title: result.title,
    description: result.description,
    icon: ICONS[level],
    colours,
    nextSteps: result.nextSteps,
  };
}
