// PLACEHOLDER (issue 3 replaces this file)
export function Navbar() {
  return <nav aria-label="Main" className="fixed inset-x-0 top-0 h-16 bg-white" />;
}
