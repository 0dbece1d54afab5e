import { renderToString } from 'react-dom/server';
import { Suspense } from 'react';
import { lazyPart, preloadLazyParts } from './lazyPart';

function Inner() {
  return <p>the inner part</p>;
}

test('a lazy part declared by another lazy part is loaded too, so the prerendered page has both', async () => {
  let InnerPart: ReturnType<typeof lazyPart> | undefined;
  const Outer = lazyPart(async () => {
    // As a lazy page declares its own lazy parts when its module runs.
    InnerPart ??= lazyPart(async () => ({ default: Inner }));
    const Part = InnerPart;
    return {
      default: () => (
        <section>
          <Suspense fallback={<p>inner loading</p>}>
            <Part />
          </Suspense>
        </section>
      ),
    };
  });
  await preloadLazyParts();
  const html = renderToString(
    <Suspense fallback={<p>outer loading</p>}>
      <Outer />
    </Suspense>,
  );
  expect(html).toContain('the inner part');
  expect(html).not.toContain('loading');
});
