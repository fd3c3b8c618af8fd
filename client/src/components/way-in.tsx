import { returnState } from '@client/lib/return-to';
import { paths } from '@client/paths';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from './button';

/**
 * Where a member would message or befriend someone, a guest is asked to sign up instead; both
 * links bring them back to this page, tab and all, once they are in (docs/product.md §2.3).
 */
export function SignUpLink({
  children,
  variant = 'primary',
  small,
  block,
}: {
  children: ReactNode;
  variant?: 'primary' | 'secondary';
  small?: boolean;
  block?: boolean;
}) {
  const location = useLocation();
  return (
    <Link
      to={paths.register}
      state={returnState(location)}
      className={buttonClass(variant, { small, block })}
    >
      {children}
    </Link>
  );
}

/** The log-in form, for a guest who already has an account, back to this page afterwards. */
export function LogInLink({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <Link to={paths.login} state={returnState(location)}>
      {children}
    </Link>
  );
}
