import { type Manifest, manifestKeyOf, routeAssets } from '../prerender/pageHtml.ts';
import type { PageQueryRequest } from '../../src/app/routeModules.ts';
import type { BundleModules } from './bundleModulesReport.ts';

/** Each signed-in screen's route path (`/summary/:id`), first render's source files (best requested
 * first), API paths requested whatever the session says and the one whose query is the page's, if
 * any; the access token's localStorage key. */
export interface SignedInScreens {
  screens: readonly {
    path: string;
    files: readonly string[];
    requests: readonly string[];
    queryRequest?: PageQueryRequest;
  }[];
  tokenKey: string;
}

export interface EarlyRequests {
  /** The API's base; false where the fake backend runs in the page, which must start first. */
  apiBase: string | false;
  /** The entry script's length, decoded: how much of it has arrived is read against it. */
  entryBytes: number;
  /** The file of each first visit's request builder (signedInScreenPreloadsModules.ts). */
  firstVisitFiles?: ReadonlyMap<string, string>;
}

/**
 * An inline script for the SPA fallback page (index.html). On a signed-in screen's path, with a token
 * stored, it asks at once for the screen's chunks, stylesheets and API requests (each answer kept in
 * `window.blEarlyRequests` for the app's identical request, src/api/http.ts), rather than one after
 * another (docs/performance.md). No requests without `apiBase`: a fake backend in the page starts first.
 */
export function signedInScreenPreloads(
  manifest: Manifest,
  report: BundleModules,
  { screens, tokenKey }: SignedInScreens,
  { apiBase, entryBytes, firstVisitFiles = new Map() }: EarlyRequests,
): string {
  const chunkOf = manifestKeyOf(manifest, report.chunks);
  const table = screens.map(({ path, files, requests, queryRequest }) => {
    const { scripts, styles } = routeAssets(manifest, ['index.html', ...files.map(chunkOf)]);
    // The entry's own stylesheet is inline in every page.
    const css = styles.filter((file) => !manifest['index.html']?.css?.includes(file));
    const firstVisit = queryRequest?.firstVisit;
    const firstVisitFile = firstVisit && firstVisitFiles.get(firstVisit.module);
    const byQuery = queryRequest && {
      ...queryRequest,
      firstVisit: firstVisitFile ? [`/${firstVisitFile}`, firstVisit.exportName] : null,
    };
    return [path, scripts, css, apiBase ? requests : [], (apiBase && byQuery) || null];
  });
  return `<script>(function (screens, tokenKey, apiBase, entryBytes) {
  var token, match;
  try { token = localStorage.getItem(tokenKey); } catch (error) {}
  var screen = token && screens.find(function (candidate) {
    return (match = new RegExp("^" + candidate[0].replace(/:(\\w+)/g, "(?<$1>[^/]+)") + "/?$").exec(location.pathname));
  });
  if (!screen) return;
  // The requests first: the chunks would fill the six connections HTTP/1.1 opens to a host.
  var paths = screen[3].map(function (path) {
    return path.replace(/:(\\w+)/g, function (_, name) { return encodeURIComponent(match.groups[name]); });
  });
  var query = new URLSearchParams(location.search), byQuery = screen[4];
  if (byQuery && query.has(byQuery.whenNamed)) {
    byQuery.omit.forEach(function (name) { query.delete(name); });
    paths.push(byQuery.path + "?" + new URLSearchParams([...query].filter(function (param) { return param[1]; })));
  }
  function send(path) {
    var url = apiBase + path;
    var response = fetch(url, { headers: { Authorization: "Bearer " + token } });
    response.catch(function () {}); // Unclaimed, a failure is nobody's: the app asks again.
    return { url: url, token: token, sentAt: performance.now(), response: response };
  }
  var early = window.blEarlyRequests = paths.map(send);
  // A first visit's request comes from the session's answer (the first request), derived by the
  // loader's own code; read from a copy, the answer stays whole for the app.
  var firstVisit = byQuery && !query.has(byQuery.whenNamed) && byQuery.firstVisit;
  if (firstVisit && early.length) early[0].response.then(function (answer) {
    return answer.ok && answer.clone().json().then(function (session) {
      return import(firstVisit[0]).then(function (module) {
        var path = module[firstVisit[1]](location.search, session);
        if (path) early.push(send(path));
      });
    });
  }).catch(function () {});
  function preloader(as) {
    return function (file) {
      var link = { rel: as === "style" ? "preload" : "modulepreload", as: as, crossOrigin: "", href: "/" + file };
      return document.head.appendChild(Object.assign(document.createElement("link"), link));
    };
  }
  // The entry alone first: it runs while the rest download (together, they would all arrive late).
  var restAsked = false;
  function askForTheRest() {
    if (restAsked) return;
    restAsked = true;
    screen[1].slice(1).forEach(preloader("script"));
    screen[2].forEach(preloader("style"));
  }
  var entry = preloader("script")(screen[1][0]);
  entry.onload = entry.onerror = askForTheRest;
  // A page's first date or money formatter loads the browser's locale and time zone data, about 50 ms
  // on a slow phone; the screen's first render would pay it, so it is paid now, while the link is busy.
  setTimeout(function () {
    new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(0);
    new Intl.DateTimeFormat("en-US", { timeZone: "America/Chicago", timeZoneName: "short", hour: "numeric" }).format(0);
  });
  // Sooner where the entry's download can be watched: a round trip before its last byte, so that the
  // rest's first bytes follow it with no idle link between (docs/performance.md). Chromium's cache hands
  // a second request for a file on its way the same bytes as they arrive ("shared writers"); elsewhere it
  // could be a second download, so only there (navigator.userAgentData is Chromium's alone).
  if (!apiBase || !navigator.userAgentData) return;
  var askedAt = performance.now();
  fetch("/" + screen[1][0]).then(function (response) {
    if (!response.ok || !response.body) return;
    var roundTrip = performance.now() - askedAt, reader = response.body.getReader();
    var bytes = 0, firstAt = 0, firstBytes = 0;
    function read(part) {
      if (part.done) return askForTheRest();
      var now = performance.now();
      bytes += part.value.length;
      if (!firstAt) { firstAt = now; firstBytes = bytes; }
      // At the rate it has come so far, the rest of the entry arrives within a round trip.
      else if ((entryBytes - bytes) * (now - firstAt) <= roundTrip * (bytes - firstBytes)) askForTheRest();
      return reader.read().then(read);
    }
    return reader.read().then(read);
  }).catch(function () {});
})(${JSON.stringify(table)}, ${JSON.stringify(tokenKey)}, ${JSON.stringify((apiBase || '').replace(/\/+$/, ''))}, ${entryBytes});</script>`;
}
