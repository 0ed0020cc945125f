// PLACEHOLDER (issue 3 replaces this file)
export function RouteErrorPage() {
  return <h1>Unexpected Application Error!</h1>;
}
