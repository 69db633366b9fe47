/**
 * Gatsby's runtime decodes the address up to three times: its loader decodes the whole path
 * (decodeURIComponent) once to find the page and again to match a client-only route, whose router
 * decodes each segment once more. A literal `%` in the address (`/ensinos/100%25/`, once decoded
 * `100%`) then makes a later decoding throw `URIError: URI malformed`, an escape that is not UTF-8
 * (`%C0%AE`) throws at the first, and a doubly encoded `%2F` or `%2E%2E` turns into a slash or a `..`
 * the route never meant (a page's data asked from another folder, a hydration error). The router
 * also decodes the address as soon as its module is loaded, before any hook of the site's could run.
 *
 * So the first script of every page's <head>, before any of Gatsby's, rewrites such an address in
 * place (history.replaceState, no reload, no request) into one that survives every decoding and
 * still holds a `%`: every segment that, once decoded, contains a `%` (or cannot be decoded at all)
 * is encoded three times. Gatsby then routes it as it would any other address: an unknown page shows the
 * 404 page, `/ensinos/{id}` receives an id with a `%`, which the page refuses ('Ensino não
 * encontrado', src/shared/api-teaching.ts), and `/cursos/{id}` shows its placeholder. A hash that
 * cannot be decoded (Gatsby's scroll restoration decodes it) is encoded the same way. An ordinary
 * address is never touched.
 *
 * Its text never changes, so the Content-Security-Policy allows it by hash (src/buildtime/policy.ts).
 */
export const ADDRESS_SCRIPT =
  "(function(l,h,e){try{var s=l.pathname.split('/'),c=0,a=l.hash,i,d;" +
  "for(i=0;i<s.length;i++){try{d=decodeURIComponent(s[i])}catch(x){d=s[i]}" +
  "if(d.indexOf('%')>=0){s[i]=e(e(e(d)));c=1}}" +
  "try{decodeURI(a)}catch(x){a='#'+e(a.slice(1));c=1}" +
  "if(c)h.replaceState(h.state,'',s.join('/')+l.search+a)}catch(x){}})(location,history,encodeURIComponent)";

const encodeThrice = (text: string) => encodeURIComponent(encodeURIComponent(encodeURIComponent(text)));

const decodedOnce = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** A path with each segment as `change` makes it, given the segment and its decoding (itself when it has none). */
export const mapSegments = (pathname: string, change: (segment: string, decoded: string) => string) =>
  pathname
    .split("/")
    .map((segment) => change(segment, decodedOnce(segment)))
    .join("/");

/**
 * What ADDRESS_SCRIPT does to a path, for a server in front of one that decodes addresses the same
 * way (`gatsby serve` under `npm start`, src/service/): the same path when it is ordinary, else the
 * path with each segment that holds a `%` once decoded encoded three times.
 */
export const tamePath = (pathname: string) =>
  mapSegments(pathname, (segment, decoded) => (decoded.includes("%") ? encodeThrice(decoded) : segment));
