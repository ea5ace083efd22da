import { hasStoredSession } from '../stores/auth-keys';

/** localStorage key of the last visit's component styles (see `restoreStyleSnapshot`). */
export const STYLE_SNAPSHOT_KEY = 'risemaStyles';

/**
 * Most characters kept: the first screens' rules (the first inserted) fit many times over; a
 * snapshot grown past it keeps its first rules, so its parse stays a millisecond or two.
 */
const MAX_CSS_LENGTH = 150_000;

/** Emotion's key for the cache Chakra uses (its default), the prefix of every class it makes. */
const EMOTION_KEY = 'css';

interface StyleSnapshot {
  /** The build that wrote it: another build's rules may never be used again. */
  build: string;
  /** Emotion's names of the rules, as its cache records them once inserted. */
  names: string[];
  css: string;
}

// A rule's name: its first class (`.css-<name>`), or the name of its keyframes.
const NAMES = new RegExp(`\\.${EMOTION_KEY}-([\\w-]+)|@keyframes (animation-[\\w-]+)`);

function isSnapshot(value: unknown): value is StyleSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { build, names, css } = value as Partial<StyleSnapshot>;
  return (
    typeof build === 'string' &&
    typeof css === 'string' &&
    Array.isArray(names) &&
    names.every((name) => typeof name === 'string' && /^[\w-]+$/.test(name))
  );
}

function emotionSheets(doc: Document): CSSStyleSheet[] {
  return [...doc.querySelectorAll<HTMLStyleElement>('style[data-emotion]')]
    .filter((tag) => {
      const attribute = tag.getAttribute('data-emotion') ?? '';
      return attribute === EMOTION_KEY || attribute.startsWith(`${EMOTION_KEY} `);
    })
    .flatMap((tag) => (tag.sheet ? [tag.sheet] : []));
}

/** The cascade layers' order statements (`@layer reset, base…;`) of the page, once each. */
function layerOrder(doc: Document): string {
  const statements = new Set<string>();
  for (const sheet of doc.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // Another origin's sheet: none of the app's.
    }
    for (const rule of rules) {
      // A statement, not a block: its order is the layers' order wherever it comes first. Only
      // its text is read: writing out every rule's text (Chakra's global CSS holds hundreds)
      // took some 10 ms of each hide.
      if (rule instanceof CSSLayerStatementRule) statements.add(rule.cssText);
    }
  }
  return [...statements].join('\n');
}

/**
 * Emotion's rules `texts` (in the order they were inserted) grouped by name, each group whole
 * or not at all, the first groups first while their text fits in `limit` characters; a name met
 * again after others (a duplicate) is already in.
 */
export function pickRules(
  texts: Iterable<string>,
  limit: number,
): { names: string[]; rules: string[]; length: number } {
  // Runs of rules of one name, as emotion inserts them.
  const groups: { name: string; rules: string[]; length: number }[] = [];
  for (const text of texts) {
    const match = NAMES.exec(text);
    const name = match?.[1] ?? match?.[2];
    if (name === undefined) continue;
    const last = groups.at(-1);
    if (last?.name === name) {
      last.rules.push(text);
      last.length += text.length;
    } else {
      groups.push({ name, rules: [text], length: text.length });
    }
  }
  const names: string[] = [];
  const rules: string[] = [];
  const seen = new Set<string>();
  let length = 0;
  for (const group of groups) {
    if (seen.has(group.name) || length + group.length > limit) continue;
    seen.add(group.name);
    names.push(group.name);
    rules.push(...group.rules);
    length += group.length;
  }
  return { names, rules, length };
}

/** How many rules emotion's sheets hold: it only ever adds, so an equal count is the same rules. */
function emotionRuleCount(doc: Document): number {
  return emotionSheets(doc).reduce((count, sheet) => count + sheet.cssRules.length, 0);
}

/** The component rules emotion has in the page (Chakra's: one class per styled element). */
export function takeStyleSnapshot(doc: Document, build: string): StyleSnapshot {
  const order = layerOrder(doc);
  const texts = emotionSheets(doc).flatMap((sheet) =>
    [...sheet.cssRules].map((rule) => rule.cssText),
  );
  const { names, rules } = pickRules(texts, MAX_CSS_LENGTH - order.length);
  return { build, names, css: [order, ...rules].join('\n') };
}

/**
 * Puts the component styles of the last visit back into the page as emotion's own
 * server-rendered styles (`<style data-emotion="css name…">`), before emotion loads: it then
 * records those names as inserted, and the first screen's commits insert only the rules it
 * did not have, instead of parsing every rule with stylis and inserting it one by one. A name
 * is a hash of its rule's content, so a kept rule is never wrong for its name; the build check
 * only keeps the snapshot from growing with rules no build uses any more. Without a snapshot of
 * this build, nothing.
 * @returns how many names it put back, for `saveStyleSnapshotOnHide`.
 */
export function restoreStyleSnapshot(storage: Storage, doc: Document, build: string): number {
  let saved: unknown;
  try {
    saved = JSON.parse(storage.getItem(STYLE_SNAPSHOT_KEY) ?? 'null');
  } catch {
    return 0;
  }
  if (!isSnapshot(saved) || saved.build !== build || saved.names.length === 0) return 0;
  const style = doc.createElement('style');
  style.setAttribute('data-emotion', [EMOTION_KEY, ...saved.names].join(' '));
  style.textContent = saved.css;
  doc.head.append(style);
  return saved.names.length;
}

/**
 * Saves the page's component styles for the next visit whenever the page is hidden or left
 * (a phone's app switch, a closed tab, a reload), when it holds styles the snapshot lacks:
 * never during the visit's own work.
 */
export function saveStyleSnapshotOnHide(
  storage: Storage,
  win: Window,
  build: string,
  restored: number,
): void {
  let saved = restored;
  // Emotion's rule count when the page was last weighed: no rule added since, nothing to save
  // (most hides: a phone switching apps), and the rules' text is not written out at all. First
  // weighed now, before emotion loads: a visit that only drew what the snapshot held (a reload of
  // a screen seen before) leaves the page without writing out a rule.
  let weighed: number | undefined = emotionRuleCount(win.document);
  const save = () => {
    // Signed out: the snapshot went with the session (forgetStyleSnapshot).
    if (!hasStoredSession(storage)) return;
    // Removed since (a sign-out, then a sign-in in this page): saved again whole.
    if (storage.getItem(STYLE_SNAPSHOT_KEY) === null) {
      saved = 0;
      weighed = undefined;
    }
    const count = emotionRuleCount(win.document);
    if (count === weighed) return;
    weighed = count;
    const snapshot = takeStyleSnapshot(win.document, build);
    if (snapshot.names.length <= saved) return;
    try {
      storage.setItem(STYLE_SNAPSHOT_KEY, JSON.stringify(snapshot));
      saved = snapshot.names.length;
    } catch {
      // Storage full or refused: the next visit inserts its styles itself, as without one.
    }
  };
  win.addEventListener('pagehide', save);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') save();
  });
}

/**
 * Removes the saved styles at a sign-out: rules hold no figures as text, but a size drawn from
 * one would be one, and the next user of the device starts without them.
 */
export function forgetStyleSnapshot(storage: Storage): void {
  storage.removeItem(STYLE_SNAPSHOT_KEY);
}
