// Writes deploy/nginx/security-headers.conf from src/build/headers.ts (`npm run deploy:nginx`).
// Run it after changing the policy, or with GATSBY_API_URL set when the site uses an API on another
// origin; a jest test fails while the committed file differs from what this writes.
import fs from "node:fs";
import path from "node:path";
import { nginxSecurityHeaders } from "../src/build/headers";

const target = path.resolve(__dirname, "../deploy/nginx/security-headers.conf");
fs.writeFileSync(target, nginxSecurityHeaders());
console.log(`written ${path.relative(process.cwd(), target)}`);
