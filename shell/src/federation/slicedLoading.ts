// A remote's start, once its entry script has arrived, is a chain of promises: init the container
// (share-scope negotiation), get the exposed module (its chunks and shared modules), run its
// factory. Chained, they run as one long task that keeps the page from answering input on a slow
// phone. This runtime plugin makes each step wait for a task of its own.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Resolves in a later task, after the browser has had a chance to handle input and paint. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function slicedRemoteLoading(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-sliced-remote-loading',
    async beforeInitContainer(args) {
      await nextTask();
      return args;
    },
    async beforeGetExpose() {
      await nextTask();
    },
    async beforeExecuteFactory() {
      await nextTask();
    },
  };
}
