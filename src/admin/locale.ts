/**
 * The editor in Portuguese, all of it (docs/editing.md): Decap's `pt` locale lacks some of the
 * English keys (the notes pane, the markdown editor's toggles, some toasts) and keeps a few English
 * words ("Rich Text", "Download", "Status"). These phrases are deep-merged into it when the editor
 * starts: registering a locale replaces it whole, so the rest of `pt` is kept by the merge.
 */
export type Phrases = { [key: string]: string | Phrases };

export const PORTUGUESE_PHRASES: Phrases = {
  auth: { loginWithForgejo: "Entrar com o Forgejo" },
  collection: {
    // An ASCII plus: the full-width one of pt is missing from many fonts, and shows as an empty box.
    collectionTop: { viewAsList: "Ver como lista", viewAsGrid: "Ver como grade", newButton: "+ %{collectionLabel}" },
    entries: { unpublishedHeader: "Entradas não publicadas" },
  },
  editor: {
    editorControl: { field: { widgetLabel: "campo %{widgetLabel}" } },
    editorControlPane: {
      // A list's count of items, as the build says it ("deve ter pelo menos 2 itens"); pt leaves out the items.
      widget: {
        rangeCount: "%{fieldLabel} deve ter entre %{minCount} e %{maxCount} itens.",
        rangeCountExact: "%{fieldLabel} deve ter exatamente %{count} itens.",
        rangeMin: "%{fieldLabel} deve ter pelo menos %{minCount} itens.",
        rangeMax: "%{fieldLabel} deve ter no máximo %{maxCount} itens.",
      },
      i18n: {
        copyFromLocale: "Preencher a partir de outro idioma",
        copyFromLocaleConfirm:
          "Deseja preencher com os dados do idioma %{locale}?\nTodo o conteúdo existente será substituído.",
      },
    },
    editorInterface: { toggleNotes: "Mostrar ou ocultar notas" },
    editorNotesPane: {
      title: "Notas",
      emptyState: "Nenhuma nota ainda. Escreva a primeira abaixo para conversar com a revisão.",
      addNote: "Adicionar nota",
      addPlaceholder: "Escreva uma nota...",
      editPlaceholder: "Edite a sua nota...",
      save: "Salvar",
      cancel: "Cancelar",
      edit: "Editar",
      delete: "Excluir",
      resolve: "Resolver",
      unresolve: "Reabrir",
      confirmDelete: "Tem certeza de que deseja excluir esta nota?",
      shortcut: "Dica: Ctrl+Enter adiciona a nota mais depressa",
    },
    editorToolbar: { status: "Situação: %{status}" },
    editorWidgets: {
      markdown: {
        richText: "Texto formatado",
        strikethrough: "Tachado",
        toggleMode: { rich: "Mudar para o modo de texto formatado", markdown: "Mudar para o modo Markdown" },
      },
      image: {
        chooseMultiple: "Escolher imagens",
        addMore: "Adicionar mais imagens",
        removeAll: "Remover todas as imagens",
      },
      file: {
        chooseMultiple: "Escolher arquivos",
        addMore: "Adicionar mais arquivos",
        removeAll: "Remover todos os arquivos",
      },
      datetime: { setToNow: "Usar a data e hora de agora em %{fieldLabel}" },
      object: { expand: "Expandir", collapse: "Recolher" },
    },
  },
  mediaLibrary: { mediaLibraryModal: { close: "Fechar", download: "Baixar" } },
  // The board's dates: a day and a month in numbers, never a month's English name.
  workflow: { workflow: { dateFormat: "DD/MM/YYYY" } },
  ui: {
    settingsDropdown: { account: "Opções da conta" },
    toast: {
      noteAdded: "Nota adicionada",
      onFailToAddNote: "Não foi possível adicionar a nota: %{details}",
      noteUpdated: "Nota atualizada",
      onFailToUpdateNote: "Não foi possível atualizar a nota: %{details}",
      noteDeleted: "Nota excluída",
      onFailToDeleteNote: "Não foi possível excluir a nota: %{details}",
      noteResolved: "Nota resolvida",
      noteReopened: "Nota reaberta",
      onFailToToggleNote: "Não foi possível mudar a situação da nota: %{details}",
    },
  },
};

/** `overrides` over `base`, object by object; neither is changed. */
export function mergePhrases(base: Phrases, overrides: Phrases): Phrases {
  const merged: Phrases = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] = typeof value === "object" && typeof current === "object" ? mergePhrases(current, value) : value;
  }
  return merged;
}
