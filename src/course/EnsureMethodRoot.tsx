import { useContext, type ReactNode } from 'react';
import { MethodRoot } from './MethodRoot';
import { MethodRootContext } from './methodRootContext';

/** Renders children inside a `.method-player` root unless one is already above them. */
export function EnsureMethodRoot({ children }: { children: ReactNode }) {
  const inRoot = useContext(MethodRootContext);
  return inRoot ? <>{children}</> : <MethodRoot>{children}</MethodRoot>;
}
