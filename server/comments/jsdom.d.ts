// jsdom ships no types, and the server uses one thing of it: a window for DOMPurify (sanitize.ts).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: object;
  }
}
