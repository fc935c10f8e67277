import { Outlet, createFileRoute } from '@tanstack/react-router';

/** The guarded admin tree; the identity check comes with the admin issue. */
export const Route = createFileRoute('/admin/_guard')({
  component: () => <Outlet />,
});
