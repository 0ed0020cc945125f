/**
 * React's hydration and Suspense errors: the browser could not take over the prerendered HTML as
 * it was and threw part or all of it away (the page flashes, moves, or loses what the visitor
 * typed). Production builds report them by number, development builds by text; both are listed,
 * from React's own table (facebook/react, scripts/error-codes/codes.json):
 *   418 the server's HTML or text did not match the client's;
 *   419 the server could not finish a Suspense boundary;
 *   421 a boundary received an update before it finished hydrating;
 *   422, 423 an error while hydrating, recovered by rendering a boundary or the whole root afresh;
 *   424 the root received an update before anything could hydrate;
 *   425 text content did not match (React 18's wording, kept in case of a downgrade).
 * React 19 reports them through window.reportError (an uncaught error) or console.error.
 */
const HYDRATION_ERRORS: readonly RegExp[] = [
  /Minified React error #(418|419|42[1-5])\b/,
  /Hydration failed because the server rendered/,
  /The server could not finish this Suspense boundary/,
  /This Suspense boundary received an update before it finished hydrating/,
  /There was an error while hydrating/,
  /This root received an early update, before anything was able hydrate/,
  /Text content does not match server-rendered HTML/,
  /A tree hydrated but some attributes of the server rendered HTML didn't match/,
];

export function isHydrationError(message: string): boolean {
  return HYDRATION_ERRORS.some((pattern) => pattern.test(message));
}
