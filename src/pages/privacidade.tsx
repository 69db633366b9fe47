import React from "react";
import type { PageProps } from "gatsby";
import { Link } from "gatsby";
import { pageHead } from "../components/Seo";
import { PageHero } from "../components/PageHero";
import { CONTACT, ROUTES, SITE } from "../shared/site";
import * as styles from "./privacidade.module.css";

/**
 * What the site collects, why, where, for how long and who handles it (LGPD, GDPR), in the words of
 * the institute. Only the two forms collect personal data; the rest of the site keeps the visitor's
 * choices (language, scheme, Libras) in the visitor's own browser, and says what the third parties the
 * visitor may call on (the translator, VLibras) receive.
 */
export default function PrivacyPage(_props: PageProps) {
  return (
    <>
      <PageHero title="Política de Privacidade" subtitle="O que fazemos com os dados que você nos confia." />
      <div className={styles.text}>
        <section aria-labelledby="coleta-title">
          <h2 id="coleta-title">O que coletamos</h2>
          <p>Só os dois formulários do site coletam dados pessoais, e só o que você escreve neles:</p>
          <ul>
            <li>
              <strong>Formulário de contato</strong> (<Link to={ROUTES.contact}>Contato</Link>): nome, e-mail, WhatsApp
              (se você informar), assunto e mensagem, com a data e a hora do envio.
            </li>
            <li>
              <strong>Newsletter</strong> (<Link to={ROUTES.teachings}>Ensinamentos</Link>): o seu e-mail, o
              consentimento que você deu, com a data, e a data da confirmação.
            </li>
          </ul>
          <p>
            Para bloquear envios automáticos, o endereço de internet (IP) de quem envia é usado por alguns minutos, só
            para contar os envios, e não é guardado.
          </p>
        </section>

        <section aria-labelledby="finalidade-title">
          <h2 id="finalidade-title">Para que usamos</h2>
          <p>
            A mensagem de contato serve só para responder a você. O e-mail da newsletter serve só para enviar os novos
            ensinamentos, e só depois que você confirma a inscrição pelo endereço que enviamos ao seu e-mail. Não
            vendemos nem emprestamos os seus dados a ninguém, e não os usamos para publicidade.
          </p>
        </section>

        <section aria-labelledby="guarda-title">
          <h2 id="guarda-title">Onde ficam e por quanto tempo</h2>
          <p>
            Conforme o servidor em que o site está publicado, os envios ficam guardados no serviço de formulários da
            Netlify (a empresa que hospeda o site, com servidores nos Estados Unidos) ou no próprio servidor do
            instituto. As mensagens de contato são apagadas 180 dias depois de recebidas. O e-mail da newsletter fica
            guardado enquanto você quiser recebê-la; um pedido não confirmado, ou uma inscrição cancelada, é apagado 180
            dias depois. No servidor do instituto, uma cópia de segurança de tudo é feita a cada dia e guardada por 7
            dias: o que é apagado deixa de existir nas cópias depois desse prazo.
          </p>
        </section>

        <section aria-labelledby="quem-title">
          <h2 id="quem-title">Quem trata os dados</h2>
          <p>
            O {SITE.name} é o responsável pelos dados. Eles passam por: a Netlify, quando o site está publicado nela; e
            o serviço de e-mail que entrega as mensagens ao instituto e as confirmações da newsletter a você. Ninguém
            mais os recebe.
          </p>
        </section>

        <section aria-labelledby="resto-title">
          <h2 id="resto-title">O resto do site</h2>
          <p>
            O idioma, o tema escuro e o Libras que você escolhe ficam guardados só no seu navegador. O tradutor de
            páginas do Google é carregado apenas quando você escolhe um idioma diferente do português: só então o seu
            navegador se conecta aos servidores do Google, que recebem o seu endereço de internet e o texto da página.
          </p>
          <p>
            Do mesmo modo, o VLibras, tradutor de Libras do governo federal, é carregado apenas quando você aperta o
            botão &quot;Libras&quot; no rodapé: só então o seu navegador se conecta aos servidores do VLibras
            (vlibras.gov.br), que recebem o seu endereço de internet e o texto que você selecionar para traduzir. O
            tratamento desses dados é do governo federal, conforme a política do próprio VLibras.
          </p>
        </section>

        <section aria-labelledby="direitos-title">
          <h2 id="direitos-title">Os seus direitos</h2>
          <p>
            Você pode pedir a qualquer momento para ver, corrigir ou apagar os seus dados, escrevendo para{" "}
            <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>. Para deixar de receber a newsletter, use o endereço
            para sair que vem em todo e-mail que enviamos. Quando apagamos os seus dados, guardamos apenas um código que
            não revela o seu e-mail, com a data do pedido, para que uma cópia de segurança, se um dia for restaurada,
            não os traga de volta.
          </p>
        </section>
      </div>
    </>
  );
}

export const Head = pageHead(
  "Política de Privacidade",
  "O que o site do instituto coleta nos formulários de contato e da newsletter, para quê, onde e por quanto tempo, e como pedir para apagar.",
);
