import { Center, Spinner } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../../lib/paths';
import { useAthletesViewer } from '../athletes-viewer';

/**
 * The athletes pages exist only for those with athletes in their charge (admins, coaches, parents):
 * anyone else (a company, a regular user) gets the not-found page, as the API answers them.
 */
export function AthletesGate({ children }: { children: ReactNode }) {
  const viewer = useAthletesViewer();
  if (!viewer.ready) {
    return (
      <Center py="16">
        <Spinner aria-hidden="true" />
      </Center>
    );
  }
  if (!viewer.mayOpen) return <Navigate to={PATHS.error404} replace />;
  return children;
}
