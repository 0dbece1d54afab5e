// The part of WebAssembly's API the server uses (pgliteThread.ts). TypeScript declares it in its
// "dom" library only, and the server is no page.
declare namespace WebAssembly {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- opaque: only passed on
  interface Module {}
  function compile(bytes: Uint8Array): Promise<Module>;
}
