import type { Page } from '@playwright/test';
import { DEMO_USERS } from '../packages/shared/src/demo.ts';
import { type DemoRole, expect, test } from './support/fixtures.ts';

/**
 * Every demo role walks every page its navigation offers, one record of each kind those pages link to
 * (and the pages those link to), and every tab of each, at 1440 and 375 px: no console error, no
 * 4xx/5xx answer, no page wider than the window, no badge sticking out of its box, no desktop table
 * scrolling sideways. The pages come from the rendered navigation and links, so a page added later is
 * walked without touching this file. The crawl only reads: it opens addresses, never presses a button
 * (docs/decisions/browser-crawl.md).
 */

const WIDTHS = [1440, 375] as const;
/** Links followed below the navigation: a record's page and the pages it links to. */
const DEPTH = 2;
/** Kinds of page walked per role beyond the navigation's entries, to bound the run. */
const MAX_PAGES = 30;
/** A page is settled when no request has been open for this long. */
const QUIET_MS = 150;

/** The kind of page a path is (ids and keys replaced), so one record of each kind is walked. */
function shapeOf(path: string): string {
  return path
    .split('/')
    .map((part) => (/\d/.test(part) ? ':id' : part))
    .join('/');
}

/** In-app pages: no API call, no download, no other window, nothing outside the signed-in app. */
const OUTSIDE = /^\/(api|login|logout|appeal|contractor-reports|attachments|registration|password-)/;

/**
 * Waits until the page shows the address it was sent to: every request answered and none for
 * QUIET_MS (counted from the navigation too, so the previous page is not taken for the new one),
 * nothing busy or loading in the main area.
 */
function trackRequests(page: Page) {
  let open = 0;
  let last = Date.now();
  page.on('request', () => {
    open++;
    last = Date.now();
  });
  const done = () => {
    open = Math.max(0, open - 1);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Opens `path` inside the running app: a history change the router follows, no reload. */
    open: async (path: string) => {
      last = Date.now();
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
    },
    /** `quiet` 0 after a change of width: only the requests it set off, if any, are waited for. */
    settled: async (where: string, { quiet = QUIET_MS } = {}) => {
      await expect
        .poll(() => open === 0 && Date.now() - last >= quiet, {
          message: `${where}: requests still open`,
          intervals: [50],
          timeout: 30_000,
        })
        .toBe(true);
      await expect(
        page.locator('#main-content').locator('[aria-busy="true"]:visible, .mantine-Loader-root:visible'),
        `${where}: still loading`,
      ).toHaveCount(0);
    },
  };
}

/** The in-app links of the main area. */
async function pageLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('#main-content a[href^="/"]:not([download]):not([target="_blank"])')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((h) => !OUTSIDE.test(h));
}

/** The addresses of the page's other tabs (`tab` query parameter), read from the rendered tab list. */
async function tabPaths(page: Page, path: string): Promise<string[]> {
  const ids = await page
    .locator('#main-content [role="tablist"] [role="tab"]')
    .evaluateAll((tabs) => tabs.slice(1).map((tab) => tab.id));
  return ids.flatMap((id) => {
    const value = /-tab-(.+)$/.exec(id)?.[1];
    if (!value) return [];
    const url = new URL(path, 'http://x');
    url.searchParams.set('tab', value);
    return [`${url.pathname}${url.search}`];
  });
}

/**
 * What is wrong with the page's layout: wider than the window, a badge outside its box, or (from
 * 1200 px, the desktop layout) a table that scrolls sideways inside its card, hiding columns.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const wider = document.documentElement.scrollWidth - window.innerWidth;
    if (wider > 0) {
      // Named by the innermost element reaching past the window's right edge.
      const past = [...document.querySelectorAll<HTMLElement>('body *')].filter(
        (el) => el.getBoundingClientRect().right > window.innerWidth + 1,
      );
      const inner = past.find((el) => !past.some((other) => other !== el && el.contains(other)));
      const name = inner ? `${inner.tagName.toLowerCase()}.${String(inner.className).split(' ')[0]}` : '?';
      out.push(`page ${wider}px wider than the window (${name} "${inner?.textContent?.slice(0, 40) ?? ''}")`);
    }
    for (const badge of document.querySelectorAll<HTMLElement>('#main-content .mantine-Badge-root')) {
      const box = badge.parentElement;
      if (!box || badge.offsetParent === null) continue;
      const b = badge.getBoundingClientRect();
      const p = box.getBoundingClientRect();
      if (b.right > p.right + 1 || b.left < p.left - 1) out.push(`badge "${badge.textContent}" outside its box`);
    }
    if (window.innerWidth > 1200) {
      for (const table of document.querySelectorAll<HTMLElement>('#main-content table')) {
        const frame = table.closest('.mantine-Table-scrollContainer') ?? table.parentElement;
        const hidden = table.scrollWidth - (frame?.clientWidth ?? table.scrollWidth);
        if (hidden > 1) out.push(`table "${table.getAttribute('aria-label')}" scrolls ${hidden}px sideways`);
      }
    }
    return out;
  });
}

/**
 * Waits until the page has laid itself out: its width, height and main area unchanged for STABLE_MS of
 * frames. After a change of width, media queries re-render in effects and charts measure their box
 * on a ResizeObserver, so a page measured at once is caught half-way (wider than it ends up).
 */
