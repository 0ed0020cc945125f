// PLACEHOLDER (issue 3 replaces this file)
export function NotFoundPage() {
  return <h1>NotFoundPage</h1>;
}
