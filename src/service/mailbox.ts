/**
 * The mailbox an address reaches, as the newsletter's limits count it (store-newsletter.ts): without
 * a subaddress (`nome+tag@`, RFC 5233, which most providers deliver to `nome@`), with the domain and
 * the local part in lower case (the store already compares addresses so), and, at Gmail, without the
 * dots of the local part, which Gmail ignores. Only the limits read it: an e-mail still goes to the
 * address as it was written.
 */
const DOTLESS_DOMAINS = new Set(["gmail.com", "googlemail.com"]);

export function mailboxOf(address: string): string {
  const at = address.lastIndexOf("@");
  let local = address.slice(0, at).toLowerCase();
  let domain = address.slice(at + 1).toLowerCase();
  const tag = local.indexOf("+");
  if (tag > 0) local = local.slice(0, tag);
  if (DOTLESS_DOMAINS.has(domain)) {
    local = local.replace(/\./g, "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}
