// PLACEHOLDER (issue 3 replaces this file)
export function Footer() {
  return <footer />;
}
