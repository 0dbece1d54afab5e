// Entry of a remote's federation-runtime.js (federationRuntime.js: standaloneRuntimeConfig). Empty
// on purpose: the federation plugin starts the container's runtime, whose runtime plugin provides
// the runtime core to the page.
