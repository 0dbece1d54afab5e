import type { ResultView } from './trustTestTypes';
import { LEVEL_LABELS } from './resultView';
import { quizPaths } from '@site/paths/quiz';

/** docs/product.md §4: a plain-text results file saved under this name. */
export const RESULTS_FILE_NAME = 'AI-Trust-Test-Results.pdf';

export function resultsText(result: ResultView, total: number, site: { brandName: string; siteUrl: string }): string {
  const lines = [
    'AI TRUST TEST RESULTS',
    '',
    `Result: ${result.title}`,
    `Trust level: ${LEVEL_LABELS[result.level]} (score ${result.score} of ${total})`,
    '',
    result.description,
    '',
    'Your next steps:',
    ...result.nextSteps.map((step, index) => `${index + 1}. ${step.text}`),
    '',
    '---',
    `${site.brandName} - ${site.siteUrl}`,
    `Generated on ${new Date().toISOString().slice(0, 10)}. Retake the test any time at ${site.siteUrl}${quizPaths.trustTest}`,
  ];
  return `${lines.join('\n')}\n`;
}

/** Saves the text through a temporary link (no request is made). */
export function downloadResults(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RESULTS_FILE_NAME;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
