import React, { useId, useState } from "react";
import { Link } from "gatsby";
import { ROUTES } from "../shared/site";
import * as TEXTS from "../shared/texts/site";
import { NEEDS_SCRIPT } from "../shared/needs-script";
import { turnLibrasOff, turnLibrasOn } from "../browser/libras-state";
import { useLibras } from "../hooks/useLibras";
import { RoomyStatus } from "./RoomyStatus";
import * as styles from "./LibrasControl.module.css";

/** Every message the live region may say, laid out unseen in its place: it keeps the room of the longest. */
const ROOM = [TEXTS.librasLoading, TEXTS.librasOn, TEXTS.librasOff, TEXTS.librasUnavailable];

/**
 * 'Libras': a toggle button that turns VLibras, the government's Libras translator, on and off
 * (docs/translation.md, "Libras"). Nothing of VLibras is asked for before it is pressed; the notice
 * under it, which the button names as its description, says what is sent to whom. The live region
 * says what a press did, and that VLibras could not come (also when a choice kept from an earlier
 * visit could not be honoured); it keeps the room of its longest message at any width, so nothing
 * moves when one comes.
 */
export function LibrasControl() {
  const status = useLibras();
  const [pressed, setPressed] = useState(false);
  const noticeId = useId();
  const on = status === "on";

  const press = () => {
    if (status === "loading") return;
    setPressed(true);
    void (on ? turnLibrasOff() : turnLibrasOn());
  };

  let message = "";
  if (status === "failed") message = TEXTS.librasUnavailable;
  else if (pressed && status === "loading") message = TEXTS.librasLoading;
  else if (pressed) message = on ? TEXTS.librasOn : TEXTS.librasOff;

  return (
    <div className={styles.libras} {...NEEDS_SCRIPT}>
      <button
        type="button"
        className={styles.button}
        aria-pressed={on}
        aria-label="Libras: tradução para a Língua Brasileira de Sinais, pelo VLibras"
        aria-describedby={noticeId}
        onClick={press}
      >
        <span className={styles.mark} aria-hidden="true" />
        Libras
      </button>
      <p id={noticeId} className={styles.notice}>
        O VLibras, tradutor do governo federal, só é carregado quando você o ativa. Ativado, o texto que você selecionar
        é enviado ao serviço de tradução do governo. <Link to={ROUTES.privacy}>Política de Privacidade</Link>
      </p>
      <RoomyStatus messages={ROOM} said={message} className={styles.statusBox} />
    </div>
  );
}
