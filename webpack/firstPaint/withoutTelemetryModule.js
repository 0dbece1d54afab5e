// What the shell runs in place of the collector in withoutTelemetry.js's build: nothing.
const nothing = () => {};
export const reportError = nothing;
export const reportLoaded = nothing;
export const listenToReports = nothing;
export const catchPageErrors = nothing;
export const startTelemetry = nothing;
