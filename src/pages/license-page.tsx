// PLACEHOLDER (issue 3 replaces this file)
export function LicensePage() {
  return <h1>LicensePage</h1>;
}
