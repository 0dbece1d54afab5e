// Entry of a production remote's federation-runtime.js (federationRuntime.js:
// standaloneRuntimeConfig): the page that runs the remote alone, on its own origin (QA). It stands
// in for the shell: its federation instance puts the runtime core on the page and provides the
// shared singletons (the remote brings none: docs/releases.md), then it loads the remote's routes
// through its manifest and renders them with the shared providers. The async boundary lets
// federation set up the share scope first.
import('./standaloneHost');
