import { createSystem, defaultConfig, type SystemContext } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LoadingBarView } from '../components/ui/loading-bar';
import { SplashScreen } from '../components/ui/splash-screen';
import { RouteErrorPage } from '../features/errors';
import { SIGNED_OUT_PATHS } from '../lib/paths';
import { createSessionStore } from '../lib/session/session-store';
import { createTestI18n, TestChakraProvider } from '../test/render';
import { config } from '../theme/config';
import { system } from '../theme/system';
import {
  firstLoadSystem,
  FIRST_LOAD_RECIPES,
  FIRST_LOAD_SLOT_RECIPES,
  KEYS_WITHOUT_RECIPE,
} from './design-system';
import { createRoutes } from './routes';

/** firstLoadSystem, noting every recipe key a component asks it for. */
function recordingSystem(asked: Set<string>): SystemContext {
  return {
    ...firstLoadSystem,
    getRecipeFn: (key, fallback) => {
      asked.add(key);
      return firstLoadSystem.getRecipeFn(key, fallback);
    },
    getSlotRecipeFn: (key, fallback) => {
      asked.add(key);
      return firstLoadSystem.getSlotRecipeFn(key, fallback);
    },
  };
}

function renderWith(value: SystemContext, ui: ReactNode) {
  const i18n = createTestI18n();
  return render(
    <TestChakraProvider value={value}>
      <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
    </TestChakraProvider>,
  );
}

describe('the first page’s design system', () => {
  it('is the full one but for the recipes: same tokens, global styles, conditions and config', () => {
    // The full system is Chakra's defaultConfig with Arena's config over it, built from its parts.
    const fromDefaults = createSystem(defaultConfig, config);
    expect(system._global).toEqual(fromDefaults._global);
    expect(Object.keys(system._config.theme?.recipes ?? {}).sort()).toEqual(Object.keys(recipes).sort());
    expect(Object.keys(system._config.theme?.slotRecipes ?? {}).sort()).toEqual(
      Object.keys(slotRecipes).sort(),
    );
    expect(system.getRecipe('heading')).toEqual(fromDefaults.getRecipe('heading'));

    expect(firstLoadSystem._global).toEqual(system._global);
    expect(firstLoadSystem.conditions.keys()).toEqual(system.conditions.keys());
    expect([...firstLoadSystem.properties].sort()).toEqual([...system.properties].sort());
    for (const key of Object.keys(FIRST_LOAD_RECIPES)) {
      expect(firstLoadSystem.getRecipe(key), key).toEqual(system.getRecipe(key));
    }
    for (const key of Object.keys(FIRST_LOAD_SLOT_RECIPES)) {
      expect(firstLoadSystem.getSlotRecipe(key), key).toEqual(system.getSlotRecipe(key));
    }
  });

  it('knows which keys no recipe of Chakra’s has', () => {
    for (const key of KEYS_WITHOUT_RECIPE) expect(system.hasRecipe(key), key).toBe(false);
  });

  /** The keys the first system lacks among those `render` asked it for (Chakra's key-only ones aside). */
  async function missingRecipes(show: (value: SystemContext) => Promise<void>) {
    const asked = new Set<string>();
    await show(recordingSystem(asked));
    expect(asked.size).toBeGreaterThan(0);
    return [...asked].filter((key) => !firstLoadSystem.hasRecipe(key) && !KEYS_WITHOUT_RECIPE.has(key));
  }

  it.each(SIGNED_OUT_PATHS)('has every recipe %s asks for', async (path) => {
    const missing = await missingRecipes(async (value) => {
      const session = createSessionStore({ local: localStorage, session: sessionStorage });
      const router = createMemoryRouter(
        createRoutes({
          session,
          loadClient: () => Promise.reject(new Error('This test makes no server calls')),
          restoreSession: () => Promise.resolve(),
        }),
        { initialEntries: [`${path}?token=t&email=someone%40example.com`] },
      );
      renderWith(value, <RouterProvider router={router} />);
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    });
    expect(missing).toEqual([]);
  });

  it('has every recipe the splash screen, the loading bar and the error page ask for', async () => {
    const missing = await missingRecipes(async (value) => {
      renderWith(value, <SplashScreen />).unmount();
      renderWith(value, <LoadingBarView mode="indeterminate" value={0} />).unmount();
      // The error page logs what failed.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const failing = createMemoryRouter([
        {
          path: '/',
          loader: () => {
            throw new Error('failed');
          },
          ErrorBoundary: RouteErrorPage,
          HydrateFallback: () => null,
          Component: () => null,
        },
      ]);
      renderWith(value, <RouterProvider router={failing} />);
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    });
    expect(missing).toEqual([]);
  });

  it('gives way to the full system, at once when a component asks for a recipe it lacks', async () => {
    // A copy of the module as the app starts with it: the component tests share their modules, and
    // another file may have made the full system the current one already.
    vi.resetModules();
    const { designSystem, loadFullDesignSystem } = await import('./design-system');
    const full = (await import('../theme/system')).system;
    const first = designSystem.getSnapshot();
    expect(first.hasRecipe('button')).toBe(true);
    expect(first.hasRecipe('table')).toBe(false);
    let changes = 0;
    const unsubscribe = designSystem.subscribe(() => (changes += 1));

    first.getSlotRecipeFn('table');
    await loadFullDesignSystem();
    expect(designSystem.getSnapshot()).toBe(full);
    expect(changes).toBe(1);
    // Loaded once.
    await loadFullDesignSystem();
    expect(changes).toBe(1);
    unsubscribe();
  });
});
