// jsdom ships no types; the server uses only a DOM window to sanitise HTML on.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
