// Instruments a browser context so that any script a payload manages to run is recorded, and
// reads the rendered markdown areas for anything that could run later (handlers, script URLs).
import type { BrowserContext, Page } from 'playwright-core';

export interface XssProbe {
  /** One entry per execution: `alert`, `confirm`, `prompt`, `print`, `xss` or `dialog:<type>`. */
  hits: string[];
}

/**
 * Every frame (iframes included, before their own scripts) gets recorders in place of the
 * dialog functions and a global `xss()`; they report to Node through an exposed binding, so a hit
 * survives navigation. Real dialogs are counted and dismissed as a second net.
 */
export async function installProbe(context: BrowserContext): Promise<XssProbe> {
  const probe: XssProbe = { hits: [] };
  await context.exposeFunction('__xssHit', (kind: string) => {
    probe.hits.push(kind);
  });
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown> & { __xssHit: (kind: string) => void };
    for (const kind of ['alert', 'confirm', 'prompt', 'print', 'xss']) {
      w[kind] = () => void w.__xssHit(kind);
    }
  });
  context.on('page', (page) => watchDialogs(page, probe));
  return probe;
}

function watchDialogs(page: Page, probe: XssProbe): void {
  page.on('dialog', (dialog) => {
    // The portal's own leave guard (an unsent draft, hooks/tickets/use-leave-guard.ts) asks before
    // a navigation: not a payload. Going on keeps the next page load of the test running.
    if (dialog.type() === 'beforeunload') return void dialog.accept().catch(() => undefined);
    probe.hits.push(`dialog:${dialog.type()}`);
    void dialog.dismiss().catch(() => undefined);
  });
}

const CONTENT = '.markdown-body';

/**
 * Findings in the rendered content areas: elements that run or load code, `on*` attributes,
 * inline styles, and script-capable URLs. Handlers are also fired once (hover, focus), so a
 * survivor that slipped past the attribute check would still be recorded by the probe.
 */
export async function inspectContent(page: Page): Promise<{ areas: number; findings: string[] }> {
  return page.evaluate((selector) => {
    const DANGEROUS_TAGS = 'script,iframe,frame,object,embed,form,svg,math,style,link,meta,base,template,noscript,textarea,select,button,video,audio,source';
    const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'poster', 'background'];
    const SCRIPT_URL = /^\s*(javascript|vbscript|data):/i;
    const areas = [...document.querySelectorAll(selector)];
    const findings: string[] = [];
    for (const area of areas) {
      area.querySelectorAll(DANGEROUS_TAGS).forEach((el) => findings.push(`<${el.tagName.toLowerCase()}> element`));
      for (const el of [area, ...area.querySelectorAll('*')]) {
        for (const attr of el.getAttributeNames()) {
          const value = el.getAttribute(attr) ?? '';
          if (/^on/i.test(attr)) findings.push(`${attr} on <${el.tagName.toLowerCase()}>`);
          if (attr === 'style' && el !== area) findings.push(`style="${value}" on <${el.tagName.toLowerCase()}>`);
          if (URL_ATTRIBUTES.includes(attr) && SCRIPT_URL.test(value)) findings.push(`${attr}="${value}" on <${el.tagName.toLowerCase()}>`);
        }
        for (const type of ['mouseover', 'pointerover', 'focus', 'blur']) el.dispatchEvent(new Event(type, { bubbles: true }));
      }
    }
    // Outside the content areas too: the app itself never renders inline handlers.
    document.body.querySelectorAll('*').forEach((el) => {
      const handler = el.getAttributeNames().find((a) => /^on/i.test(a));
      if (handler) findings.push(`${handler} on <${el.tagName.toLowerCase()}> outside the content`);
    });
    return { areas: areas.length, findings };
  }, CONTENT);
}

/** Payloads grouped into documents of `size`; a line closing every raw-HTML block kind that only a
 * closing tag ends keeps one payload from swallowing the next (see CommonMark's HTML blocks). */
export function batches(payloads: readonly string[], size: number): string[][] {
  return Array.from({ length: Math.ceil(payloads.length / size) }, (_, i) => payloads.slice(i * size, (i + 1) * size));
}

export const joinBatch = (batch: readonly string[], label: string) =>
  batch.map((p, i) => `**${label}-${i + 1}**\n\n${p}\n\n</script></style></pre></textarea> --> ?> ]]>\n\n`).join('');
