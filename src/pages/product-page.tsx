// PLACEHOLDER (issue 3 replaces this file)
export function ProductPage() {
  return <h1>ProductPage</h1>;
}
