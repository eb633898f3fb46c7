// eslint-disable-next-line @typescript-eslint/no-require-imports
const { minifyCss } = require('./css-minify.js') as { minifyCss(css: string, file: string): { code: string; map: string } };

const SHEET = `/*
 * A design-system sheet as mini-css-extract-plugin writes it: comments, indentation.
 */
:root {
  --tb-shadow: 0 12px 32px rgba(0, 0, 0, 0.45);
}

.tb-btn {
  padding-block: 0.5rem;
  padding-inline: 1rem;
  inset-inline-start: 0;
  background: #ffffff;
}

:where(button, a, [tabindex]):focus-visible { outline: 2px solid var(--tb-focus); }

@media (max-width: 767px) {
  .tb-nav__list { display: none; box-shadow: 0 12px 24px rgba(0, 0, 0, 0.45); }
}
`;

describe('minifyCss', () => {
  const { code, map } = minifyCss(SHEET, 'sheet.css');

  it('drops comments and whitespace', () => {
    expect(code.length).toBeLessThan(SHEET.length * 0.75);
    expect(code).not.toContain('mini-css-extract-plugin');
  });

  it('keeps logical properties, :where(), custom properties and media queries as written (no lowering)', () => {
    expect(code).toContain('padding-block:.5rem');
    expect(code).toContain('padding-inline:1rem');
    expect(code).toContain('inset-inline-start:0');
    expect(code).toContain(':where(button,a,[tabindex]):focus-visible');
    expect(code).toContain('--tb-shadow:');
    expect(code).toContain('@media(max-width:767px){.tb-nav__list{');
  });

  it('keeps colours with an alpha in their rgba() form (no rounding to an 8-digit hex)', () => {
    expect(code).toContain('rgba(0,0,0,.45)');
    expect(code).not.toMatch(/#[0-9a-f]{8}\b/i);
  });

  it('writes a source map of the minified sheet back to its source', () => {
    const parsed = JSON.parse(map) as { sources: string[]; sourcesContent: string[]; mappings: string };
    expect(parsed.sources).toEqual(['sheet.css']);
    expect(parsed.sourcesContent).toEqual([SHEET]);
    // one segment per rule and declaration at least: the .tb-btn rule's four declarations each have theirs
    expect(parsed.mappings.split(',').length).toBeGreaterThan(10);
  });
});
