import { readFileSync } from 'node:fs';
import { ChakraProvider } from '@chakra-ui/react';
import type { SystemStyleObject } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FrameButton } from './frame-button';
import type { FrameButtonLook } from './frame-button';
import { useFrameCss } from './frame-css';
import { appSystem } from './theme';

const FRAME_FILES = [
  'brand-mark.tsx',
  'connection-status.tsx',
  'logout-button.tsx',
  'nav-list.tsx',
  'sidebar.tsx',
  'signed-in-frame.tsx',
  'top-bar.tsx',
  'user-panel.tsx',
];

function frameCss(): SystemStyleObject {
  let css: SystemStyleObject = {};
  function Probe() {
    css = useFrameCss();
    return null;
  }
  renderToStaticMarkup(
    <ChakraProvider value={appSystem()}>
      <Probe />
    </ChakraProvider>,
  );
  return css;
}

/** The button's markup, without the styles the provider writes beside it. */
function render(element: ReactElement): string {
  const markup = renderToStaticMarkup(
    <ChakraProvider value={appSystem()}>{element}</ChakraProvider>,
  );
  return /<button[\s\S]*<\/button>/.exec(markup)?.[0] ?? '';
}

describe('the frame’s class rules', () => {
  const selectors = Object.keys(frameCss());

  it('style every class name the frame’s elements carry', () => {
    const names = new Set<string>(['frame-button']);
    for (const file of FRAME_FILES) {
      const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
      for (const match of source.matchAll(/className="([^"]+)"/g)) {
        for (const name of (match[1] ?? '').split(/\s+/)) names.add(name);
      }
    }
    expect(names.size).toBeGreaterThan(15);
    for (const name of names) {
      expect(
        selectors.some((selector) => new RegExp(`\\.${name}(?![\\w-])`).test(selector)),
        name,
      ).toBe(true);
    }
  });

  it('draw every look a frame button takes with Chakra’s Button recipe', () => {
    const looks: FrameButtonLook[] = ['ghost', 'ghost-sm', 'outline', 'outline-xs'];
    for (const look of looks) {
      expect(selectors).toContain(`& .frame-button[data-look="${look}"]`);
    }
  });
});

describe('FrameButton', () => {
  it('is a button of the frame’s class, with the class names a trigger passes', () => {
    const markup = render(
      <FrameButton look="outline" wide className="trigger">
        Sair
      </FrameButton>,
    );
    expect(markup).toContain('type="button"');
    expect(markup).toContain('class="frame-button trigger"');
    expect(markup).toContain('data-look="outline"');
    expect(markup).toContain('data-wide="true"');
    expect(markup).not.toContain('disabled');
  });

  it('is disabled while loading, its text replaced by the loading text', () => {
    const markup = render(
      <FrameButton look="outline" loading loadingText="A sair...">
        Sair
      </FrameButton>,
    );
    expect(markup).toContain('disabled=""');
    expect(markup).toContain('data-loading=""');
    expect(markup).toContain('A sair...');
    expect(markup).not.toContain('>Sair<');
  });
});
