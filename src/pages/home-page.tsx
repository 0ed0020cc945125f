// PLACEHOLDER (issue 3 replaces this file)
export function HomePage() {
  return <h1>HomePage</h1>;
}
