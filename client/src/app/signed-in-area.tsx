import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { useLoaderData } from 'react-router';
import { SignedInLayout } from '../layout/signed-in-layout';
import type { ClientFeature, HomeCard } from '../lib/feature';
import { HomeCardsProvider } from '../lib/home-cards';
import { clientFeatures } from './features';

/** The home cards of every feature (ClientFeature.homeCards), in the features' order. */
const homeCards: readonly HomeCard[] = (clientFeatures as readonly ClientFeature[]).flatMap(
  (feature) => feature.homeCards ?? [],
);

/** What the signed-in area's loader answers (routes.tsx): the client it loaded `me` with. */
export interface SignedInAreaData {
  client: ApolloClient;
}

/**
 * The signed-in area: Apollo's provider starts here (everything that queries lives in the signed-in
 * area), with the client the route loader has already loaded `me` into, so the first render has the user.
 */
export function SignedInArea() {
  const { client } = useLoaderData<SignedInAreaData>();
  return (
    <ApolloProvider client={client}>
      <HomeCardsProvider value={homeCards}>
        <SignedInLayout />
      </HomeCardsProvider>
    </ApolloProvider>
  );
}
