import React from "react";
import { TRANSLATION_WIDGET } from "../shared/site";
import * as styles from "./TranslationWidget.module.css";

/**
 * Where the page-translation widget puts itself, once its script is loaded: only when the visitor
 * asks for another language (src/browser/translation-loader.ts). Its own select is driven by the
 * site's selector, so the container stays out of sight.
 */
export function TranslationWidget() {
  return <div id={TRANSLATION_WIDGET.containerId} className={styles.container} aria-hidden="true" />;
}
