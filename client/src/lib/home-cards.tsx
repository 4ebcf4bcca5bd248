import { Box, Skeleton } from '@chakra-ui/react';
import {
  Component,
  createContext,
  lazy,
  Suspense,
  useContext,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import type { HomeCard } from './feature';
import type { HomeKind } from './viewer/viewer-home';

// The cards features add to the signed-in home (ClientFeature.homeCards): the app provides every
// feature's cards, the home renders those of its kind. The home's feature never imports the others.

const HomeCardsContext = createContext<readonly HomeCard[]>([]);

/** Every feature's home cards, in the features' order (app/signed-in-area.tsx). */
export const HomeCardsProvider = HomeCardsContext.Provider;

// One lazy component per card for the whole session: a new one on every render would remount it.
const components = new WeakMap<HomeCard, LazyExoticComponent<ComponentType>>();
function componentOf(card: HomeCard): LazyExoticComponent<ComponentType> {
  let component = components.get(card);
  if (!component) {
    component = lazy(async () => ({ default: await card.load() }));
    components.set(card, component);
  }
  return component;
}

/**
 * The cards for a home of this kind, each in its own boundary: one whose code or data fails to load
 * is left out, the rest of the home stays.
 */
export function HomeCards({ kind }: { kind: HomeKind }) {
  const cards = useContext(HomeCardsContext).filter((card) => card.homes.includes(kind));
  return cards.map((card) => {
    const Card = componentOf(card);
    return (
      <Box key={card.id} data-testid={`home-card-${card.id}`}>
        <LeaveOutOnError>
          <Suspense fallback={<Skeleton h="40" rounded="l3" />}>
            <Card />
          </Suspense>
        </LeaveOutOnError>
      </Box>
    );
  });
}

/** Renders nothing once its children threw (a card's chunk that could not load, say). */
class LeaveOutOnError extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
