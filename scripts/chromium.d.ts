export const CHROMIUM_ARGS: string[];
export const TEST_CHROMIUM_ARGS: string[];
export function chromiumPath(): string | null;
export function testChromiumPath(): string | null;
export const CHROMIUM_MISSING_MESSAGE: string;
