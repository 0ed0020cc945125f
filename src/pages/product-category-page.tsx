// PLACEHOLDER (issue 3 replaces this file)
export function ProductCategoryPage() {
  return <h1>ProductCategoryPage</h1>;
}
