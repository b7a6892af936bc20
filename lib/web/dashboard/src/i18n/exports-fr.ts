// Les mots de l'export CSV des paiements (issue 29), en français : le catalogue de référence.
export const exportsFr = {
  exportStart: 'Exporter en CSV',
  exportHint: 'Exporte tous les paiements des filtres affichés, dans un fichier que les tableurs ouvrent.',
  exportPending: 'Export demandé : il commence dans un instant.',
  exportRunning: 'Export en cours. Paiements écrits : {count}.',
  exportSucceeded: 'Export terminé. Paiements dans le fichier : {count}.',
  exportFailed: 'L’export a échoué. Relancez-le.',
  exportDownload: 'Télécharger le fichier CSV',
  exportDownloadHint: 'Le lien est valable 5 minutes ; le fichier est gardé 24 heures.',
  exportStatus: 'Export des paiements',
  error_too_many_exports: 'Trois exports sont déjà en cours pour cette organisation. Réessayez quand l’un d’eux est terminé.',
  error_export_not_found: 'Cet export n’existe plus (il est gardé 24 heures). Relancez-le.',
};
