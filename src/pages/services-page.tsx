// PLACEHOLDER (issue 3 replaces this file)
export function ServicesPage() {
  return <h1>ServicesPage</h1>;
}
