// Each step of a remote's start waits for a task of its own: the browser can handle a click
// between them, and the step still gets what it was given.
import { slicedRemoteLoading } from './slicedLoading';

type Hook = (args: unknown) => Promise<unknown>;
type Step = 'beforeInitContainer' | 'beforeGetExpose' | 'beforeExecuteFactory';

/** Whether `step` settles before a task queued after it starts. */
async function settlesWithinTheTask(step: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void step.then(() => {
    settled = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  await Promise.resolve();
  const beforeNextTask = settled;
  await new Promise((resolve) => setTimeout(resolve, 0));
  await step;
  return beforeNextTask;
}

describe('slicedRemoteLoading', () => {
  const plugin = slicedRemoteLoading() as unknown as Record<Step, Hook>;

  it.each<Step>(['beforeInitContainer', 'beforeGetExpose', 'beforeExecuteFactory'])(
    '%s waits for a later task',
    async (hook) => {
      expect(await settlesWithinTheTask(plugin[hook]({ id: 'shop/routes' }))).toBe(false);
    },
  );

  it('hands the container options on unchanged (a waterfall hook)', async () => {
    const options = { shareScope: {}, initScope: [], remoteEntryInitOptions: {} };
    await expect(plugin.beforeInitContainer(options)).resolves.toBe(options);
  });
});
