// Shared with the benchmarks (scripts/chromium.js).
export { TEST_CHROMIUM_ARGS, testChromiumPath, CHROMIUM_MISSING_MESSAGE } from '../../scripts/chromium';
