// PLACEHOLDER (issue 4 replaces this file)
import { Outlet } from 'react-router-dom';
export function RequireAuth() {
  return <Outlet />;
}
