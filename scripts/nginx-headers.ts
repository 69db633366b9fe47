// Writes deploy/nginx/security-headers.conf, admin-headers.conf and service-headers.conf from src/buildtime/headers.ts
// (`npm run deploy:nginx`). Run it after changing a policy, with GATSBY_API_URL set when the site uses
// an API on another origin, or with CMS_BACKEND=github when the editor saves to GitHub; a jest test
// fails while the committed files differ from what this writes with the defaults.
import fs from "node:fs";
import path from "node:path";
import { nginxAdminHeaders, nginxSecurityHeaders, nginxServiceHeaders } from "../src/buildtime/host-headers";

const written = {
  "security-headers.conf": nginxSecurityHeaders(),
  "admin-headers.conf": nginxAdminHeaders(),
  "service-headers.conf": nginxServiceHeaders(),
};
for (const [name, text] of Object.entries(written)) {
  const target = path.resolve(__dirname, "../deploy/nginx", name);
  fs.writeFileSync(target, text);
  console.log(`written ${path.relative(process.cwd(), target)}`);
}
