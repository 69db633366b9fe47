/** scripts/lib/nginx-main.mjs, for the TypeScript that uses it. */
export function nginxMainConfig(options: {
  prefix: string;
  workers?: number | "auto";
  connections?: number;
  include: string;
}): string;
