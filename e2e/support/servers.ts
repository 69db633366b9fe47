// Where the browser tests' servers listen (playwright.config.ts starts them), shared by the tests
// that talk to them directly.
import path from "node:path";

/** `npm run serve` as `npm start` runs it: the site's service in front, answering at this port. */
export const FRONT_PORT = Number(process.env.E2E_PORT ?? 9000);
/** `gatsby serve` behind it, on 127.0.0.1 only. */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 9010);
/** nginx with deploy/nginx/site.conf, passing the service's paths to the front's service. */
export const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? 9001);
/**
 * The store of the shared service: what the suite's pages send lands here. In the checkout, so that
 * it belongs to whoever runs the suite: a folder of the machine's shared temporary directory, made by
 * another user's run, could not be written (the service answers 503).
 */
export const FRONT_STORE_DIR = path.resolve(__dirname, "../../.mensagens-e2e");
/** A service of its own for the editor's login tests, whose origin is the site's in them. */
export const LOGIN_PORT = Number(process.env.E2E_LOGIN_PORT ?? 9006);

/**
 * The build with the examples of docs/exemplos/ (`npm run build:exemplos`, in .exemplos/), served the
 * same two ways for the tests of the courses' and books' pages: `npm start`'s server and nginx.
 */
export const EXAMPLES_DIR = path.resolve(__dirname, "../../.exemplos");
export const EXAMPLES_FRONT_PORT = Number(process.env.E2E_EXAMPLES_PORT ?? 9100);
export const EXAMPLES_SITE_PORT = Number(process.env.E2E_EXAMPLES_SITE_PORT ?? 9110);
export const EXAMPLES_NGINX_PORT = Number(process.env.E2E_EXAMPLES_NGINX_PORT ?? 9101);
export const EXAMPLES_STORE_DIR = path.resolve(__dirname, "../../.mensagens-e2e-exemplos");
