import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppShell } from '#features/shell/app-shell.tsx';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: AppShell,
});
