// PLACEHOLDER (issue 3 replaces this file)
export function ContactPage() {
  return <h1>ContactPage</h1>;
}
