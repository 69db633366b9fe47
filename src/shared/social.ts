import { CONTACT } from "./site";

/**
 * The institute's channels outside the site: WhatsApp and the social networks (the contact page and
 * the home page's structured data). Apart from site.ts so that only those pages carry them.
 */
export const WHATSAPP_CHAT_URL = `https://wa.me/${CONTACT.whatsappDigits}`;

export interface SocialLink {
  network: "Instagram" | "TikTok" | "YouTube";
  handle: string;
  url: string;
}

export const SOCIAL_LINKS: readonly SocialLink[] = [
  { network: "Instagram", handle: "@evolucaoparatodos", url: "https://www.instagram.com/evolucaoparatodos" },
  { network: "TikTok", handle: "@evolucaoparatodos", url: "https://www.tiktok.com/@evolucaoparatodos" },
  { network: "YouTube", handle: "@evolucaoparatodos", url: "https://www.youtube.com/@evolucaoparatodos" },
];
