import type { SlotRecipeConfig } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { arenaSystem } from './config';

// Chakra's horizontal data list leaves `flex-direction` alone, so with a responsive orientation
// ({ base: 'vertical', md: 'horizontal' }) the vertical base's `column` stayed and every item stood
// stacked and centred on wide screens. The horizontal items say `row` themselves.
const chakraDataList: SlotRecipeConfig = slotRecipes.dataList;
const orientation = chakraDataList.variants?.orientation ?? {};
const dataList: SlotRecipeConfig = {
  ...chakraDataList,
  variants: {
    ...chakraDataList.variants,
    orientation: {
      ...orientation,
      horizontal: {
        ...orientation.horizontal,
        item: { ...orientation.horizontal?.item, flexDirection: 'row' },
      },
    },
  },
};

// The same for the dialog: a form dialog is `{ base: 'full', sm: 'md' }` (the whole screen on a phone),
// and the `full` size's minimum height, margin and square corners stayed on wider screens, leaving a
// screen-high dialog with empty space under the form. The bounded sizes undo them.
const chakraDialog: SlotRecipeConfig = slotRecipes.dialog;
const bounded = { minH: 'auto', borderRadius: 'l3', '--dialog-margin': 'var(--dialog-base-margin)' };
const dialog: SlotRecipeConfig = {
  ...chakraDialog,
  variants: {
    ...chakraDialog.variants,
    size: Object.fromEntries(
      Object.entries(chakraDialog.variants?.size ?? {}).map(([size, styles]) => [
        size,
        ['xs', 'sm', 'md', 'lg', 'xl'].includes(size)
          ? { ...styles, content: { ...styles.content, ...bounded } }
          : styles,
      ]),
    ),
  },
};

// Arena's design system with every one of Chakra's recipes (config.ts). The app starts with a smaller
// system for the signed-out pages and switches to this one before any other page shows
// (app/design-system.ts, which also applies the saved colour theme before the first render).
export const system = arenaSystem(recipes, { ...slotRecipes, dataList, dialog });
