import React from "react";
import { ArticleView, articleImageClass } from "../components/ArticleView";
import type { PreviewProps } from "./decap";
import { formatLongDate } from "../shared/dates";

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** A teaching in the editor's preview pane, with the site's article markup and styles. */
export function TeachingPreview({ entry, fields, widgetFor, getAsset }: PreviewProps) {
  const imagem = text(entry.getIn(["data", "imagem"]));
  // The picture is looked up in its field's folder (beside the teachings), not the site's default one.
  const imageField = fields.find((field) => field.get("name") === "imagem");
  const image = imagem ? getAsset(imagem, imageField)?.toString() : undefined;
  const tempoLeitura = Number(entry.getIn(["data", "tempo_leitura"]));
  const publishedOn = text(entry.getIn(["data", "data"]));
  return (
    <ArticleView
      titulo={text(entry.getIn(["data", "titulo"]))}
      publishedOn={publishedOn}
      // An unfinished date is shown as typed, as the build would refuse it.
      longDate={formatLongDate(publishedOn) ?? publishedOn}
      autor={text(entry.getIn(["data", "autor"]))}
      tempoLeitura={Number.isFinite(tempoLeitura) ? tempoLeitura : 0}
      image={
        image ? (
          <div className={articleImageClass}>
            <img src={image} alt="" />
          </div>
        ) : null
      }
    >
      {widgetFor("body") as React.ReactNode}
    </ArticleView>
  );
}
