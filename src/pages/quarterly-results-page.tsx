// PLACEHOLDER (issue 3 replaces this file)
export function QuarterlyResultsPage() {
  return <h1>QuarterlyResultsPage</h1>;
}
