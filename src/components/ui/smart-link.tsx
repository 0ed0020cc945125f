import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router-dom';

type SmartLinkProps = Omit<ComponentProps<'a'>, 'href' | 'target' | 'rel'> & {
  to: string;
  /** A file or another site: opens in a new tab, and says so to screen readers. */
  external?: boolean;
  children: ReactNode;
};

export const NEW_TAB_HINT = '(opens in a new tab)';

/** A router link for our own pages, or a new-tab link for external files. */
export function SmartLink({ to, external = false, children, ...props }: SmartLinkProps) {
  if (!external) {
    return (
      <Link to={to} {...props}>
        {children}
      </Link>
    );
  }
  return (
    // noopener keeps the new tab from reaching back to this page; noreferrer hides our URL.
    <a href={to} target="_blank" rel="noopener noreferrer" {...props}>
      {children} <span className="sr-only">{NEW_TAB_HINT}</span>
    </a>
  );
}
