import { Outlet, ScrollRestoration } from 'react-router';
import { LoadingBar } from '../components/ui/loading-bar';

/** Wraps every page: the loading bar, and scroll positions restored on back/forward (spec 000 §9). */
export function RootLayout() {
  return (
    <>
      <LoadingBar />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
