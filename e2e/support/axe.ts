// The accessibility check of the browser tests: axe-core (through @axe-core/playwright) on what a screen
// shows, with the WCAG 2.x A/AA rules and axe's best practices; serious and critical findings are collected
// per screen and printed readably, so one run lists everything a screen gets wrong.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
const BLOCKING = new Set(["serious", "critical"]);

/** No finite animation running (a modal's zoom, a fade). */
const NO_ANIMATION = `document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity)`;

/** No element in one of antd's enter, appear or leave motion steps (rc-motion's classes). */
const NO_MOTION_STEP = `!Array.from(document.querySelectorAll("[class*='-enter'], [class*='-appear'], [class*='-leave']")).some((element) =>
  /(^|\\s)ant-[\\w-]*-(enter|appear|leave)(-(prepare|start|active))?(\\s|$)/.test(element.getAttribute("class") ?? ""))`;

/**
 * rc-motion can leave a step class behind when its transition never ends (a button's loading icon that
 * appears and stays): such a class is waited for this long at most, then the screen counts as settled.
 */
const MOTION_STEP_WAIT_MS = 3_000;

const TWO_FRAMES = `new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))`;

/** Waits until a screen has settled: no spinner left and no finite animation (a modal's zoom, a fade) still playing. */
export async function settled(page: Page, ready?: Locator): Promise<void> {
  if (ready) await expect(ready).toBeVisible();
  // The pointer rests where the last click was: a hover there (a menu's popup, a button's hover colour) is not the screen.
  const size = page.viewportSize();
  if (size) await page.mouse.move(size.width - 2, size.height - 2);
  await expect(page.locator(".ant-spin-spinning, [role=status] .ant-spin")).toHaveCount(0);
  // A half-faded element has a lower contrast than the finished one: axe would report what no one sees. antd's
  // motions (a submenu collapsing, a drawer leaving) mark the element with classes such as
  // ant-motion-collapse-leave-active for a few frames before their transition runs, so both must be gone,
  // and still gone two frames later (a motion that was about to start has started by then).
  for (let round = 0; round < 2; round += 1) {
    await page.waitForFunction(NO_ANIMATION);
    await page.waitForFunction(NO_MOTION_STEP, undefined, { timeout: MOTION_STEP_WAIT_MS }).catch(() => undefined);
    await page.evaluate(TWO_FRAMES);
  }
  await page.waitForFunction(NO_ANIMATION);
}

/** The serious and critical axe findings of what the page shows now, one readable line block per finding. */
export async function seriousViolations(page: Page, screen: string, scope?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  const results = await (scope ? builder.include(scope) : builder).analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ""))
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 6)
        .map((n) => `    - ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`)
        .join("\n");
      const more = v.nodes.length > 6 ? `\n    … and ${v.nodes.length - 6} more` : "";
      return `[${screen}] ${v.id} (${v.impact}): ${v.help}\n${nodes}${more}`;
    });
}

/** Collects the findings of several screens and fails once, at the end, with all of them. */
export class AccessibilityReport {
  private readonly findings: string[] = [];
  readonly screens: string[] = [];

  constructor(private readonly page: Page) {}

  /**
   * Settles the page (optionally until `ready` shows) and records the screen's serious and critical findings,
   * of the whole page or only of what `scope` (a CSS selector) holds: a screen's content once the shell around
   * it was checked, a modal or drawer once the page behind it was (axe takes seconds for a whole busy page).
   */
  async check(screen: string, ready?: Locator, scope?: string): Promise<void> {
    await settled(this.page, ready);
    this.screens.push(screen);
    // A sticky save bar covers whatever the scroll position puts under it (axe then reports that control as
    // too small a target), so a long page is scanned in a window as tall as the page, then the window is put back.
    const size = this.page.viewportSize();
    const height = (await this.page.evaluate("document.documentElement.scrollHeight")) as number;
    if (size && height > size.height) {
      await this.page.setViewportSize({ width: size.width, height: Math.min(height, 6000) });
      await settled(this.page);
    }
    try {
      this.findings.push(...(await seriousViolations(this.page, screen, scope)));
    } finally {
      if (size && height > size.height) await this.page.setViewportSize(size);
    }
  }

  expectClean(): void {
    expect(this.findings.join("\n\n"), `axe found serious or critical violations on: ${this.screens.join(", ")}`).toBe("");
  }
}
