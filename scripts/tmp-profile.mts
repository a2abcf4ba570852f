import {chromium} from 'playwright';
const url = process.argv[2]!;
const browser = await chromium.launch({executablePath: '/usr/bin/chromium'});
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
await page.addInitScript(() => {
  (window as any).__long = [];
  new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__long.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({type: 'longtask', buffered: true});
});
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', {interval: 200});
await cdp.send('Profiler.start');
await page.goto(url, {waitUntil: 'load'});
await page.waitForTimeout(3000);
const {profile} = await cdp.send('Profiler.stop');
console.log('long tasks', JSON.stringify(await page.evaluate(() => (window as any).__long)));
const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
const self = new Map<number, number>();
const dt = profile.timeDeltas!;
profile.samples!.forEach((id: number, i: number) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0)));
const agg = new Map<string, number>();
for (const [id, t] of self) { const n: any = byId.get(id); const u = (n.callFrame.url || '(' + n.callFrame.functionName + ')').replace(/.*\/assets\/js\//, ''); agg.set(u, (agg.get(u) ?? 0) + t); }
[...agg].sort((a, b) => b[1] - a[1]).slice(0, 15).forEach(([u, t]) => console.log(String(Math.round(t / 1000)).padStart(6), 'ms', u));
const fn = new Map<string, number>();
for (const [id, t] of self) { const n: any = byId.get(id); const k = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\/assets\/js\//, '')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`; fn.set(k, (fn.get(k) ?? 0) + t); }
[...fn].sort((a, b) => b[1] - a[1]).slice(0, 25).forEach(([u, t]) => console.log(String(Math.round(t / 1000)).padStart(6), 'ms', u));
// longest busy stretch
{
  const parent = new Map<number, number>();
  for (const n of profile.nodes as any[]) for (const c of n.children ?? []) parent.set(c, n.id);
  let t = profile.startTime; const times: number[] = [];
  for (const d of dt) { t += d; times.push(t); }
  let best = [0, 0], start = 0;
  profile.samples!.forEach((id: number, i: number) => { const n: any = byId.get(id); if (n.callFrame.functionName === '(idle)') { if (times[i]! - times[start]! > best[1]! - best[0]!) best = [start, i]; start = i + 1; } });
  console.log('busiest stretch ms', Math.round((times[best[1]!]! - times[best[0]!]!) / 1000));
  const roots = new Map<string, number>();
  for (let i = best[0]!; i < best[1]!; i++) {
    let id = profile.samples![i]!; const chain: string[] = [];
    while (id !== undefined) { const n: any = byId.get(id); chain.push(`${n.callFrame.functionName || 'anon'}@${n.callFrame.url.replace(/.*\/assets\/js\//, '')}:${n.callFrame.columnNumber}`); id = parent.get(id)!; }
    const key = chain.reverse().slice(1, 6).join(' > ');
    roots.set(key, (roots.get(key) ?? 0) + dt[i]!);
  }
  [...roots].sort((a, b) => b[1] - a[1]).slice(0, 12).forEach(([k, v]) => console.log(String(Math.round(v / 1000)).padStart(6), k));
}
await browser.close();
