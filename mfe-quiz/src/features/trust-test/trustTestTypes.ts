// The trust test's content (docs/product.md §3: the content file) and the result a visitor sees.
export type TrustLevel = 'trusted' | 'caution' | 'danger';
export type AnswerValue = 'danger' | 'caution' | 'safe';
export type NextStepAction = 'booking' | 'learn' | 'download' | 'alternatives';

export interface TrustTestQuestion {
  id: string;
  question: string;
  description: string;
  answers: { text: string; value: AnswerValue }[];
}

export interface TrustTestResultContent {
  title: string;
  description: string;
  nextSteps: { text: string; action: NextStepAction }[];
}

export interface TrustTestContent {
  title: string;
  subtitle: string;
  description: string;
  questions: TrustTestQuestion[];
  results: Record<TrustLevel, TrustTestResultContent>;
  proReport: { title: string; description: string; cta: { text: string; link: string } };
}

export interface ResultView {
  score: number;
  level: TrustLevel;
  title: string;
  description: string;
  icon: string;
  colours: { background: string; foreground: string; accent: string };
  nextSteps: TrustTestResultContent['nextSteps'];
}
