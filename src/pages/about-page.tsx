// PLACEHOLDER (issue 3 replaces this file)
export function AboutPage() {
  return <h1>AboutPage</h1>;
}
