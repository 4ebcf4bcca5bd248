import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html.js';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<b>Kadıköy</b> <a href="https://arena.example/x">match</a>')).toBe(
      '<b>Kadıköy</b> <a href="https://arena.example/x" rel="noopener noreferrer">match</a>',
    );
  });

  it('removes scripts, handlers, javascript: links and frames', () => {
    const dirty =
      '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a><iframe src="https://e.x"></iframe><p onclick="alert(4)">ok</p>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|<img/i);
    expect(clean).toContain('<p>ok</p>');
  });
});
