import React from "react";
import { Link } from "gatsby";
import { BARRIER_SUBJECT, CONTACT, ROUTES, SITE } from "../shared/site";
import { formatLongDate } from "../shared/dates";
import { conformance, type Criterion } from "../shared/accessibility/criteria";
import { STATEMENT } from "../shared/accessibility/statement";
import * as styles from "./AccessibilityStatement.module.css";

interface AccessibilityStatementProps {
  criteria: readonly Criterion[];
}

const dateOf = (iso: string) => formatLongDate(iso) ?? iso;

/** A section of the statement, named by its heading. */
function Part({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={styles.part}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The accessibility statement, with the fields of W3C's statement generator: commitment, conformance
 * status (derived from the criteria: docs/accessibility.md), measures, evaluation, known limits,
 * technologies, environments, how to report a barrier and the dates.
 */
export function AccessibilityStatement({ criteria }: AccessibilityStatementProps) {
  const { status, unmet } = conformance(criteria);
  const report = ROUTES.contactAbout(BARRIER_SUBJECT);
  return (
    <div className={styles.text}>
      <nav aria-label="Nesta página" className={styles.contents}>
        <ul>
          <li>
            <a href="#situacao-title">Situação de conformidade</a>
          </li>
          <li>
            <a href="#criterios-title">Critério por critério</a>
          </li>
          <li>
            <a href="#procedimentos-title">Procedimentos manuais</a>
          </li>
          <li>
            <a href="#barreira-title">Relatar uma barreira</a>
          </li>
        </ul>
      </nav>
      <Part id="compromisso" title="Nosso compromisso">
        <p>
          O {SITE.name} quer que todas as pessoas, com ou sem deficiência, possam ler, estudar e falar com o instituto
          por este site, como pede a Lei Brasileira de Inclusão (Lei nº 13.146/2015, art. 63). Esta declaração diz o que
          o site cumpre, como isso foi verificado, o que ainda falta e como nos avisar de uma barreira.
        </p>
      </Part>
      <Part id="situacao" title="Situação de conformidade">
        <dl className={styles.facts}>
          <dt>Normas</dt>
          <dd>{STATEMENT.standards.join(" e ")}</dd>
          <dt>Situação</dt>
          <dd>
            <strong>{status === "conformidade regular" ? "Conformidade regular" : "Conformidade parcial"}</strong>
          </dd>
          <dt>Avaliação</dt>
          <dd>{dateOf(STATEMENT.evaluated)}</dd>
        </dl>
        {unmet.length === 0 ? (
          <p>
            Todos os critérios de sucesso de níveis A e AA da WCAG 2.2 que se aplicam ao site são atendidos, como mostra
            a tabela abaixo, critério por critério: é a conformidade regular da ABNT NBR 17225:2025, que se apoia neles.
            As recomendações da norma, que a conformidade plena pede, ainda não foram avaliadas uma a uma.
          </p>
        ) : (
          <p>
            O site ainda não atende {unmet.length === 1 ? "ao critério" : "aos critérios"} {unmet.join(", ")} da WCAG
            2.2; a tabela abaixo diz o que falta. Os demais critérios de níveis A e AA que se aplicam ao site são
            atendidos.
          </p>
        )}
        <p>
          Esta declaração cobre as páginas do site. Os serviços de terceiros que o visitante escolhe carregar (o
          tradutor de páginas, o VLibras e o player de vídeo) não são do instituto: o que se sabe deles está em
          Limitações conhecidas.
        </p>
      </Part>
      <Part id="medidas" title="Medidas adotadas">
        <ul>
          <li>Nenhuma mudança entra no site sem passar pelos testes automáticos descritos abaixo.</li>
          <li>
            Todas as páginas se leem sem JavaScript, e os controles que precisam dele só aparecem quando funcionam.
          </li>
          <li>
            Esquema escuro, respeito à preferência de movimento reduzido, e nada se move enquanto a página carrega.
          </li>
          <li>Tradução para Libras, pelo VLibras, a pedido do visitante, no rodapé de todas as páginas.</li>
          <li>Um canal para relatar barreiras, com prazo de resposta.</li>
        </ul>
      </Part>
      <Part id="avaliacao" title="Como avaliamos">
        <p>
          {STATEMENT.evaluatedBy}, em {dateOf(STATEMENT.evaluated)}, com:
        </p>
        <ul>
          {STATEMENT.tools.map((tool) => (
            <li key={tool}>{tool}.</li>
          ))}
        </ul>
        <p>Ambientes verificados:</p>
        <ul>
          {STATEMENT.environments.map((environment) => (
            <li key={environment}>{environment}.</li>
          ))}
        </ul>
        <p>Ainda não verificados:</p>
        <ul>
          {STATEMENT.notYetChecked.map((item) => (
            <li key={item}>{item}.</li>
          ))}
        </ul>
      </Part>
      <Part id="limitacoes" title="Limitações conhecidas">
        <ul>
          <li>
            <strong>Tradutor de páginas (Google).</strong> Carregado só quando você escolhe outro idioma. O texto
            traduzido e o que o tradutor acrescenta à página são do Google, e a tradução automática pode errar. Enquanto
            isso, o tradutor do seu navegador é uma alternativa, e o original em português continua disponível.
          </li>
          <li>
            <strong>VLibras (governo federal).</strong> Carregado só quando você o ativa. O avatar, o painel e a
            tradução são do VLibras: o site torna o seu botão alcançável pelo teclado, mas o painel pode não ser todo
            operável só pelo teclado, e a tradução automática pode errar. Se precisar de outra forma de receber um
            conteúdo, escreva para nós.
          </li>
          <li>
            <strong>Vídeos das aulas (YouTube).</strong> Quando um curso publicar aulas com vídeo, o vídeo tocará no
            player do YouTube, cujos controles são dele; cada vídeo também se abre por um link direto.
          </li>
          <li>
            <strong>Editor do conteúdo (/admin/).</strong> Usado só pela equipe do instituto, fica fora desta
            declaração.
          </li>
        </ul>
      </Part>
      <Part id="tecnologias" title="Tecnologias">
        <p>
          O site depende de {STATEMENT.technologies.join(", ")}. Sem JavaScript, todas as páginas se leem e o formulário
          de contato se envia; a busca, os filtros, o idioma, o tema e o Libras precisam dele.
        </p>
      </Part>
      <Part id="barreira" title="Relatar uma barreira">
        <p>
          Se algo no site dificulta ou impede o seu uso, conte para nós: <Link to={report}>relatar uma barreira</Link>{" "}
          abre o formulário de contato com o assunto &quot;{BARRIER_SUBJECT}&quot; já preenchido, que você pode mudar
          (sem JavaScript, escreva-o você mesmo). Também pelo e-mail{" "}
          <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a> ou pelo WhatsApp {CONTACT.whatsappDisplay}.
        </p>
        <p>Respondemos em até {STATEMENT.answerWithinWorkingDays} dias úteis.</p>
      </Part>
      <Part id="datas" title="Datas">
        <p>
          Declaração escrita em {dateOf(STATEMENT.published)}; avaliação mais recente em {dateOf(STATEMENT.evaluated)}.
        </p>
      </Part>
    </div>
  );
}
