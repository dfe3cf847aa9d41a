import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ApiError } from '../../api/http.ts';

/**
 * Spec section 8: a 403 on a course (or its lessons) sends the user to the course's purchase
 * page, in place of the page they could not open. Answers whether it is redirecting.
 */
export function useBuyRedirect(productId: string, ...errors: unknown[]): boolean {
  const navigate = useNavigate();
  const forbidden = errors.some((error) => error instanceof ApiError && error.status === 403);
  useEffect(() => {
    if (forbidden) void navigate({ to: '/buy/$productId', params: { productId }, replace: true });
  }, [forbidden, navigate, productId]);
  return forbidden;
}
