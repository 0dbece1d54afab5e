// Shared with the benchmarks (scripts/chromium.js).
export { TEST_CHROMIUM_ARGS, chromiumPath, CHROMIUM_MISSING_MESSAGE } from '../../scripts/chromium';
