import { useEffect, useReducer } from 'react';
import { usePrerenderedContent } from '@site/shared/seo';
import { parseTrustTestContent } from './contentSchema';
import { fallbackContent } from './fallbackContent';
import { CONTENT_URL, loadTrustTestContent } from './loadContent';
import { initialTrustTestState, trustTestReducer } from './trustTestReducer';

/**
 * The quiz's state with its content loaded. A first visit's HTML carries the content file as
 * built: question 1 shows at once. Reached by a link inside the site, the page shows its loading
 * state until the file arrives.
 */
export function useTrustTest() {
  const embedded = usePrerenderedContent(CONTENT_URL);
  const [state, dispatch] = useReducer(trustTestReducer, embedded, (text) => {
    const parsed = text === undefined ? null : parseTrustTestContent(text);
    return initialTrustTestState({ embedded: parsed?.ok ? parsed.content : null, fallback: fallbackContent });
  });

  useEffect(() => {
    let active = true;
    void loadTrustTestContent().then((loaded) => {
      if (active) dispatch({ type: 'loaded', loaded });
    });
    return () => {
      active = false;
    };
  }, []);

  return [state, dispatch] as const;
}
