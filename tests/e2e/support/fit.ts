import type { Locator, Page } from '@playwright/test';

// What does not fit where it is shown: sideways overflow, texts cut off, and form controls that cut their
// text or go without a visible label (found in the same pass over the page's controls).

/** Sideways overflow of the document and of the given element: what would be cut off or scroll. */
export async function sidewaysOverflow(page: Page, element?: Locator) {
  const documentOverflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const elementOverflow = element ? await element.evaluate((node) => node.scrollWidth - node.clientWidth) : 0;
  return { document: documentOverflow, element: elementOverflow };
}

/** Texts cut off inside `scope` (an ellipsis or a clamped caption): the menu or panel is too narrow. */
export function cutOffTexts(scope: Locator): Promise<string[]> {
  return scope.locator('span').evaluateAll((spans) =>
    spans
      .filter((span) => (span as HTMLElement).checkVisibility() && span.childElementCount === 0)
      .filter((span) => span.scrollWidth > span.clientWidth + 1 || span.scrollHeight > span.clientHeight + 1)
      .map((span) => (span.textContent ?? '').trim()),
  );
}

/**
 * The form controls of the page's main content whose text does not fit (a select showing "Tüm takıml", a
 * date field "11/2…") and its filters without a visible label (a placeholder or an aria-label alone is
 * not one).
 */
export function cutOrUnlabeledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const canvas = document.createElement('canvas').getContext('2d')!;
    const textWidth = (element: Element, text: string) => {
      const style = getComputedStyle(element);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return canvas.measureText(text).width;
    };
    const contentWidth = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    };
    const visibleLabel = (control: HTMLElement) => {
      const labelled = [
        ...Array.from((control as HTMLInputElement).labels ?? []),
        ...(control.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => document.getElementById(id)),
      ];
      return labelled.some(
        (label) => label instanceof HTMLElement && label.checkVisibility() && label.innerText.trim(),
      );
    };
    const controls = document.querySelectorAll<HTMLElement>('main select, main input, main textarea');
    for (const control of Array.from(controls)) {
      if (!control.checkVisibility()) continue;
      const name = control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.tagName;
      if (control instanceof HTMLSelectElement) {
        const text = control.selectedOptions[0]?.text ?? '';
        if (textWidth(control, text) > contentWidth(control) + 1)
          found.push(`the select "${name}" cuts "${text}"`);
        if (!visibleLabel(control)) found.push(`the select "${name}" has no visible label`);
      } else if (control instanceof HTMLInputElement) {
        if (['checkbox', 'radio', 'hidden', 'file', 'range', 'color'].includes(control.type)) continue;
        if (control.scrollWidth > control.clientWidth + 1) found.push(`the field "${name}" cuts its text`);
        // A search box says what it searches with its placeholder and icon; every other field is labelled.
        if (control.type !== 'search' && !visibleLabel(control))
          found.push(`the field "${name}" has no visible label`);
      }
    }
    return found;
  });
}
