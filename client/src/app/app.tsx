import { Suspense } from 'react';
import { RouterProvider } from 'react-router/dom';
import { SplashScreen } from '../components/ui/splash-screen';
import { AppProviders } from './providers';
import { router } from './router';

export function App() {
  return (
    <AppProviders>
      {/* Pages suspend until their translations have loaded. */}
      <Suspense fallback={<SplashScreen />}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>
  );
}
