import type { SystemContext } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  fieldSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  nativeSelectSlotRecipe,
  spinnerRecipe,
} from '@chakra-ui/react/theme';
import { arenaSystem } from '../theme/config';
import { applyTheme, storedTheme } from '../theme/themes';

// The design system in two steps, so that the sign-in page's first load carries few of Chakra's recipes
// (most of them style components only the signed-in area uses). The app starts with the tokens, global
// styles and config of theme/system.ts but only the recipes of the signed-out pages and of the root's
// splash screen, loading bar and error page; theme/system.ts, with every recipe, loads before any other
// page shows (routes.tsx) and then replaces it in the one ChakraProvider (providers.tsx). A component that
// asks the first system for a recipe it lacks (a notice the tests never showed, a component added later)
// loads the full one at that moment, and is styled as soon as it has arrived.
// design-system.test.tsx renders those pages and fails when one asks for a recipe missing here.

/** The recipes the pages above ask for. */
export const FIRST_LOAD_RECIPES = {
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
};
export const FIRST_LOAD_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  field: fieldSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
};

/** The keys Chakra's components ask for that no recipe of Chakra's has (Text's `text`, …). */
export const KEYS_WITHOUT_RECIPE = new Set(['clipboard', 'downloadTrigger', 'pagination', 'text', 'toggle']);

/** The system the app starts with. */
export const firstLoadSystem = arenaSystem(FIRST_LOAD_RECIPES, FIRST_LOAD_SLOT_RECIPES);

/** The first system, loading the full one when asked for a recipe only that one has. */
function loadingWhatIsMissing(system: SystemContext): SystemContext {
  const missing = (key: string, has: (key: string) => boolean) => {
    if (!has(key) && !KEYS_WITHOUT_RECIPE.has(key)) {
      // Failed: the component stays unstyled until the next ask tries again.
      loadFullDesignSystem().catch(() => undefined);
    }
  };
  return {
    ...system,
    getRecipeFn: (key, fallback) => {
      missing(key, system.isRecipe);
      return system.getRecipeFn(key, fallback);
    },
    getSlotRecipeFn: (key, fallback) => {
      missing(key, system.isSlotRecipe);
      return system.getSlotRecipeFn(key, fallback);
    },
  };
}

let current: SystemContext = loadingWhatIsMissing(firstLoadSystem);
const listeners = new Set<() => void>();
let loading: Promise<void> | undefined;

/** Loads the system with every recipe and makes it the app's; resolves once it is. Safe to call often. */
export function loadFullDesignSystem(): Promise<void> {
  loading ??= import('../theme/system').then(
    ({ system }) => {
      current = system;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // A failed download (a new deployment, the network) is tried again on the next call.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The app's design system now, for ChakraProvider (through useSyncExternalStore). */
export const designSystem = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): SystemContext => current,
};

// The saved colour theme applies before the first render, on every page (signed-out ones too).
applyTheme(storedTheme());
