import * as TEXTS from "../shared/texts/api-teaching";

export interface ShareContent {
  title: string;
  text?: string;
  url: string;
}

export interface ShareEnvironment {
  navigator: Pick<Navigator, "share" | "clipboard">;
  alert: (message: string) => void;
}

export type ShareOutcome = "shared" | "copied" | "failed";

/**
 * docs/behaviour.md: Screens Share: the device's share sheet with title, summary and URL; without one, the link is
 * copied and the visitor told so. A failure, the visitor cancelling the sheet included, is only
 * logged (docs/behaviour.md: Texts).
 */
export async function shareContent(content: ShareContent, env: ShareEnvironment): Promise<ShareOutcome> {
  try {
    if (typeof env.navigator.share === "function") {
      await env.navigator.share({ title: content.title, text: content.text, url: content.url });
      return "shared";
    }
    await env.navigator.clipboard.writeText(content.url);
    env.alert(TEXTS.linkCopied);
    return "copied";
  } catch (error) {
    console.warn(TEXTS.shareFailed, error);
    return "failed";
  }
}

export function browserShareEnvironment(): ShareEnvironment {
  return { navigator: window.navigator, alert: (message) => window.alert(message) };
}
