/**
 * The part of jsdom (a devDependency, which ships no types of its own) that node-environment
 * tests use: a window whose DOMParser reads XML as a browser does.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
