// PLACEHOLDER (issue 4 replaces this file)
export function DashboardPage() {
  return <h1>Dashboard</h1>;
}
