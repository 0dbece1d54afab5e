import type { AnswerValue, TrustTestContent } from './trustTestTypes';
import type { LoadedContent } from './loadContent';

type TrustTestStage = 'loading' | 'question' | 'result';

export interface TrustTestState {
  /** The content shown; while loading, the built-in copy lends the page its title. */
  content: TrustTestContent;
  stage: TrustTestStage;
  /** The question shown (0-based). */
  index: number;
  /** The index of the chosen answer per question (two answers can share a value). */
  choices: number[];
  /** The visitor has answered, gone back or restarted: focus follows, and the content stays. */
  acted: boolean;
}

export type TrustTestAction =
  | { type: 'loaded'; loaded: LoadedContent }
  | { type: 'answer'; choice: number }
  | { type: 'back' }
  | { type: 'restart' };

/** Question 1 at once with content in hand (a first visit's embedded copy), else loading. */
export function initialTrustTestState({
  embedded,
  fallback,
}: {
  embedded: TrustTestContent | null;
  fallback: TrustTestContent;
}): TrustTestState {
  return {
    content: embedded ?? fallback,
    stage: embedded ? 'question' : 'loading',
    index: 0,
    choices: [],
    acted: false,
  };
}

/** docs/product.md §5 Trust test: loading, questions 1 to N (each answer advances), result, and again. */
export function trustTestReducer(state: TrustTestState, action: TrustTestAction): TrustTestState {
  switch (action.type) {
    case 'loaded': {
      const { content, source } = action.loaded;
      if (state.stage === 'loading') return { ...state, content, stage: 'question' };
      // The page started from the embedded copy: take a newer file (a content redeploy) only
      // before the visitor has answered, and never swap it for the built-in fallback.
      if (source === 'file' && !state.acted && JSON.stringify(content) !== JSON.stringify(state.content)) {
        return { ...state, content };
      }
      return state;
    }
    case 'answer': {
      if (state.stage !== 'question') return state;
      const choices = [...state.choices];
      choices[state.index] = action.choice;
      const last = state.index + 1 >= state.content.questions.length;
      return last
        ? { ...state, choices, stage: 'result', acted: true }
        : { ...state, choices, index: state.index + 1, acted: true };
    }
    case 'back':
      return { ...state, index: Math.max(0, state.index - 1), acted: true };
    case 'restart':
      return { ...state, choices: [], index: 0, stage: 'question', acted: true };
  }
}

/** The values of the chosen answers, in question order, for scoring. */
export function chosenAnswers(content: TrustTestContent, choices: readonly number[]): AnswerValue[] {
  return choices
    .map((choice, q) => content.questions[q]?.answers[choice]?.value)
    .filter((value): value is AnswerValue => value !== undefined);
}
