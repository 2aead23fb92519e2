import type { MouseEventHandler, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

interface NavLinkState {
  isActive: boolean;
}

export interface NavLinkProps {
  to: string;
  className: string | ((state: NavLinkState) => string);
  children: ReactNode | ((state: NavLinkState) => ReactNode);
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  'aria-label'?: string;
  /** A page under `to` that is another entry's section (Me is not current on Notifications). */
  activeExcept?: string;
}

/** Whether a navigation entry is the current section: its own page or any page under it. */
export function isSectionActive(pathname: string, to: string): boolean {
  const section = to.toLowerCase().replace(/\/+$/, '');
  const here = pathname.toLowerCase();
  return here === section || here.startsWith(`${section}/`);
}

/**
 * A link of the navigation bars that knows whether its section is the current one: it says so
 * with `aria-current="page"` and lets the bar style it.
 */
export function NavLink({ to, className, children, activeExcept, ...rest }: NavLinkProps) {
  const [pathname] = useLocation();
  const state = {
    isActive:
      isSectionActive(pathname, to) &&
      !(activeExcept !== undefined && isSectionActive(pathname, activeExcept)),
  };
  return (
    <Link
      to={to}
      aria-current={state.isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className(state) : className}
      {...rest}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