const STABLE_MS = 250;
const stableLayout = (page: Page) =>
  page.evaluate(
    (stableMs) =>
      new Promise<void>((done) => {
        const main = document.querySelector('#main-content');
        const signature = () =>
          `${document.documentElement.scrollWidth}|${document.documentElement.scrollHeight}|${main?.getBoundingClientRect().width}|${main?.innerHTML.length}`;
        let last = signature();
        let since = performance.now();
        const started = since;
        const tick = (now: number) => {
          const current = signature();
          if (current !== last) {
            last = current;
            since = now;
          }
          if (now - since >= stableMs || now - started > 5_000) done();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    STABLE_MS,
  );

for (const role of Object.keys(DEMO_USERS) as DemoRole[]) {
  test(`${role} walks every page and tab at 1440 and 375 px without an error`, async ({ page, signIn }) => {
    const problems: string[] = [];
    let where = '/';
    page.on('console', (msg) => {
      if (msg.type() === 'error') problems.push(`${where}: console: ${msg.text()}`);
    });
    page.on('pageerror', (err) => problems.push(`${where}: page error: ${err.message}`));
    page.on('response', (res) => {
      if (res.status() >= 400) problems.push(`${where}: ${res.status()} ${res.request().method()} ${res.url()}`);
    });
    const { open, settled } = trackRequests(page);

    let width: number = WIDTHS[0];
    await page.setViewportSize({ width, height: 900 });
    await signIn(role);
    await settled('/');
    const entries = await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(entries.length, 'navigation entries').toBeGreaterThan(0);

    const checkLayout = async (path: string) => {
      where = `${path} @${width}`;
      for (const problem of await layoutProblems(page)) problems.push(`${where}: ${problem}`);
    };
    const timings: [string, number][] = [];
    /**
     * Opens `path` once and looks at it at both widths: at the width the window has, then resized to
     * the other (the next page starts there), so each page costs one load.
     */
    const visit = async (path: string) => {
      const started = Date.now();
      where = `${path} @${width}`;
      await open(path);
      await settled(where);
      await stableLayout(page);
      await checkLayout(path);
      width = width === WIDTHS[0] ? WIDTHS[1] : WIDTHS[0];
      await page.setViewportSize({ width, height: 900 });
      await settled(`${path} @${width}`, { quiet: 0 });
      await stableLayout(page);
      await checkLayout(path);
      timings.push([path, Date.now() - started]);
    };

    // The navigation's entries, then the links found on them down to DEPTH.
    const seen = new Set(entries.map(shapeOf));
    const walked: string[] = [];
    const queue = entries.map((path) => ({ path, depth: 0 }));
    for (let next = queue.shift(); next; next = queue.shift()) {
      const follow = next.depth < DEPTH;
      await visit(next.path);
      walked.push(next.path);
      const links = follow ? await pageLinks(page) : [];
      for (const tab of await tabPaths(page, next.path)) {
        await visit(tab);
        walked.push(tab);
        if (follow) links.push(...(await pageLinks(page)));
      }
      for (const link of links) {
        const shape = shapeOf(new URL(link, 'http://x').pathname);
        if (seen.has(shape) || seen.size >= entries.length + MAX_PAGES) continue;
        seen.add(shape);
        queue.push({ path: link, depth: next.depth + 1 });
      }
    }

    test.info().annotations.push({ type: 'walked', description: walked.join(' ') });
    const slowest = timings
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([path, ms]) => `${path} ${ms} ms`);
    console.log(
      `${role}: ${walked.length} pages and tabs at ${WIDTHS.join(' and ')} px; slowest: ${slowest.join(', ')}`,
    );
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
