// PLACEHOLDER (issue 3 replaces this file)
export function DisclosureRegulationPage() {
  return <h1>DisclosureRegulationPage</h1>;
}
